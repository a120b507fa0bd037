import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  type Actor,
  type SystemSettings,
  type SystemSettingsChange,
} from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { LaunchDayService } from '../launch-day/launch-day.service.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { SettingsEditor } from '../../platform/settings/settings-editor.js';
import { SettingsService } from '../../platform/settings/settings.service.js';

type Caller = NonNullable<Actor>;
const settingsResource = { kind: 'systemSettings', ownerIds: [] } as const;

/**
 * System Settings (docs/product/admin.md): every setting's value in force, and an admin's change
 * of any of them, audited and effective on every BFF process at once (SettingsEditor). The site
 * mode goes through launch day, whose rules (going live starts the one launch broadcast) are its.
 */
@Injectable()
export class AdminSettingsService {
  constructor(
    private readonly settings: SettingsService,
    private readonly editor: SettingsEditor,
    private readonly launchDay: LaunchDayService,
    private readonly access: ResourceAccess,
  ) {}

  async read(caller: Caller): Promise<SystemSettings> {
    this.assert(caller, 'read');
    return this.settings.all();
  }

  async change(caller: Caller, change: SystemSettingsChange): Promise<SystemSettings> {
    this.assert(caller, 'update');
    const { 'site.mode': mode, ...others } = change;
    await this.editor.change(caller, others);
    if (mode !== undefined && mode !== (await this.settings.stored('site.mode')))
      await this.launchDay.changeMode(mode, 'admin', caller);
    return this.settings.all();
  }

  private assert(caller: Caller, action: 'read' | 'update'): void {
    if (!this.access.can(caller, action, settingsResource))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
  }
}

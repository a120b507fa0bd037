import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { PolicyModule } from '../../platform/policy/policy.module.js';
import { SettingsModule } from '../../platform/settings/settings.module.js';
import { SearchSynonymsController } from './search-synonyms.controller.js';
import { SearchSynonymsRepository } from './search-synonyms.repository.js';
import { SearchSynonymsService } from './search-synonyms.service.js';

/** /api/v1/admin/settings/synonyms: the search's synonym sets in System Settings. */
@Module({
  imports: [SettingsModule, AuditModule, PolicyModule],
  controllers: [SearchSynonymsController],
  providers: [SearchSynonymsService, SearchSynonymsRepository],
})
export class SearchSynonymsModule {}

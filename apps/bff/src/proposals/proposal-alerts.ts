import { Injectable, Logger } from '@nestjs/common';
import type { NotificationType } from '@matchbazaar/contracts';

/** One notification as NotificationsService.notify takes it. */
export interface ProposalAlert {
  userId: string;
  type: NotificationType;
  title: string;
  body: string | null;
  link: string | null;
  data: Record<string, unknown>;
}

/**
 * Where proposal steps are notified: NotificationsService (stored, then pushed to `user:<id>`).
 * The module binds it; this base only logs, for a process without the notification centre.
 */
@Injectable()
export class ProposalAlerts {
  private readonly logger = new Logger(ProposalAlerts.name);

  notify(alert: ProposalAlert): Promise<unknown> {
    this.logger.log(`${alert.type} for ${alert.userId}`);
    return Promise.resolve(null);
  }
}

import type { SmsMessage } from '@matchbazaar/contracts';
import { smsOutboxTable } from '@matchbazaar/db-schema';
import type { Database } from '../database.js';
import type { SentSms, SmsProvider } from './sms-provider.js';

/**
 * The development provider: "sends" by writing to the `sms_outbox` table, which a developer reads
 * at the BFF's dev-only `GET /api/dev/sms-outbox`. Used whenever no SMS provider is configured.
 */
// Table and column names come from libs/db-schema, so a renamed column renames them here too.
const T = smsOutboxTable.name;
const c = smsOutboxTable.columns;

export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(private readonly db: Database) {}

  async send(message: SmsMessage): Promise<SentSms> {
    const { rows } = await this.db.query<{ id: number }>(
      `insert into ${T} (${c.recipient}, ${c.body}, ${c.createdAt}) values ($1, $2, now())
       returning ${c.id} as id`,
      [message.to, message.body],
    );
    return { id: `outbox-${rows[0]!.id}` };
  }

  async findSent(message: SmsMessage): Promise<string | undefined> {
    const { rows } = await this.db.query<{ id: number }>(
      `select ${c.id} as id from ${T} where ${c.recipient} = $1 and ${c.body} = $2
        order by ${c.id} limit 1`,
      [message.to, message.body],
    );
    return rows[0] ? `outbox-${rows[0].id}` : undefined;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

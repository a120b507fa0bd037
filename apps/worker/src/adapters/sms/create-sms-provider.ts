import type { WorkerConfig } from '../../config/worker-config.js';
import type { Database } from '../database.js';
import { HttpSmsProvider } from './http-sms-provider.js';
import { OutboxSmsProvider } from './outbox-sms-provider.js';
import type { SmsProvider } from './sms-provider.js';

/**
 * The HTTP gateway when SMS_PROVIDER_URL is set, else the development outbox (which production
 * refuses unless ALLOW_DEVELOPMENT_PROVIDERS: worker-config.ts); main.ts says which, loudly.
 */
export function createSmsProvider(
  config: Pick<WorkerConfig, 'SMS_PROVIDER_URL' | 'SMS_PROVIDER_TOKEN' | 'SMS_FROM'>,
  db: Database,
): SmsProvider {
  if (!config.SMS_PROVIDER_URL) return new OutboxSmsProvider(db);
  return new HttpSmsProvider({
    url: config.SMS_PROVIDER_URL,
    from: config.SMS_FROM,
    ...(config.SMS_PROVIDER_TOKEN && { token: config.SMS_PROVIDER_TOKEN }),
  });
}

import { loadConfig, port } from '@matchbazaar/config';
import { z } from 'zod';

export const mailSinkConfigSchema = z.object({
  MAIL_SINK_HOST: z
    .string()
    .trim()
    .min(1, 'must be a host name or IP address')
    .default('127.0.0.1'),
  MAIL_SINK_SMTP_PORT: port(1025),
  MAIL_SINK_HTTP_PORT: port(8025),
  MAIL_SINK_MAX_MESSAGES: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(1000),
});
export type MailSinkConfig = z.infer<typeof mailSinkConfigSchema>;

/** The only place the mail sink reads the environment. */
export function loadMailSinkConfig(
  env: Record<string, string | undefined> = process.env,
): MailSinkConfig {
  return loadConfig('mail-sink', mailSinkConfigSchema, env);
}

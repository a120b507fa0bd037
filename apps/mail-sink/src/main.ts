import { ConfigError } from '@matchbazaar/config';
import { startMailSink } from './mail-sink.js';
import { loadMailSinkConfig } from './mail-sink-config.js';

async function main(): Promise<void> {
  const config = loadMailSinkConfig();
  const sink = await startMailSink({
    host: config.MAIL_SINK_HOST,
    smtpPort: config.MAIL_SINK_SMTP_PORT,
    httpPort: config.MAIL_SINK_HTTP_PORT,
    maxMessages: config.MAIL_SINK_MAX_MESSAGES,
  });
  console.log(`mail-sink: SMTP on ${sink.smtpUrl} (use it as SMTP_URL)`);
  console.log(`mail-sink: inbox on ${sink.httpUrl}/ (JSON at ${sink.httpUrl}/api/messages)`);

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`mail-sink: ${signal} received, closing`);
    sink.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('mail-sink: close failed', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // A bad environment is the operator's to fix: print what is wrong, not a stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(`mail-sink cannot start: ${error.message} (is another mail sink running?)`);
  } else console.error('mail-sink cannot start:', error);
  process.exit(1);
});

import { logFor } from './log.ts';
import { httpAnswers, preferPort, waitFor } from './net.ts';
import { nothingToStop, startProcess } from './processes.ts';

export interface ResolvedMail {
  smtpUrl: string;
  /** The web inbox, when the sink is ours. */
  inboxUrl?: string;
  source: 'environment' | 'sink';
  stop: () => Promise<void>;
}

/** SMTP_URL when set; else the project's mail sink (a real SMTP server with a web inbox). */
export async function resolveMail(opts: {
  root: string;
  smtpUrl?: string;
  preferredSmtpPort: number;
  preferredHttpPort: number;
  /** Out of the terminal's process group (see ProcessOptions.ownGroup): the launcher stops it last. */
  ownGroup?: boolean;
}): Promise<ResolvedMail> {
  if (opts.smtpUrl) return { smtpUrl: opts.smtpUrl, source: 'environment', stop: nothingToStop };
  const smtpPort = await preferPort(opts.preferredSmtpPort);
  const httpPort = await preferPort(opts.preferredHttpPort);
  const sink = startProcess(logFor('mail'), process.execPath, ['apps/mail-sink/dist/main.js'], {
    cwd: opts.root,
    env: { MAIL_SINK_SMTP_PORT: String(smtpPort), MAIL_SINK_HTTP_PORT: String(httpPort) },
    ownGroup: opts.ownGroup,
  });
  const inboxUrl = `http://127.0.0.1:${httpPort}`;
  await waitFor('The mail sink', () => httpAnswers(`${inboxUrl}/api/messages`), {
    timeoutMs: 20_000,
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    inboxUrl,
    source: 'sink',
    stop: () => sink.stop(),
  };
}

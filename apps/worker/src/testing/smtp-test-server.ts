import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A real SMTP server on a free port that counts connections and keeps what it received. */
export async function startSmtpTestServer(options: Partial<SMTPServerOptions> = {}, port = 0) {
  const received: { to: string[]; body: string }[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 100, // close() waits this long for clients before dropping them
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

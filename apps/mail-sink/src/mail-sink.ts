import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { createHttpHandler } from './http-handler.js';
import { MessageStore } from './message-store.js';
import type { StoredMessage } from './stored-message.js';

export interface MailSinkOptions {
  /** Interface for both servers; loopback by default, since it accepts mail from anyone. */
  host?: string;
  /** 0 picks a free port. */
  smtpPort: number;
  /** 0 picks a free port. */
  httpPort: number;
  /** Oldest messages are dropped beyond this (default 1000). */
  maxMessages?: number;
  /** Largest accepted message in bytes (default 25 MB). */
  maxMessageBytes?: number;
  /**
   * Answers each message this long after receiving it, like a slow relay (default 0): a test that
   * interrupts senders can then count on sends being in flight.
   */
  replyDelayMs?: number;
}

export interface MailSink {
  host: string;
  smtpPort: number;
  httpPort: number;
  /** e.g. smtp://127.0.0.1:1025, ready for SMTP_URL. */
  smtpUrl: string;
  /** e.g. http://127.0.0.1:8025 */
  httpUrl: string;
  /** Newest first; the same list the API returns. */
  messages(filter?: { to?: string }): Promise<StoredMessage[]>;
  /** How many messages it holds, without parsing them (for polling under load). */
  count(): number;
  /**
   * Stops answering received messages until the returned function is called, like a relay that
   * stalls: a test can then interrupt a sender that surely has a message in flight.
   */
  holdReplies(): () => void;
  /** How many received messages wait for their answer while replies are held. */
  heldReplies(): number;
  close(): Promise<void>;
}

/**
 * A development SMTP server that accepts everything (any sender, any recipient, any or no
 * credentials, no TLS), keeps the messages in memory and shows them, parsed, over HTTP.
 */
export async function startMailSink(options: MailSinkOptions): Promise<MailSink> {
  const host = options.host ?? '127.0.0.1';
  const store = new MessageStore(options.maxMessages ?? 1000);
  const maxMessageBytes = options.maxMessageBytes ?? 25 * 1024 * 1024;
  let held: (() => void)[] | undefined;

  const smtp = new SMTPServer({
    name: 'mail-sink',
    banner: 'MatchBazaar development mail sink',
    secure: false,
    hideSTARTTLS: true,
    disabledCommands: ['STARTTLS'],
    // Accept any credentials too, so an SMTP_URL with a user and password still works here.
    authOptional: true,
    allowInsecureAuth: true,
    maxAllowedUnauthenticatedCommands: false,
    disableReverseLookup: true,
    size: maxMessageBytes,
    rejectOversized: true,
    closeTimeout: 2_000,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      // Kept as received and answered at once; parsed when someone reads it (MessageStore).
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded)
          return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        const accept = () => {
          store.add({
            id: randomUUID(),
            raw: Buffer.concat(chunks),
            envelope: envelopeOf(session),
            receivedAt: new Date(),
          });
          callback();
        };
        const answer = () => (held ? held.push(accept) : accept());
        if (options.replyDelayMs) setTimeout(answer, options.replyDelayMs);
        else answer();
      });
    },
  });
  smtp.on('error', (error) => {
    // A client that drops mid-session is not a reason to stop the sink.
    console.error(`mail-sink SMTP: ${error.message}`);
  });

  const http = createServer(createHttpHandler(store));

  const smtpPort = await listen(smtp.server, options.smtpPort, host, (port, h, cb) =>
    smtp.listen(port, h, cb),
  );
  let httpPort: number;
  try {
    httpPort = await listen(http, options.httpPort, host, (port, h, cb) =>
      http.listen(port, h, cb),
    );
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    host,
    smtpPort,
    httpPort,
    smtpUrl: `smtp://${urlHost}:${smtpPort}`,
    httpUrl: `http://${urlHost}:${httpPort}`,
    messages: (filter) => store.list(filter),
    count: () => store.size,
    holdReplies() {
      held ??= [];
      return () => {
        const waiting = held ?? [];
        held = undefined;
        for (const accept of waiting) accept();
      };
    },
    heldReplies: () => held?.length ?? 0,
    close() {
      closing ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        }),
      ]).then(() => undefined);
      return closing;
    },
  };
}

function envelopeOf(session: SMTPServerSession): { from: string | null; to: string[] } {
  const { mailFrom, rcptTo } = session.envelope;
  return { from: mailFrom ? mailFrom.address : null, to: rcptTo.map((r) => r.address) };
}

/** Starts listening and resolves with the real port (useful when asked for port 0). */
function listen(
  server: NetServer,
  port: number,
  host: string,
  start: (port: number, host: string, callback: () => void) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    start(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

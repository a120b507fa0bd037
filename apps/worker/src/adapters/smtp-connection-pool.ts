import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

export interface SmtpEnvelope {
  from: string;
  to: string[];
}

export interface SmtpSendResult {
  accepted: string[];
  rejected: string[];
  /** The server's last reply, e.g. `250 OK: queued as ...`. */
  response: string;
}

export interface SmtpConnectionPoolOptions {
  /** `smtp://[user:pass@]host:port` or `smtps://...`, as nodemailer reads it (STARTTLS when offered). */
  url: string;
  /** Most connections open at once; a send waits for a free one beyond that. */
  size: number;
  /** A connection unused this long is closed, well before servers drop idle ones (often 30-300 s). */
  idleMs?: number;
}

/**
 * A fixed number of SMTP connections, each carrying one message at a time, opened on demand and
 * kept open between messages. nodemailer's SMTPConnection speaks the protocol (EHLO, STARTTLS,
 * AUTH, PIPELINING, the reply codes); this replaces only its `sendMail` and pool layers, which
 * cost about 0.12 ms of CPU per message on top of it: most of a launch mail's cost in the worker
 * (measured with `npm run bench:launch`; README, "Launch day").
 */
export class SmtpConnectionPool {
  readonly #options: ReturnType<typeof parseConnectionUrl>;
  readonly #size: number;
  readonly #idleMs: number;
  /** Open connections nobody is using, the most recently used last. */
  readonly #idle: Slot[] = [];
  readonly #waiting: ((slot: Slot | undefined) => void)[] = [];
  #busy = 0;
  #closed = false;

  constructor(options: SmtpConnectionPoolOptions) {
    this.#options = parseConnectionUrl(options.url);
    this.#size = options.size;
    this.#idleMs = options.idleMs ?? 5_000;
  }

  async send(envelope: SmtpEnvelope, message: Buffer): Promise<SmtpSendResult> {
    const slot = await this.#acquire();
    let connection: SMTPConnection;
    try {
      connection = slot.connection ?? (await this.#open(slot));
    } catch (error) {
      this.#release(slot);
      throw error;
    }
    try {
      const info = await new Promise<SMTPConnection.SentMessageInfo>((resolve, reject) =>
        connection.send(envelope, message, (error, sent) =>
          error ? reject(error) : resolve(sent),
        ),
      );
      this.#release(slot);
      return {
        accepted: info.accepted.map(String),
        rejected: info.rejected.map(String),
        response: info.response,
      };
    } catch (error) {
      // A refused envelope or message leaves the session usable once reset; anything else
      // (a lost connection, a timeout, 421 "closing") means a new connection next time.
      if (isRefusal(error) && slot.connection === connection) {
        // A connection that dies during the reset drops its pending callbacks: release on 'end' too.
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          connection.off('end', release);
          this.#release(slot);
        };
        connection.once('end', release);
        connection.reset((resetError) => {
          if (resetError) this.#drop(slot);
          release();
        });
      } else {
        this.#drop(slot);
        this.#release(slot);
      }
      throw error;
    }
  }

  /** Closes every connection; sends still waiting for one fail. */
  close(): Promise<void> {
    this.#closed = true;
    for (const waiter of this.#waiting.splice(0)) waiter(undefined);
    for (const slot of [...this.#idle]) this.#drop(slot, 'quit');
    return Promise.resolve();
  }

  #acquire(): Promise<Slot> {
    if (this.#closed) return Promise.reject(new Error('the SMTP connection pool is closed'));
    const idle = this.#idle.pop();
    if (idle) {
      clearTimeout(idle.idleTimer);
      this.#busy += 1;
      return Promise.resolve(idle);
    }
    if (this.#busy < this.#size) {
      this.#busy += 1;
      return Promise.resolve({});
    }
    return new Promise((resolve, reject) =>
      this.#waiting.push((slot) =>
        slot ? resolve(slot) : reject(new Error('the SMTP connection pool is closed')),
      ),
    );
  }

  /** Hands the slot to the next waiting send, or keeps it (and its connection) for later. */
  #release(slot: Slot): void {
    const next = this.#waiting.shift();
    if (next) return next(slot);
    this.#busy -= 1;
    if (this.#closed || !slot.connection) {
      if (slot.connection) this.#drop(slot);
      return;
    }
    slot.idleTimer = setTimeout(() => this.#drop(slot, 'quit'), this.#idleMs);
    slot.idleTimer.unref();
    this.#idle.push(slot);
  }

  async #open(slot: Slot): Promise<SMTPConnection> {
    const connection = new SMTPConnection(this.#options);
    // The server may drop a connection at any time (idle timeout, restart): forget it then, so
    // the next send opens another. SMTPConnection throws on an 'error' nobody listens to.
    const forget = () => {
      if (slot.connection === connection) this.#drop(slot);
    };
    connection.on('error', forget);
    connection.once('end', forget);
    try {
      await step(connection, (done) => connection.connect(done));
      const { auth } = this.#options;
      if (auth?.user && connection.allowsAuth) {
        await step(connection, (done) =>
          connection.login({ user: auth.user, pass: auth.pass }, done),
        );
      }
    } catch (error) {
      connection.close();
      throw error;
    }
    slot.connection = connection;
    return connection;
  }

  /**
   * Forgets the slot's connection (and the slot, if it was idle) and ends it: `quit` says goodbye
   * to a healthy idle one, `close` just closes (QUIT after a close would go to a closing socket).
   */
  #drop(slot: Slot, how: 'close' | 'quit' = 'close'): void {
    clearTimeout(slot.idleTimer);
    const connection = slot.connection;
    slot.connection = undefined;
    const at = this.#idle.indexOf(slot);
    if (at >= 0) this.#idle.splice(at, 1);
    if (how === 'quit') connection?.quit();
    else connection?.close();
  }
}

interface Slot {
  connection?: SMTPConnection;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Runs one step of opening a connection. SMTPConnection reports some failures (a refused or
 * lost socket) only as an 'error' event, not through the step's callback.
 */
function step(connection: SMTPConnection, start: (done: (error?: Error | null) => void) => void) {
  return new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    connection.once('error', onError);
    start((error) => {
      connection.off('error', onError);
      if (error) reject(error);
      else resolve();
    });
  });
}

/** The server refused this envelope or message (not 421, which closes the session). */
function isRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return (code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode !== 421;
}

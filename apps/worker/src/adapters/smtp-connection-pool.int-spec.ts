import { createServer, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import type { SMTPServerOptions } from 'smtp-server';
import { startSmtpTestServer as startServer } from '../testing/smtp-test-server.js';
import { SmtpConnectionPool } from './smtp-connection-pool.js';

const message = (n: number) =>
  Buffer.from(`From: a@example.com\r\nTo: b${n}@example.com\r\nSubject: ${n}\r\n\r\nbody ${n}\r\n`);
const envelope = (n: number) => ({ from: 'a@example.com', to: [`b${n}@example.com`] });

describe('SmtpConnectionPool (a real SMTP server)', () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });
  const setUp = async (
    serverOptions: Partial<SMTPServerOptions> = {},
    poolOptions: { size?: number; idleMs?: number; url?: (url: string) => string } = {},
  ) => {
    const server = await startServer(serverOptions);
    cleanUps.push(server.close);
    const pool = new SmtpConnectionPool({
      url: poolOptions.url ? poolOptions.url(server.url) : server.url,
      size: poolOptions.size ?? 3,
      idleMs: poolOptions.idleMs,
    });
    cleanUps.push(() => pool.close());
    return { server, pool };
  };

  it('sends many messages at once over no more connections than its size, reusing them', async () => {
    const { server, pool } = await setUp({}, { size: 3 });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) => pool.send(envelope(n), message(n))),
    );
    expect(results.every((r) => r.accepted.length === 1 && r.rejected.length === 0)).toBe(true);
    expect(results[0]!.response).toMatch(/^250/);
    expect(server.received).toHaveLength(30);
    expect(new Set(server.received.map((m) => m.to[0]))).toEqual(
      new Set(Array.from({ length: 30 }, (_, n) => `b${n}@example.com`)),
    );
    expect(server.connections()).toBeLessThanOrEqual(3);

    await pool.send(envelope(30), message(30));
    expect(server.connections()).toBeLessThanOrEqual(3); // kept open between messages
  });

  it('escapes a line that starts with a dot, so the body arrives whole', async () => {
    const { server, pool } = await setUp();
    await pool.send(envelope(1), Buffer.from('Subject: dots\r\n\r\n.\r\n..two\r\nend\r\n'));
    expect(server.received[0]!.body).toBe('Subject: dots\r\n\r\n.\r\n..two\r\nend\r\n');
  });

  it('reports a refused recipient with its reply code and keeps the connection for the next message', async () => {
    const { server, pool } = await setUp(
      {
        onRcptTo(address, _session, callback) {
          if (address.address === 'b1@example.com') {
            return callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
          }
          callback();
        },
      },
      { size: 1 },
    );
    await expect(pool.send(envelope(1), message(1))).rejects.toMatchObject({ responseCode: 550 });
    await pool.send(envelope(2), message(2));
    expect(server.received.map((m) => m.to)).toEqual([['b2@example.com']]);
    expect(server.connections()).toBe(1);
  });

  it('frees the connection when the server hangs up during the reset after a refusal', async () => {
    // A scripted server: refuses every recipient of its first session, then drops the connection
    // when told RSET; the next session accepts.
    let sessions = 0;
    const server = createServer((socket) => {
      const refusing = sessions++ === 0;
      socket.write('220 scripted\r\n');
      let buffered = '';
      socket.on('data', (chunk) => {
        buffered += chunk.toString('latin1');
        let end: number;
        while ((end = buffered.indexOf('\r\n')) >= 0) {
          const line = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO') socket.write('250-scripted\r\n250 PIPELINING\r\n');
          else if (verb === 'MAIL') socket.write('250 ok\r\n');
          else if (verb === 'RCPT') socket.write(refusing ? '550 no such user\r\n' : '250 ok\r\n');
          else if (verb === 'RSET') socket.destroy();
          else if (verb === 'DATA') socket.write('354 go on\r\n');
          else if (line === '.') socket.write('250 queued\r\n');
          else if (verb === 'QUIT') socket.end('221 bye\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanUps.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const pool = new SmtpConnectionPool({
      url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
      size: 1,
    });
    cleanUps.push(() => pool.close());

    await expect(pool.send(envelope(1), message(1))).rejects.toMatchObject({ responseCode: 550 });
    // With the only slot still held by the dead reset, this would wait for ever.
    await expect(pool.send(envelope(2), message(2))).resolves.toMatchObject({
      accepted: ['b2@example.com'],
    });
    expect(sessions).toBe(2);
  });

  it('reports a temporary refusal of the message (4xx) and can send the next one', async () => {
    let refuse = true;
    const { server, pool } = await setUp(
      {
        onData(stream, _session, callback) {
          stream.resume();
          stream.on('end', () => {
            if (refuse) {
              refuse = false;
              return callback(Object.assign(new Error('try later'), { responseCode: 451 }));
            }
            callback();
          });
        },
      },
      { size: 1 },
    );
    await expect(pool.send(envelope(1), message(1))).rejects.toMatchObject({ responseCode: 451 });
    await expect(pool.send(envelope(2), message(2))).resolves.toMatchObject({
      accepted: ['b2@example.com'],
    });
    expect(server.received).toHaveLength(0); // this server's onData keeps nothing
  });

  it('opens a new connection when the server dropped the one it kept', async () => {
    const { server, pool } = await setUp({}, { size: 1 });
    await pool.send(envelope(1), message(1));
    // The server goes away and comes back on the same port (a restart): the kept connection is dead.
    const port = Number(new URL(server.url).port);
    await server.close();
    const again = await startServer({}, port);
    cleanUps.push(again.close);
    // The close reached the client as the end of its socket; give that event a moment to land.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(pool.send(envelope(2), message(2))).resolves.toMatchObject({
      accepted: ['b2@example.com'],
    });
  });

  it('closes a connection left idle, and opens another when needed', async () => {
    const { server, pool } = await setUp({}, { size: 1, idleMs: 50 });
    await pool.send(envelope(1), message(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await pool.send(envelope(2), message(2));
    expect(server.received).toHaveLength(2);
    expect(server.connections()).toBe(2);
  });

  it('logs in with the credentials in the URL when the server asks for them', async () => {
    const { server, pool } = await setUp(
      {
        authOptional: false,
        allowInsecureAuth: true,
        onAuth(auth, _session, callback) {
          if (auth.username === 'mailer' && auth.password === 's3cret') {
            return callback(null, { user: auth.username });
          }
          callback(new Error('bad credentials'));
        },
      },
      { url: (url) => url.replace('smtp://', 'smtp://mailer:s3cret@') },
    );
    await pool.send(envelope(1), message(1));
    expect(server.received).toHaveLength(1);
  });

  it('fails with the reason when the login is refused', async () => {
    const { pool } = await setUp(
      {
        authOptional: false,
        allowInsecureAuth: true,
        onAuth(_auth, _session, callback) {
          callback(new Error('bad credentials'));
        },
      },
      { url: (url) => url.replace('smtp://', 'smtp://mailer:wrong@') },
    );
    await expect(pool.send(envelope(1), message(1))).rejects.toThrow(/bad credentials|535/);
  });

  it('fails a send when nothing listens, and sends once the server is there', async () => {
    const probe = await startServer();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const pool = new SmtpConnectionPool({ url: `smtp://127.0.0.1:${port}`, size: 1 });
    cleanUps.push(() => pool.close());
    await expect(pool.send(envelope(1), message(1))).rejects.toThrow(/ECONNREFUSED/);

    const server = await startServer({}, port);
    cleanUps.push(server.close);
    await expect(pool.send(envelope(2), message(2))).resolves.toMatchObject({
      accepted: ['b2@example.com'],
    });
  });

  it('refuses sends after close, including ones waiting for a connection', async () => {
    const { pool } = await setUp({}, { size: 1 });
    const first = pool.send(envelope(1), message(1));
    const waiting = pool.send(envelope(2), message(2));
    await pool.close();
    await expect(waiting).rejects.toThrow('the SMTP connection pool is closed');
    await first.catch(() => undefined); // in flight when closed: either outcome is fine
    await expect(pool.send(envelope(3), message(3))).rejects.toThrow(
      'the SMTP connection pool is closed',
    );
  });
});

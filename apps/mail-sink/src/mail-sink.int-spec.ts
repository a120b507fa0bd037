import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { startMailSink, type MailSink } from './mail-sink.js';
import type { StoredMessage } from './stored-message.js';

describe('mail sink (real SMTP and HTTP on free ports)', () => {
  let sink: MailSink;
  const send = (message: SendMailOptions) =>
    nodemailer.createTransport(sink.smtpUrl).sendMail(message);
  const getJson = async <T>(path: string): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${sink.httpUrl}${path}`);
    return { status: res.status, body: (await res.json()) as T };
  };

  beforeAll(async () => {
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await sink.close();
  });
  beforeEach(async () => {
    expect((await fetch(`${sink.httpUrl}/api/messages`, { method: 'DELETE' })).status).toBe(204);
  });

  it('picks real ports when asked for 0', () => {
    expect(sink.smtpPort).toBeGreaterThan(0);
    expect(sink.httpPort).toBeGreaterThan(0);
    expect(sink.smtpPort).not.toBe(sink.httpPort);
  });

  it('receives a message from nodemailer and returns it over the API', async () => {
    await send({
      from: 'MatchBazaar <no-reply@matchbazaar.local>',
      to: 'ada@example.com',
      bcc: 'audit@example.com',
      subject: 'Welcome, Ada',
      text: 'Plain body',
      html: '<p>HTML <b>body</b></p>',
      headers: { 'List-Unsubscribe': '<https://matchbazaar.local/u/1>' },
    });

    const list = await getJson<StoredMessage[]>('/api/messages');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    const [message] = list.body;
    expect(message).toMatchObject({
      from: 'no-reply@matchbazaar.local',
      fromName: 'MatchBazaar',
      to: ['ada@example.com'],
      subject: 'Welcome, Ada',
      text: 'Plain body',
      html: '<p>HTML <b>body</b></p>',
      envelope: {
        from: 'no-reply@matchbazaar.local',
        to: ['ada@example.com', 'audit@example.com'],
      },
    });
    expect(message?.headers['list-unsubscribe']).toBe('<https://matchbazaar.local/u/1>');
    expect(message?.headers.subject).toBe('Welcome, Ada');
    expect(Number.isNaN(Date.parse(message?.date ?? ''))).toBe(false);

    const one = await getJson<StoredMessage>(`/api/messages/${message?.id}`);
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(message?.id);
  });

  it('filters by recipient and lists newest first', async () => {
    await send({ from: 'a@x.test', to: 'first@example.com', subject: 'one', text: '1' });
    await send({ from: 'a@x.test', to: 'second@example.com', subject: 'two', text: '2' });
    expect((await getJson<StoredMessage[]>('/api/messages')).body.map((m) => m.subject)).toEqual([
      'two',
      'one',
    ]);
    const filtered = await getJson<StoredMessage[]>('/api/messages?to=FIRST@example.com');
    expect(filtered.body.map((m) => m.subject)).toEqual(['one']);
  });

  it('shows a <script> subject escaped in the web inbox', async () => {
    await send({
      from: 'a@x.test',
      to: 'b@x.test',
      subject: '<script>alert("x")</script>',
      text: 'hi',
      html: '<script>evil()</script>',
    });
    const [message] = await sink.messages();

    for (const path of ['/', `/messages/${message?.id}`]) {
      const res = await fetch(`${sink.httpUrl}${path}`);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).not.toContain('<script>');
    }
  });

  it('clears everything on DELETE', async () => {
    await send({ from: 'a@x.test', to: 'b@x.test', subject: 'gone soon', text: 'x' });
    expect(await sink.messages()).toHaveLength(1);
    const res = await fetch(`${sink.httpUrl}/api/messages`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect((await getJson<StoredMessage[]>('/api/messages')).body).toEqual([]);
  });

  it('answers 404 for unknown paths and ids and 405 for wrong methods', async () => {
    expect((await fetch(`${sink.httpUrl}/nope`)).status).toBe(404);
    expect((await fetch(`${sink.httpUrl}/api/messages/missing`)).status).toBe(404);
    expect((await fetch(`${sink.httpUrl}/messages/missing`)).status).toBe(404);
    const wrong = await fetch(`${sink.httpUrl}/api/messages`, { method: 'POST' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, DELETE');
    expect((await fetch(`${sink.httpUrl}/`, { method: 'DELETE' })).status).toBe(405);
  });
});

describe('mail sink with a reply delay (a slow relay)', () => {
  it('accepts a message only after the delay, and keeps it then', async () => {
    const slow = await startMailSink({ smtpPort: 0, httpPort: 0, replyDelayMs: 300 });
    try {
      const started = Date.now();
      let accepted = false;
      const sending = nodemailer
        .createTransport(slow.smtpUrl)
        .sendMail({ from: 'a@x.test', to: 'b@x.test', subject: 'slow', text: 'x' })
        .then(() => (accepted = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(accepted).toBe(false);
      await sending;
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
      expect(slow.count()).toBe(1);
    } finally {
      await slow.close();
    }
  });
});

describe('mail sink holding its replies (a stalled relay)', () => {
  it('answers nothing while held, then everything it received once released', async () => {
    const stalled = await startMailSink({ smtpPort: 0, httpPort: 0 });
    try {
      const release = stalled.holdReplies();
      let accepted = false;
      const sending = nodemailer
        .createTransport(stalled.smtpUrl)
        .sendMail({ from: 'a@x.test', to: 'b@x.test', subject: 'held', text: 'x' })
        .then(() => (accepted = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(accepted).toBe(false);
      expect(stalled.count()).toBe(0);
      release();
      await sending;
      expect(stalled.count()).toBe(1);
    } finally {
      await stalled.close();
    }
  });
});

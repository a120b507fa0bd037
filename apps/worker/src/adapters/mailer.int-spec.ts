import { afterEach, describe, expect, it } from '@jest/globals';
import { startSmtpTestServer } from '../testing/smtp-test-server.js';
import { SmtpMailer } from './mailer.js';

const messageIdOf = (body: string) => /^Message-ID: (<[^>]+>)/im.exec(body)?.[1];

describe('SmtpMailer (a real SMTP server)', () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
  });

  it('a send repeated with the same key carries the same Message-ID; another key or mail does not', async () => {
    const server = await startSmtpTestServer();
    cleanUps.push(server.close);
    const mailer = new SmtpMailer({ smtpUrl: server.url, from: 'MatchBazaar <no-reply@mb.test>' });
    cleanUps.push(() => mailer.close());
    const mail = { to: 'ada@example.com', subject: 'Order #12: Shipped', text: 'On its way.' };

    const first = await mailer.send({ ...mail, idempotencyKey: 'mail.deliver:order-mail-1-u1' });
    const again = await mailer.send({ ...mail, idempotencyKey: 'mail.deliver:order-mail-1-u1' });
    const other = await mailer.send({ ...mail, idempotencyKey: 'mail.deliver:order-mail-2-u1' });
    const plain = await mailer.send(mail);

    expect(again.messageId).toBe(first.messageId);
    expect(first.messageId).toMatch(/^<[A-Za-z0-9_-]{32}@mb\.test>$/);
    expect(new Set([first.messageId, other.messageId, plain.messageId]).size).toBe(3);
    // As the SMTP server received them.
    expect(server.received.map((r) => messageIdOf(r.body))).toEqual([
      first.messageId,
      first.messageId,
      other.messageId,
      plain.messageId,
    ]);
  });
});

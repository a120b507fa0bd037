import { describe, expect, it, jest } from '@jest/globals';
import { UnrecoverableError } from 'bullmq';
import { pino } from 'pino';
import { InMemoryDeliveryLog } from '../../adapters/delivery-log.js';
import { stableMessageIdPart, type Mailer, type OutgoingMail } from '../../adapters/mailer.js';
import type { JobContext } from '../job-handler.js';
import { deliverMailHandler } from './deliver-mail.handler.js';

const context: JobContext = {
  queue: 'mail',
  name: 'deliver',
  id: 'welcome:42',
  attemptsMade: 0,
  maxAttempts: 1,
  logger: pino({ level: 'silent' }),
};
const message = {
  to: 'ada@example.com',
  subject: 'Hi',
  text: 'Hello',
  headers: { 'List-Unsubscribe': '<u>' },
};

function mailerThat(
  send: (
    mail: OutgoingMail,
  ) => Promise<{ messageId: string; accepted: string[]; rejected: string[] }>,
) {
  const mailer: Mailer = { send: jest.fn(send), close: () => Promise.resolve() };
  return mailer;
}

describe('mail.deliver handler', () => {
  it('sends the message with its headers and records the delivery under the job id', async () => {
    const mailer = mailerThat(() =>
      Promise.resolve({ messageId: '<1@x>', accepted: ['ada@example.com'], rejected: [] }),
    );
    const deliveries = new InMemoryDeliveryLog();
    await deliverMailHandler({ mailer, deliveries })(message, context);
    expect(mailer.send).toHaveBeenCalledWith({
      ...message,
      idempotencyKey: 'mail.deliver:welcome:42',
    });
    expect(deliveries.records.get('mail.deliver:welcome:42')).toBe('<1@x>');
  });

  it('a retry after a send whose answer was lost sends with the same key, so the same Message-ID', async () => {
    let calls = 0;
    const mailer = mailerThat(() =>
      ++calls === 1
        ? Promise.reject(new Error('connection reset'))
        : Promise.resolve({ messageId: '<1@x>', accepted: [], rejected: [] }),
    );
    const handler = deliverMailHandler({ mailer, deliveries: new InMemoryDeliveryLog() });
    await expect(handler(message, context)).rejects.toThrow('connection reset');
    await handler(message, { ...context, attemptsMade: 1 });
    const keys = jest.mocked(mailer.send).mock.calls.map(([mail]) => mail.idempotencyKey);
    expect(keys).toEqual(['mail.deliver:welcome:42', 'mail.deliver:welcome:42']);
    const id = (key: string, mail = message) => stableMessageIdPart(key, mail);
    expect(id('mail.deliver:welcome:42')).toBe(id('mail.deliver:welcome:42'));
    // A job id counted again from 1 after Redis was emptied names another mail: another id.
    expect(id('mail.deliver:welcome:42', { ...message, text: 'Another' })).not.toBe(
      id('mail.deliver:welcome:42'),
    );
    expect(id('mail.deliver:welcome:43')).not.toBe(id('mail.deliver:welcome:42'));
    expect(id('mail.deliver:welcome:42')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('does not send again when a re-run finds the delivery recorded', async () => {
    const mailer = mailerThat(() =>
      Promise.resolve({ messageId: '<1@x>', accepted: [], rejected: [] }),
    );
    const deliveries = new InMemoryDeliveryLog();
    const handler = deliverMailHandler({ mailer, deliveries });
    await handler(message, context);
    await handler(message, context);
    expect(mailer.send).toHaveBeenCalledTimes(1);
  });

  it('turns a permanent SMTP rejection into UnrecoverableError and keeps transient ones retryable', async () => {
    const permanent = mailerThat(() =>
      Promise.reject(
        Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550, permanent: true }),
      ),
    );
    const transient = mailerThat(() =>
      Promise.reject(
        Object.assign(new Error('451 try later'), { responseCode: 451, permanent: false }),
      ),
    );
    const deliveries = new InMemoryDeliveryLog();
    await expect(
      deliverMailHandler({ mailer: permanent, deliveries })(message, context),
    ).rejects.toBeInstanceOf(UnrecoverableError);
    const error = await deliverMailHandler({ mailer: transient, deliveries })(
      message,
      context,
    ).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(UnrecoverableError);
    expect(deliveries.records.size).toBe(0);
  });
});

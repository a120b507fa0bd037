import { describe, expect, it, jest } from '@jest/globals';
import { UnrecoverableError } from 'bullmq';
import { pino } from 'pino';
import { InMemoryDeliveryLog } from '../../adapters/delivery-log.js';
import type { Mailer, OutgoingMail } from '../../adapters/mailer.js';
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
    expect(mailer.send).toHaveBeenCalledWith(message);
    expect(deliveries.records.get('mail.deliver:welcome:42')).toBe('<1@x>');
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

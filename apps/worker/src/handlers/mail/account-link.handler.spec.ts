import { describe, expect, it, jest } from '@jest/globals';
import { accountLinks, sealContexts, secretSealer } from '@matchbazaar/messaging';
import { UnrecoverableError } from 'bullmq';
import { pino } from 'pino';
import { InMemoryDeliveryLog } from '../../adapters/delivery-log.js';
import type { Mailer } from '../../adapters/mailer.js';
import type { JobContext } from '../job-handler.js';
import { accountLinkHandler } from './account-link.handler.js';

const context: JobContext = {
  queue: 'mail',
  name: 'account-link',
  id: 'account-reset-x',
  attemptsMade: 0,
  maxAttempts: 3,
  logger: pino({ level: 'silent' }),
};
const sealer = secretSealer('shared-secret-of-the-bff-and-worker-0123');

function handlerWithMailer() {
  const mailer: Mailer = {
    send: jest.fn(() => Promise.resolve({ messageId: '<1@x>', accepted: [], rejected: [] })),
    close: () => Promise.resolve(),
  };
  const handler = accountLinkHandler({
    mailer,
    deliveries: new InMemoryDeliveryLog(),
    accountLinks: accountLinks('https://shop.test'),
    sealer,
  });
  return { mailer, handler };
}

describe('mail.account-link handler', () => {
  it('opens the sealed token and mails the link to the addressee', async () => {
    const { mailer, handler } = handlerWithMailer();
    const sealedToken = sealer.seal('reset-tok', sealContexts['password-reset']);
    await handler(
      { kind: 'password-reset', to: 'ada@example.com', firstName: 'Ada', sealedToken },
      context,
    );
    expect(mailer.send).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'ada@example.com',
        text: expect.stringContaining('https://shop.test/auth/reset-password/reset-tok') as unknown,
      }),
    );
  });

  it('fails for good, sending nothing, when the seal does not open', async () => {
    const { mailer, handler } = handlerWithMailer();
    const other = secretSealer('another-secret-not-shared-with-us-0123');
    const sealedToken = other.seal('reset-tok', sealContexts['password-reset']);
    await expect(
      handler(
        { kind: 'password-reset', to: 'ada@example.com', firstName: 'Ada', sealedToken },
        context,
      ),
    ).rejects.toBeInstanceOf(UnrecoverableError);
    expect(mailer.send).not.toHaveBeenCalled();
  });
});

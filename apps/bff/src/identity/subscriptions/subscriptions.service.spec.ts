import { describe, expect, it, jest } from '@jest/globals';
import type { BffConfig } from '../../platform/config/bff-config.js';
import { JobsService, QueueUnavailableException } from '../../platform/queues/jobs.service.js';
import type { QueueRegistry } from '../../platform/queues/queue-registry.js';
import type { SmsBudget } from '../../platform/queues/sms-budget.js';
import type { Signup } from './signup-request.js';
import { SubscriberLinksService } from './subscriber-links.service.js';
import type { SignupRow, SubscribersRepository } from './subscribers.repository.js';
import { SubscriptionsService } from './subscriptions.service.js';

const signup: Signup = { contactType: 'email', address: 'ada@example.com', source: 'launch_page' };
const links = new SubscriberLinksService({
  PUBLIC_URL: 'https://matchbazaar.test',
  SUBSCRIPTION_LINK_SECRET: 'a-test-secret-of-at-least-32-characters!',
} as BffConfig);

/** One subscriber row in memory, with the repository's compare-and-set on the last send. */
function fakeRepository(initial: SignupRow) {
  const row = { ...initial };
  const repository = {
    recordSignup: jest.fn(() => Promise.resolve({ ...row })),
    markConfirmationSent: jest.fn((_id: number, previous: Date | null, now: Date) => {
      if (row.confirmationSentAt?.getTime() !== previous?.getTime()) return Promise.resolve(false);
      row.confirmationSentAt = now;
      return Promise.resolve(true);
    }),
  };
  return { row, repository };
}

function service(options: {
  row?: SignupRow;
  enqueue?: () => Promise<unknown>;
  connected?: boolean;
}) {
  const { row, repository } = fakeRepository(
    options.row ?? { id: 7, status: 'pending', confirmationSentAt: null },
  );
  const enqueue = jest.fn<(...args: unknown[]) => Promise<unknown>>(
    options.enqueue ?? (() => Promise.resolve({ id: 'job' })),
  );
  const svc = new SubscriptionsService(
    repository as unknown as SubscribersRepository,
    links,
    { enqueue } as unknown as JobsService,
    { isConnected: () => options.connected ?? true } as unknown as QueueRegistry,
    { assertServed: () => undefined } as unknown as SmsBudget,
  );
  return { svc, row, repository, enqueue };
}

describe('SubscriptionsService.subscribe', () => {
  it('queues the confirmation mail with a job id per previous send, then records the send', async () => {
    const { svc, row, enqueue } = service({});
    await expect(svc.subscribe(signup)).resolves.toBeUndefined();
    expect(enqueue).toHaveBeenCalledWith(
      'mail',
      'deliver',
      expect.objectContaining({ to: 'ada@example.com', subject: expect.any(String) }),
      { jobId: 'waitlist-confirmation-7-0' },
    );
    expect(row.confirmationSentAt).toBeInstanceOf(Date);
  });

  it('records nothing when Redis refuses the job, so the retry after the outage sends it', async () => {
    let redisUp = false;
    const { svc, row, enqueue } = service({
      enqueue: () =>
        redisUp ? Promise.resolve({ id: 'job' }) : Promise.reject(new QueueUnavailableException()),
    });
    await expect(svc.subscribe(signup)).rejects.toBeInstanceOf(QueueUnavailableException);
    expect(row.confirmationSentAt).toBeNull();

    redisUp = true;
    await svc.subscribe(signup);
    expect(enqueue).toHaveBeenCalledTimes(2);
    expect(row.confirmationSentAt).toBeInstanceOf(Date);
    // Within 24 hours, that was the one.
    await svc.subscribe(signup);
    expect(enqueue).toHaveBeenCalledTimes(2);
  });

  it('answers an outage with 503 for a confirmed address too, so a 503 reveals nothing', async () => {
    const { svc, enqueue } = service({
      row: { id: 7, status: 'confirmed', confirmationSentAt: new Date() },
      connected: false,
    });
    await expect(svc.subscribe(signup)).rejects.toBeInstanceOf(QueueUnavailableException);
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('sends a phone number its confirmation as an SMS', async () => {
    const { svc, enqueue } = service({});
    await svc.subscribe({ ...signup, contactType: 'phone', address: '15551234567' });
    expect(enqueue).toHaveBeenCalledWith(
      'sms',
      'deliver',
      { to: '15551234567', body: expect.stringContaining('/subscriptions/confirm?token=7.c.') },
      { jobId: 'waitlist-confirmation-7-0' },
    );
  });
});

import { describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { BffConfig } from '../config/bff-config.js';
import { JobsService, QueueUnavailableException } from '../queues/jobs.service.js';
import type { QueueRegistry } from '../queues/queue-registry.js';
import type { SignupRateLimitStore, SignupAllowance } from './signup-rate-limit.store.js';
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
  allowance?: () => Promise<SignupAllowance>;
  connected?: boolean;
}) {
  const { row, repository } = fakeRepository(
    options.row ?? { id: 7, status: 'pending', confirmationSentAt: null },
  );
  const enqueue = jest.fn<(...args: unknown[]) => Promise<unknown>>(
    options.enqueue ?? (() => Promise.resolve({ id: 'job' })),
  );
  const take = jest.fn(options.allowance ?? (() => Promise.resolve({ allowed: true as const })));
  const svc = new SubscriptionsService(
    repository as unknown as SubscribersRepository,
    { take } as unknown as SignupRateLimitStore,
    links,
    { enqueue } as unknown as JobsService,
    { isConnected: () => options.connected ?? true } as unknown as QueueRegistry,
  );
  return { svc, row, repository, enqueue };
}

describe('SubscriptionsService.subscribe', () => {
  it('queues the confirmation mail with a job id per previous send, then records the send', async () => {
    const { svc, row, enqueue } = service({});
    await expect(svc.subscribe(signup, '10.0.0.1')).resolves.toEqual({ outcome: 'accepted' });
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
    await expect(svc.subscribe(signup, '10.0.0.1')).rejects.toBeInstanceOf(
      QueueUnavailableException,
    );
    expect(row.confirmationSentAt).toBeNull();

    redisUp = true;
    await svc.subscribe(signup, '10.0.0.1');
    expect(enqueue).toHaveBeenCalledTimes(2);
    expect(row.confirmationSentAt).toBeInstanceOf(Date);
    // Within 24 hours, that was the one.
    await svc.subscribe(signup, '10.0.0.1');
    expect(enqueue).toHaveBeenCalledTimes(2);
  });

  it('answers an outage with 503 for a confirmed address too, so a 503 reveals nothing', async () => {
    const { svc, enqueue } = service({
      row: { id: 7, status: 'confirmed', confirmationSentAt: new Date() },
      connected: false,
    });
    await expect(svc.subscribe(signup, '10.0.0.1')).rejects.toBeInstanceOf(
      QueueUnavailableException,
    );
    expect(enqueue).not.toHaveBeenCalled();
  });

  it('stops a client over the limit before touching the database', async () => {
    const { svc, repository } = service({
      allowance: () => Promise.resolve({ allowed: false, retryAfterSeconds: 42 }),
    });
    await expect(svc.subscribe(signup, '10.0.0.1')).resolves.toEqual({
      outcome: 'limited',
      retryAfterSeconds: 42,
    });
    expect(repository.recordSignup).not.toHaveBeenCalled();
  });

  it('keeps the sign-up when the rate limit cannot be read (Redis down)', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const { svc, repository } = service({
      allowance: () => Promise.reject(new Error('Redis INCR timed out')),
    });
    await expect(svc.subscribe(signup, '10.0.0.1')).resolves.toEqual({ outcome: 'accepted' });
    expect(repository.recordSignup).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('rate limit unavailable'));
    warn.mockRestore();
  });

  it('sends a phone number its confirmation as an SMS', async () => {
    const { svc, enqueue } = service({});
    await svc.subscribe({ ...signup, contactType: 'phone', address: '15551234567' }, '10.0.0.1');
    expect(enqueue).toHaveBeenCalledWith(
      'sms',
      'deliver',
      { to: '15551234567', body: expect.stringContaining('/subscriptions/confirm?token=7.c.') },
      { jobId: 'waitlist-confirmation-7-0' },
    );
  });
});

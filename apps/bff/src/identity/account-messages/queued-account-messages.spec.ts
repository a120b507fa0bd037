import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  accountCodeSmsSchema,
  accountLinkMailSchema,
  mailMessageSchema,
  smsMessageSchema,
} from '@matchbazaar/contracts';
import {
  accountCodeMessage,
  accountLinkMessage,
  accountLinks,
  secretSealer,
} from '@matchbazaar/messaging';
import type { BffConfig } from '../../platform/config/bff-config.js';
import type { JobsService } from '../../platform/queues/jobs.service.js';
import { ACCOUNT_EXISTS_WINDOW_MS, QueuedAccountMessages } from './queued-account-messages.js';

const ada = { firstName: 'Ada', email: 'ada@example.com', phone: '15551234567' };
const SECRET = 'subscription-link-secret-for-tests-0123456789';
/** What the worker does with a job: the same sealer and templates. */
const worker = { links: accountLinks('https://shop.test/'), sealer: secretSealer(SECRET) };

function messagesWithFakeQueue() {
  const enqueue = jest.fn<(...args: unknown[]) => Promise<unknown>>(() =>
    Promise.resolve({ id: 'job' }),
  );
  const messages = new QueuedAccountMessages(
    { PUBLIC_URL: 'https://shop.test/', SUBSCRIPTION_LINK_SECRET: SECRET } as BffConfig,
    {
      enqueue,
    } as unknown as JobsService,
  );
  const call = (n = 0) => {
    const [queue, job, payload, opts] = enqueue.mock.calls[n]!;
    return {
      queue,
      job,
      payload: payload as Record<string, string>,
      opts: opts as { jobId?: string; removeOnComplete?: boolean },
    };
  };
  return { messages, enqueue, call };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('QueuedAccountMessages', () => {
  it('queues the verification mail with the token sealed; the worker writes the link', async () => {
    const { messages, call } = messagesWithFakeQueue();
    await messages.emailVerification(ada, 'tok-123');
    const { queue, job, payload, opts } = call();
    expect([queue, job]).toEqual(['mail', 'account-link']);
    expect(JSON.stringify(payload)).not.toContain('tok-123');
    const mail = accountLinkMessage(
      worker.links,
      worker.sealer,
      accountLinkMailSchema.parse(payload),
    );
    expect(mailMessageSchema.parse(mail).to).toBe('ada@example.com');
    expect(mail.text).toContain(
      'https://shop.test/auth/verify-email?token=tok-123&email=ada%40example.com',
    );
    expect(opts.jobId).toMatch(/^account-verify-email-[\w-]{32}$/);
    expect(opts.jobId).not.toContain('tok-123');
    expect(opts.removeOnComplete).toBe(true);
  });

  it('queues the reset mail with /auth/reset-password/<token>, sealed', async () => {
    const { messages, call } = messagesWithFakeQueue();
    await messages.passwordReset(ada, 'reset-tok');
    expect(JSON.stringify(call().payload)).not.toContain('reset-tok');
    const mail = accountLinkMessage(
      worker.links,
      worker.sealer,
      accountLinkMailSchema.parse(call().payload),
    );
    expect(mail.text).toContain('https://shop.test/auth/reset-password/reset-tok');
    expect(call().opts.jobId).toMatch(/^account-reset-/);
  });

  it('a token sealed for one purpose does not open as another', async () => {
    const { messages, call } = messagesWithFakeQueue();
    await messages.passwordReset(ada, 'reset-tok');
    const forged = {
      ...accountLinkMailSchema.parse(call().payload),
      kind: 'verify-email' as const,
    };
    expect(() => accountLinkMessage(worker.links, worker.sealer, forged)).toThrow();
    const otherKey = secretSealer('another-secret-of-at-least-32-characters!!');
    expect(() =>
      accountLinkMessage(worker.links, otherKey, accountLinkMailSchema.parse(call().payload)),
    ).toThrow();
  });

  it('the same token twice is one job id (a retried request adds nothing)', async () => {
    const { messages, call } = messagesWithFakeQueue();
    await messages.passwordReset(ada, 'reset-tok');
    await messages.passwordReset(ada, 'reset-tok');
    await messages.passwordReset(ada, 'other-tok');
    expect(call(0).opts.jobId).toBe(call(1).opts.jobId);
    expect(call(2).opts.jobId).not.toBe(call(0).opts.jobId);
  });

  it('sends the phone code by SMS to the digits-only number, sealed', async () => {
    const { messages, call } = messagesWithFakeQueue();
    await messages.phoneVerification(ada, '480913');
    const { queue, job, payload } = call();
    expect([queue, job]).toEqual(['sms', 'account-code']);
    expect(JSON.stringify(payload)).not.toContain('480913');
    const text = accountCodeMessage(
      'https://shop.test/',
      worker.sealer,
      accountCodeSmsSchema.parse(payload),
    );
    expect(smsMessageSchema.parse(text)).toEqual({
      to: '15551234567',
      body: expect.stringContaining('480913') as unknown as string,
    });
  });

  it('tells an existing owner at most once per address and hour', async () => {
    jest.useFakeTimers({ now: 10 * ACCOUNT_EXISTS_WINDOW_MS });
    const { messages, call } = messagesWithFakeQueue();
    await messages.accountExists(ada);
    await messages.accountExists({ ...ada, email: 'ADA@example.com' });
    jest.setSystemTime(11 * ACCOUNT_EXISTS_WINDOW_MS);
    await messages.accountExists(ada);
    expect(call(0).payload.subject).toBe('You already have a MatchBazaar account');
    expect(call(0).opts.jobId).toBe(call(1).opts.jobId);
    expect(call(2).opts.jobId).not.toBe(call(0).opts.jobId);
  });

  it('sends every password-changed notice (no derived id)', async () => {
    const { messages, call } = messagesWithFakeQueue();
    await messages.passwordChanged(ada);
    expect(call().payload.subject).toBe('Your MatchBazaar password was changed');
    expect(call().opts.jobId).toBeUndefined();
  });

  it('passes a queue outage on to the caller (the API answers 503)', async () => {
    const { messages, enqueue } = messagesWithFakeQueue();
    enqueue.mockRejectedValueOnce(new Error('down'));
    await expect(messages.passwordChanged(ada)).rejects.toThrow('down');
  });
});

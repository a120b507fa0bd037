import { describe, expect, it, jest } from '@jest/globals';
import type { AccountMessages } from '../account-messages/account-messages.js';
import type { SmsBudget } from '../../platform/queues/sms-budget.js';
import type { RateLimiter } from '../../platform/rate-limits/rate-limiter.js';
import type { User } from '../users/user.entity.js';
import type { SettingsService } from '../../platform/settings/settings.service.js';
import type { UsersRepository } from '../users/users.repository.js';
import { AccountThrottles } from './account-throttles.js';
import type { AccountTokensService } from './account-tokens.service.js';
import { ContactVerificationService } from './contact-verification.service.js';
import type { PasswordService } from './password.service.js';
import { RegistrationService, type RegisterInput } from './registration.service.js';
import type { ActivityRepository } from '../activity/activity.repository.js';

const known = { id: 'u1', firstName: 'Ada', email: 'ada@example.com', phone: null } as User;

/** A RegistrationService whose user lookup waits until `release()`: the answer must not wait for it. */
function registrationWith(existing: User | null) {
  let release!: () => void;
  const lookedUp = new Promise<void>((resolve) => (release = resolve));
  const users = {
    findByEmail: jest.fn(async () => {
      await lookedUp;
      return existing;
    }),
    create: jest.fn(() => Promise.resolve({ ...known, id: 'u2', email: 'new@example.com' })),
  };
  const passwords = { hash: jest.fn(() => Promise.resolve('hash')), isCommon: () => false };
  const queued: string[] = [];
  const mail = {
    emailVerification: jest.fn(() => Promise.resolve(void queued.push('verify'))),
    accountExists: jest.fn(() => Promise.resolve(void queued.push('exists'))),
  };
  const throttles = new AccountThrottles({
    hit: () => Promise.resolve({ allowed: true }),
  } as unknown as RateLimiter);
  const service = new RegistrationService(
    users as unknown as UsersRepository,
    passwords as unknown as PasswordService,
    new ContactVerificationService(
      users as unknown as UsersRepository,
      { issue: () => Promise.resolve('token') } as unknown as AccountTokensService,
      throttles,
      mail as unknown as AccountMessages,
    ),
    throttles,
    mail as unknown as AccountMessages,
    // Numbers of the served countries only (the real rule is SmsBudget's own spec's).
    { assertServed: (digits: string) => void digits } as unknown as SmsBudget,
    { record: () => Promise.resolve() } as unknown as ActivityRepository,
    // Registration open (closing it is the integration spec's).
    { current: () => Promise.resolve(true) } as unknown as SettingsService,
  );
  return { service, release, passwords, queued };
}

const input = (email: string): RegisterInput => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: 'Tangerine-Lighthouse-42',
  intent: 'buy',
});

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('registration of a known and a new address', () => {
  it('answers alike after the same work: one hash, then one queued message each', async () => {
    const answers: unknown[] = [];
    const queues: string[][] = [];
    for (const [existing, email] of [
      [known, known.email],
      [null, 'new@example.com'],
    ] as const) {
      const { service, release, passwords, queued } = registrationWith(existing);
      // Answered while the lookup is still pending: nothing after the hash shows in the timing.
      answers.push(await service.register(input(email)));
      expect(passwords.hash).toHaveBeenCalledTimes(1);
      expect(queued).toEqual([]);
      release();
      await settle();
      queues.push(queued);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(queues).toEqual([['exists'], ['verify']]);
  });
});

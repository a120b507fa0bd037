import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  newClient,
  newEmail,
  PASSWORD,
  startAccountsApp,
  type AccountsKit,
} from '../../testing/accounts-test-kit.js';
import { hashPassword, PasswordService } from './password.service.js';

jest.setTimeout(120_000);

/**
 * Sign-in attempts are counted before the password is checked: parallel guesses cannot all pass
 * a "locked yet?" look before any of them is counted. And a lock is per account and client, so
 * a stranger's guesses do not lock the owner out.
 */
describe('sign-in throttles under parallel guesses (real PostgreSQL and Redis)', () => {
  let kit: AccountsKit;
  beforeAll(async () => {
    kit = await startAccountsApp('login_race');
  });
  afterAll(async () => {
    await kit?.close();
  });

  async function account(): Promise<string> {
    const email = newEmail('race').replace(/@.*/, '@example.com');
    const em = kit.app.get(EntityManager).fork();
    await em.getConnection().execute(
      `insert into app_user (first_name, last_name, email, password_hash, role, email_verified_at, created_at, updated_at)
       values ('Test', 'User', ?, ?, 'user', now(), now(), now())`,
      [email, await hashPassword(PASSWORD)],
    );
    return email;
  }

  const login = (email: string, password: string, client: string) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: client,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password }),
    });

  it('100 parallel wrong passwords reach argon2 at most 10 times (the limit)', async () => {
    const email = await account();
    const client = newClient();
    const verify = jest.spyOn(PasswordService.prototype, 'verify');
    verify.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login(email, `wrong-${i}`, client)),
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
    expect(answers.filter((res) => res.statusCode === 429).length).toBeGreaterThanOrEqual(90);
    expect(answers.every((res) => [401, 429].includes(res.statusCode))).toBe(true);
    verify.mockRestore();
  });

  it('a lock from one client leaves the owner, on another client, able to sign in', async () => {
    const email = await account();
    const attacker = newClient();
    for (let i = 0; i < 10; i += 1) await login(email, `wrong-${i}`, attacker);
    expect((await login(email, PASSWORD, attacker)).statusCode).toBe(429);
    expect((await login(email, PASSWORD, newClient())).statusCode).toBe(200);
  });

  it('the account-wide backoff stops guesses spread over many clients', async () => {
    const email = await account();
    // 100 attempts an hour from anywhere; 10 clients of 10 guesses each reach it.
    for (let c = 0; c < 10; c += 1) {
      const client = newClient();
      await Promise.all(Array.from({ length: 10 }, (_, i) => login(email, `w-${c}-${i}`, client)));
    }
    const res = await login(email, PASSWORD, newClient());
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

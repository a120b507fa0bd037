import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { newEmail, startAccountsApp, type AccountsKit } from '../../testing/accounts-test-kit.js';
import { AccountTokensService, PHONE_CODE_MAX_ATTEMPTS } from './account-tokens.service.js';

/**
 * A phone code allows PHONE_CODE_MAX_ATTEMPTS guesses. The count is taken before the comparison
 * in one UPDATE, so parallel guesses cannot all read "0 so far" and all be compared.
 */
describe('phone code guesses in parallel (real PostgreSQL)', () => {
  let kit: AccountsKit;
  beforeAll(async () => {
    kit = await startAccountsApp('phone_code_race');
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('100 parallel wrong codes are compared at most 5 times, and then the code is spent', async () => {
    const em = kit.app.get(EntityManager).fork();
    const phone = '15551230000';
    const [user] = await em.getConnection().execute<{ id: string }[]>(
      `insert into app_user (first_name, last_name, email, phone, password_hash, role, created_at, updated_at)
       values ('Test', 'User', ?, ?, 'x', 'user', now(), now()) returning id`,
      [newEmail('phone').replace(/@.*/, '@example.com'), phone],
    );
    const tokens = kit.app.get(AccountTokensService);
    const code = await tokens.issue(user!.id, 'phone_verify', phone);
    const wrong = code === '000000' ? '111111' : '000000';

    const compared = jest.spyOn(
      AccountTokensService.prototype as unknown as { hashFor: () => string },
      'hashFor',
    );
    compared.mockClear();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => tokens.consumePhoneCode(user!.id, phone, wrong)),
    );
    expect(compared.mock.calls.length).toBeLessThanOrEqual(PHONE_CODE_MAX_ATTEMPTS);
    expect(results.every((ok) => !ok)).toBe(true);
    compared.mockRestore();
    // Five wrong guesses spent it: even the right code no longer works.
    expect(await tokens.consumePhoneCode(user!.id, phone, code)).toBe(false);
  });
});

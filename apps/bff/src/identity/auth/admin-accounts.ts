import { messages, newPasswordSchema, normalizeEmail } from '@matchbazaar/contracts';
import { Logger } from '@nestjs/common';
import { z } from 'zod';
import type { BffConfig } from '../../platform/config/bff-config.js';
import type { Seed } from '../../platform/database/seed-runner.js';
import { AdminAccountsRepository } from './admin-accounts.repository.js';
import { hashPassword, isCommonPassword } from './password-hashing.js';

export const adminDetailsSchema = z.object({
  email: z
    .string()
    // Length first and final: the pattern after it then never sees a long string.
    .max(254, { error: messages.accounts.emailInvalid, abort: true })
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, messages.accounts.emailInvalid)
    .transform(normalizeEmail),
  password: newPasswordSchema.refine((p) => !isCommonPassword(p), messages.accounts.passwordCommon),
  firstName: z.string().trim().min(1).max(100).default('Site'),
  lastName: z.string().trim().min(1).max(100).default('Administrator'),
});
export type AdminDetails = z.input<typeof adminDetailsSchema>;

export type AdminOutcome = 'created' | 'promoted' | 'kept';

/**
 * Creates a verified admin account, through a repository over the seed's (or the CLI's) unit of
 * work (admin-accounts.repository.ts says why). An existing account with the address is made
 * admin with the given password when `overwrite` (the create-admin command: an operator's explicit
 * act), and is left as it is otherwise (the first-start seed never changes someone's password).
 */
export async function ensureAdmin(
  accounts: AdminAccountsRepository,
  input: AdminDetails,
  options: { overwrite: boolean },
): Promise<AdminOutcome> {
  const details = adminDetailsSchema.parse(input);
  const existing = await accounts.findByEmail(details.email);
  const now = new Date();
  if (existing) {
    if (!options.overwrite) return 'kept';
    await accounts.promote(existing, await hashPassword(details.password), now);
    return 'promoted';
  }
  await accounts.create(details, await hashPassword(details.password), now);
  return 'created';
}

/** First start with ADMIN_EMAIL and ADMIN_PASSWORD set: that admin exists afterwards. */
export function adminSeeds(config: Pick<BffConfig, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>): Seed[] {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = config;
  if (!email || !password) {
    if (email || password) {
      new Logger('AdminSeed').warn('Set both ADMIN_EMAIL and ADMIN_PASSWORD to create an admin.');
    }
    return [];
  }
  return [
    {
      name: 'accounts.admin',
      run: async (em) => {
        const outcome = await ensureAdmin(
          new AdminAccountsRepository(em),
          { email, password },
          { overwrite: false },
        );
        if (outcome === 'kept') {
          new Logger('AdminSeed').warn(
            `An account with ADMIN_EMAIL exists already; it was left unchanged (use npm run create-admin to promote it).`,
          );
        }
      },
    },
  ];
}

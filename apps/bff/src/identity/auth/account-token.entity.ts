import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

export const accountTokenPurposes = ['email_verify', 'phone_verify', 'password_reset'] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * A single-use secret sent to a person: an email verification link, a phone code or a password
 * reset link. Only the SHA-256 of the secret is stored; `target` pins it to the address it was
 * sent to, so a link for an old address cannot verify a new one.
 */
export const AccountTokenSchema = defineEntity({
  name: 'AccountToken',
  tableName: 'account_token',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    userId: p.uuid(),
    purpose: p.enum(accountTokenPurposes),
    tokenHash: p.string().length(64),
    /** The email (normalised) or phone (digits) it was sent to. */
    target: p.string().length(254),
    expiresAt: p.datetime(),
    /** Wrong guesses of a phone code; the code dies after a few (6 digits are guessable otherwise). */
    attempts: p.integer().default(0),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AccountToken extends AccountTokenSchema.class {}
AccountTokenSchema.setClass(AccountToken);

import { roles } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * An account (docs/product/accounts.md). The email is unique ignoring case (index on lower(email)).
 */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    /** Normalised by contracts' normalizeEmail (trimmed, lower-case domain). */
    email: p.string().length(254),
    /** Digits only, or none. */
    phone: p.string().length(15).nullable(),
    /** argon2id encoded hash (parameters and salt included). */
    passwordHash: p.string().length(255).hidden(),
    role: p.enum(roles).default('user'),
    emailVerifiedAt: p.datetime().nullable(),
    phoneVerifiedAt: p.datetime().nullable(),
    /** Set by the profile image upload (a storage key or URL). */
    profileImage: p.string().length(500).nullable(),
    /** When the account was erased (anonymised in place; see account-erasure/). */
    deletedAt: p.datetime().nullable(),
    /** Set by an admin (docs/product/admin.md): no sign-in, no session, posts hidden. */
    suspendedAt: p.datetime().nullable(),
    /** The admin's reason, kept until the account is reinstated. */
    suspensionReason: p.string().length(500).nullable(),
    lastSignInAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);

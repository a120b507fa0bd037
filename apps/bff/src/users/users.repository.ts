import { Injectable } from '@nestjs/common';
import { EntityManager, raw, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { Role, User as PublicUser } from '@matchbazaar/contracts';
import { User } from './user.entity.js';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  passwordHash: string;
  role: Role;
  emailVerifiedAt?: Date | null;
}

/**
 * The client's copy of a user (docs/product/accounts.md): never the hash, verification as booleans.
 */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    role: user.role,
    isEmailVerified: user.emailVerifiedAt != null,
    isPhoneVerified: user.phone != null && user.phoneVerifiedAt != null,
    profileImage: user.profileImage ?? null,
  };
}

/** Accounts by id or email. Emails compare ignoring case, like the unique index on lower(email). */
@Injectable()
export class UsersRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** Several accounts at once (the authors of a page of posts), by id. */
  async findByIds(ids: readonly string[]): Promise<Map<string, User>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.find(User, { id: { $in: [...new Set(ids)] } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async findByEmail(email: string): Promise<User | null> {
    const rows = await this.em.find(
      User,
      { [raw('lower(email)')]: email.toLowerCase() },
      {
        limit: 1,
      },
    );
    return rows[0] ?? null;
  }

  /** Inserts the account; null when the email is taken (also by a concurrent registration). */
  async create(data: NewUser): Promise<User | null> {
    const em = this.em.fork();
    const user = em.create(User, {
      firstName: data.firstName,
      lastName: data.lastName,
      email: data.email,
      phone: data.phone,
      passwordHash: data.passwordHash,
      role: data.role,
      emailVerifiedAt: data.emailVerifiedAt ?? null,
      phoneVerifiedAt: null,
      profileImage: null,
    });
    try {
      await em.flush();
      return user;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  /** Saves changes made to a loaded user. */
  async save(user: User): Promise<void> {
    await this.em.persist(user).flush();
  }
}

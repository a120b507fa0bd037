import { Injectable } from '@nestjs/common';
import {
  EntityManager,
  raw,
  UniqueConstraintViolationException,
  type FilterQuery,
  type QueryOrderMap,
} from '@mikro-orm/postgresql';
import type {
  AdminUser,
  AdminUserSort,
  AdminUserStatus,
  Role,
  User as PublicUser,
} from '@matchbazaar/contracts';
import { AccountCache } from './account-cache.js';
import { User } from './user.entity.js';
import { EntitiesById } from '../../platform/database/entities-by-id.js';

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

/** An account as the admin sees it (docs/product/admin.md): the user's own copy and its state. */
export function toAdminUser(user: User): AdminUser {
  return {
    ...toPublicUser(user),
    status: user.suspendedAt ? 'suspended' : 'active',
    createdAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    suspendedAt: user.suspendedAt?.toISOString() ?? null,
    suspensionReason: user.suspensionReason ?? null,
  };
}

/** What the admin's table of accounts asks for (docs/product/admin.md, Manage Users). */
export interface AccountSearch {
  /** Part of a name, an email address or a phone number. */
  text?: string | undefined;
  role?: Role | undefined;
  status?: AdminUserStatus | undefined;
  emailVerified?: boolean | undefined;
  phoneVerified?: boolean | undefined;
  sort: AdminUserSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The text the admin search matches: the trigram index's expression, word for word. */
const searchedText = `lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("phone", ''))`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Accounts by id or email. Emails compare ignoring case, like the unique index on lower(email). */
@Injectable()
export class UsersRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: AccountCache,
    private readonly byId: EntitiesById,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** The client's copy of an account (`/auth/me` on every page load), kept in memory. */
  publicUser(id: string): Promise<PublicUser | null> {
    return this.cache.user(id, Date.now(), async () => {
      const user = await this.findById(id);
      return user ? toPublicUser(user) : null;
    });
  }

  /** The row as stored now, not a copy this request loaded before changing it with SQL. */
  findFresh(id: string): Promise<User | null> {
    return this.em.findOne(User, { id }, { refresh: true });
  }

  /** Several accounts at once (the authors of a page of posts), by id. */
  findByIds(ids: readonly string[]): Promise<Map<string, User>> {
    return this.byId.find(User, ids);
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

  /**
   * A page of accounts for the admin's table, and how many match in all. Erased accounts are
   * left out: nothing of them is left to manage.
   */
  async search(query: AccountSearch): Promise<{ rows: User[]; total: number }> {
    const where: FilterQuery<User>[] = [{ deletedAt: null }];
    if (query.text) {
      const digits = query.text.replace(/\D/g, '');
      where.push({
        $or: [
          { [raw(searchedText)]: { $like: likePattern(query.text.toLowerCase()) } },
          ...(digits.length >= 4 ? [{ phone: { $like: likePattern(digits) } }] : []),
        ],
      });
    }
    if (query.role) where.push({ role: query.role });
    if (query.status)
      where.push({ suspendedAt: query.status === 'suspended' ? { $ne: null } : null });
    if (query.emailVerified !== undefined)
      where.push({ emailVerifiedAt: query.emailVerified ? { $ne: null } : null });
    if (query.phoneVerified !== undefined)
      where.push(
        query.phoneVerified
          ? { phone: { $ne: null }, phoneVerifiedAt: { $ne: null } }
          : { $or: [{ phone: null }, { phoneVerifiedAt: null }] },
      );
    const [rows, total] = await this.em.findAndCount(
      User,
      { $and: where },
      { orderBy: orderOf(query.sort, query.order), offset: query.offset, limit: query.limit },
    );
    return { rows, total };
  }

  /**
   * In a transaction: locks the account and every admin who can act (not erased, not suspended),
   * in id order so concurrent admin actions cannot deadlock, and reads the account afresh (null
   * when missing or erased) with the ids of those admins.
   */
  async lockForAdminChange(id: string): Promise<{ user: User | null; activeAdmins: string[] }> {
    const locked = await this.em.execute<{ id: string; active_admin: boolean }[]>(
      `select "id", ("role" = 'admin' and "deleted_at" is null and "suspended_at" is null) as "active_admin"
       from "app_user"
       where "id" = ? or ("role" = 'admin' and "deleted_at" is null and "suspended_at" is null)
       order by "id" for update`,
      [id],
    );
    const user = locked.some((row) => row.id === id)
      ? await this.em.findOne(User, { id, deletedAt: null }, { refresh: true })
      : null;
    return { user, activeAdmins: locked.filter((row) => row.active_admin).map((row) => row.id) };
  }

  /**
   * The admin's changes of an account: one statement each, joining the caller's transaction.
   * What this process kept is dropped at once; the commit's notice drops it again everywhere (a
   * read between the two could keep the old row).
   */
  async setRole(id: string, role: Role): Promise<void> {
    await this.em.nativeUpdate(User, { id }, { role, updatedAt: new Date() });
    this.cache.forgetUser(id);
  }

  async suspend(id: string, reason: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(User, { id }, { suspendedAt: at, suspensionReason: reason });
    this.cache.forgetUser(id);
  }

  async reinstate(id: string): Promise<void> {
    await this.em.nativeUpdate(User, { id }, { suspendedAt: null, suspensionReason: null });
    this.cache.forgetUser(id);
  }

  async markEmailVerified(id: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(User, { id, emailVerifiedAt: null }, { emailVerifiedAt: at });
    this.cache.forgetUser(id);
  }

  /** When the account last signed in, for the admin's table. */
  async recordSignIn(id: string, at: Date): Promise<void> {
    await this.em.nativeUpdate(User, { id }, { lastSignInAt: at });
  }

  /** Saves changes made to a loaded user. */
  async save(user: User): Promise<void> {
    await this.em.persist(user).flush();
    this.cache.forgetUser(user.id);
  }
}

/** The table's order: its column (names by last then first, ignoring case), then the id. */
function orderOf(sort: AdminUserSort, order: 'asc' | 'desc'): QueryOrderMap<User>[] {
  const nullsLast = order === 'asc' ? 'asc nulls last' : 'desc nulls last';
  const by: Record<AdminUserSort, QueryOrderMap<User>[]> = {
    name: [{ [raw('lower("last_name")')]: order }, { [raw('lower("first_name")')]: order }],
    email: [{ [raw('lower("email")')]: order }],
    role: [{ role: order }],
    createdAt: [{ createdAt: order }],
    lastSignInAt: [{ lastSignInAt: nullsLast }],
  };
  return [...by[sort], { id: order }];
}

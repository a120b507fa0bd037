import { HttpStatus, Injectable } from '@nestjs/common';
import {
  listingStatuses,
  messages,
  requirementStatuses,
  type Actor,
  type AdminPostSummary,
  type AdminUser,
  type AdminUserDetail,
  type AdminUsersQuery,
  type ListingStatus,
  type RequirementStatus,
  type Role,
} from '@matchbazaar/contracts';
import { AccountErasureService } from '../../identity/account-erasure/account-erasure.service.js';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { PasswordChangesService } from '../../identity/auth/password-changes.service.js';
import { SessionsService } from '../../identity/auth/sessions.service.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { Transactions } from '../../platform/database/transactions.js';
import { ListingsRepository } from '../../marketplace/listings/listings.repository.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { RequirementsRepository } from '../../marketplace/requirements/requirements.repository.js';
import { ShopsService } from '../../marketplace/shops/shops.service.js';
import type { User } from '../../identity/users/user.entity.js';
import { toAdminUser, UsersRepository } from '../../identity/users/users.repository.js';
import { adminChangeRefusal } from './admin-change-rules.js';

const m = messages.admin;
type Caller = NonNullable<Actor>;

/**
 * The posts a suspension hides: every one that is or was public, or waits for a moderator (who
 * would otherwise publish it). Drafts and rejected posts were never public and stay as they are.
 */
const hiddenListingStatuses: readonly ListingStatus[] = listingStatuses.filter(
  (s) => !['draft', 'rejected', 'hidden'].includes(s),
);
const hiddenRequirementStatuses: readonly RequirementStatus[] = requirementStatuses.filter(
  (s) => !['draft', 'rejected', 'hidden'].includes(s),
);

/** The account page's share of the newest posts and audit entries. */
const RECENT_POSTS = 10;

const notFound = () => new ApiException(HttpStatus.NOT_FOUND, m.userNotFound);
const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, message);
const userTarget = (id: string) => ({ kind: 'user', id }) as const;

/**
 * Manage Users (docs/product/admin.md): the admin's table and account page, and the actions on an
 * account. Each action changes the account and writes its audit entry in one transaction, with
 * the account and every admin able to act locked, so the last of them cannot be taken away by
 * two admins at once.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly listings: ListingsRepository,
    private readonly requirements: RequirementsRepository,
    private readonly shops: ShopsService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordChangesService,
    private readonly erasure: AccountErasureService,
    private readonly realtime: RealtimeService,
    private readonly audit: AuditLog,
    private readonly transactions: Transactions,
    private readonly access: ResourceAccess,
  ) {}

  async list(
    caller: Caller,
    query: AdminUsersQuery,
  ): Promise<{ users: AdminUser[]; total: number; page: number; pageSize: number }> {
    this.assertAdmin(caller);
    const { rows, total } = await this.users.search({
      text: query.q || undefined,
      role: query.role,
      status: query.status,
      emailVerified: query.emailVerified,
      phoneVerified: query.phoneVerified,
      sort: query.sort,
      order: query.order,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return { users: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
  }

  async detail(caller: Caller, id: string): Promise<AdminUserDetail> {
    this.assertAdmin(caller);
    const user = await this.users.findById(id);
    if (!user || user.deletedAt) throw notFound();
    const [sessions, shop, listingCounts, requirementCounts, listings, requirements, audit] =
      await Promise.all([
        this.sessions.listForAdmin(id),
        this.shops.ownedBy(id),
        this.listings.countsByStatus(id),
        this.requirements.countsByStatus(id),
        this.listings.mine(id, undefined, undefined, RECENT_POSTS),
        this.requirements.mine(id, undefined, undefined, RECENT_POSTS),
        this.audit.about(userTarget(id)),
      ]);
    const recent: AdminPostSummary[] = [
      ...listings.map((row) => summary('listing', row)),
      ...requirements.map((row) => summary('requirement', row)),
    ]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, RECENT_POSTS);
    return {
      user: toAdminUser(user),
      sessions,
      shop: shop ? await this.shops.view(shop) : null,
      posts: {
        listings: everyStatus(listingStatuses, listingCounts),
        requirements: everyStatus(requirementStatuses, requirementCounts),
        recent,
      },
      audit,
    };
  }

  /** A role takes effect on the account's next call: access tokens are read with the role in force. */
  async changeRole(caller: Caller, id: string, role: Role): Promise<AdminUser> {
    await this.change(caller, id, { removesAdmin: role !== 'admin' }, async (user) => {
      if (user.role === role) throw conflict(m.roleUnchanged);
      await this.users.setRole(id, role);
      await this.audit.record(
        caller,
        'user.role.changed',
        userTarget(id),
        { role: user.role },
        { role },
      );
    });
    return this.current(id);
  }

  /**
   * Suspends the account: no sign-in or refresh (and its access tokens stop working with the
   * commit), every session ended and every socket closed, its posts hidden from everyone else.
   */
  async suspend(caller: Caller, id: string, reason: string): Promise<AdminUser> {
    await this.change(caller, id, { removesAdmin: true }, async (user) => {
      if (user.suspendedAt) throw conflict(m.alreadySuspended);
      await this.users.suspend(id, reason, new Date());
      const hiddenListings = await this.listings.hideBySeller(id, hiddenListingStatuses);
      const hiddenRequirements = await this.requirements.hideByBuyer(id, hiddenRequirementStatuses);
      await this.audit.record(
        caller,
        'user.suspended',
        userTarget(id),
        { status: 'active' },
        { status: 'suspended', reason, hiddenListings, hiddenRequirements },
      );
    });
    // After the commit: the sessions' sockets close as they end, and any other socket of theirs.
    await this.sessions.endAll(id);
    this.realtime.disconnectUser(id);
    return this.current(id);
  }

  /** Lifts a suspension; the hidden posts go back to the status each had. */
  async reinstate(caller: Caller, id: string): Promise<AdminUser> {
    await this.change(caller, id, { removesAdmin: false }, async (user) => {
      if (!user.suspendedAt) throw conflict(m.notSuspended);
      await this.users.reinstate(id);
      const restoredListings = await this.listings.restoreBySeller(id);
      const restoredRequirements = await this.requirements.restoreByBuyer(id);
      await this.audit.record(
        caller,
        'user.reinstated',
        userTarget(id),
        { status: 'suspended', reason: user.suspensionReason ?? null },
        { status: 'active', restoredListings, restoredRequirements },
      );
    });
    return this.current(id);
  }

  async markEmailVerified(caller: Caller, id: string): Promise<AdminUser> {
    await this.change(caller, id, { removesAdmin: false, mayBeSelf: true }, async (user) => {
      if (user.emailVerifiedAt) throw conflict(m.emailAlreadyVerified);
      await this.users.markEmailVerified(id, new Date());
      await this.audit.record(
        caller,
        'user.email.verified',
        userTarget(id),
        { emailVerified: false },
        { emailVerified: true },
      );
    });
    return this.current(id);
  }

  /** Mails the account the password reset link of the "forgot password" flow; returns the address. */
  async sendPasswordReset(caller: Caller, id: string): Promise<string> {
    this.assertAdmin(caller);
    const user = await this.users.findById(id);
    if (!user || user.deletedAt) throw notFound();
    await this.passwords.sendPasswordResetFor(user);
    await this.audit.record(caller, 'user.password_reset.sent', userTarget(id), null, null);
    return user.email;
  }

  /** "Delete my account" done by an admin: AccountErasureService erases, this records it. */
  async delete(caller: Caller, id: string): Promise<void> {
    await this.change(caller, id, { removesAdmin: true }, async (user) => {
      const erased = await this.erasure.erase(id, { by: caller.userId });
      await this.audit.record(
        caller,
        'user.deleted',
        userTarget(id),
        { role: user.role, status: user.suspendedAt ? 'suspended' : 'active' },
        { status: 'deleted', counts: erased.counts },
      );
    });
  }

  /**
   * One action on one account, in a transaction: the account and the active admins locked, the
   * refusals (yourself, the last admin) checked under the lock, then `work`.
   */
  private async change(
    caller: Caller,
    id: string,
    rule: { removesAdmin: boolean; mayBeSelf?: boolean },
    work: (user: User) => Promise<void>,
  ): Promise<void> {
    this.assertAdmin(caller);
    await this.transactions.run(async () => {
      const { user, activeAdmins } = await this.users.lockForAdminChange(id);
      if (!user) throw notFound();
      const refusal = adminChangeRefusal({
        actorId: caller.userId,
        targetId: id,
        activeAdmins,
        removesAdmin: rule.removesAdmin,
      });
      if (refusal === 'self' && !rule.mayBeSelf)
        throw new ApiException(HttpStatus.FORBIDDEN, m.notYourself);
      if (refusal === 'lastAdmin') throw conflict(m.lastAdmin);
      await work(user);
    });
  }

  /** The account as it is now, read past any copy loaded before the change. */
  private async current(id: string): Promise<AdminUser> {
    const user = await this.users.findFresh(id);
    if (!user) throw notFound();
    return toAdminUser(user);
  }

  private assertAdmin(caller: Caller): void {
    if (!this.access.can(caller, 'administer', { kind: 'account', ownerIds: [] }))
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
  }
}

function summary(
  kind: AdminPostSummary['kind'],
  row: { id: string; title: string; status: AdminPostSummary['status']; createdAt: Date },
): AdminPostSummary {
  return {
    kind,
    id: row.id,
    title: row.title,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Counts for every status, 0 where the account has none. */
function everyStatus<S extends string>(
  statuses: readonly S[],
  counts: Record<string, number>,
): Record<S, number> {
  return Object.fromEntries(statuses.map((status) => [status, counts[status] ?? 0])) as Record<
    S,
    number
  >;
}

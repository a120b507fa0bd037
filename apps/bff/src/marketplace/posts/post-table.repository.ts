import { raw } from '@mikro-orm/postgresql';
import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { afterKeyset, type Keyset } from '../../platform/common/post-keyset.js';
import { tableNames } from '../../platform/database/table-names.js';

/** What a listing row and a requirement row have alike. */
interface PostRow {
  id: string;
  status: string;
  title: string;
  createdAt: Date;
}

/** Where one kind of post keeps its author, and what its bulk status changes hand back. */
export interface PostTableShape<P> {
  /** The author's property: the seller of a listing, the buyer of a requirement. */
  author: keyof P & string;
  /** What each bulk status change returns per row changed (a listing's shop, to recount). */
  returning: keyof P & string;
}

/**
 * The queries listings and requirements ask alike of their own table (an author's posts and their
 * counts, the daily duplicate check, the review queue, expiry, hiding a suspended author's posts).
 * Each repository keeps one and hands it its EntityManager, so a call joins the caller's
 * transaction; what differs between the kinds stays in the repository. A part of those two
 * repositories, not a repository of its own: nothing else imports it.
 */
export class PostTable<P extends PostRow, S extends P['status']> {
  #names: { table: string; author: string; returning: string } | undefined;

  constructor(
    private readonly entity: EntityClass<P>,
    private readonly shape: PostTableShape<P>,
  ) {}

  /** Whether the author posted one with this title (any case) since `since`. */
  async titleUsedSince(
    em: EntityManager,
    authorId: string,
    title: string,
    since: Date,
    exceptId?: string,
  ): Promise<boolean> {
    const where = {
      [this.shape.author]: authorId,
      [raw('lower(title)')]: title.toLowerCase(),
      createdAt: { $gte: since },
      ...(exceptId && { id: { $ne: exceptId } }),
    } as FilterQuery<P>;
    return (await em.findOne(this.entity, where, { fields: ['id'] as never })) !== null;
  }

  /** The author's posts, newest first, optionally of one status. */
  ofAuthor(
    em: EntityManager,
    authorId: string,
    status: S | undefined,
    after: Keyset | undefined,
    limit: number,
  ): Promise<P[]> {
    const where = { [this.shape.author]: authorId, ...(status && { status }) } as FilterQuery<P>;
    return em.find(this.entity, afterKeyset(where, after, 'createdAt'), {
      orderBy: { createdAt: 'desc', id: 'desc' } as never,
      limit,
    });
  }

  /** How many of the author's posts are in each status. */
  async countsByStatus(em: EntityManager, authorId: string): Promise<Record<string, number>> {
    const { table, author } = this.names(em);
    const rows = await em.execute<{ status: string; count: string }[]>(
      `select "status", count(*) as "count" from "${table}"
       where "${author}" = ? group by "status"`,
      [authorId],
    );
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
  }

  /** Posts waiting for a moderator, oldest first (the review queue), and how many wait. */
  async pendingReview(em: EntityManager, limit: number): Promise<{ rows: P[]; total: number }> {
    const [rows, total] = await em.findAndCount(
      this.entity,
      { status: 'pending_review' } as unknown as FilterQuery<P>,
      { orderBy: { createdAt: 'asc', id: 'asc' } as never, limit },
    );
    return { rows, total };
  }

  /**
   * Expires up to `limit` posts in `from` whose time ran out; rows another BFF is expiring are
   * skipped. Returns the `returning` column of each expired row.
   */
  expireDue(em: EntityManager, now: Date, from: readonly S[], limit: number): Promise<string[]> {
    const { table } = this.names(em);
    return this.changed(
      em,
      `update "${table}" set "status" = 'expired', "updated_at" = ?
       where "id" in (
         select "id" from "${table}" where "status" in (?) and "expires_at" <= ?
         order by "expires_at" limit ? for update skip locked
       )`,
      [now, [...from], now, limit],
    );
  }

  /** Hides the author's posts in `statuses` (a suspended account), each keeping its way back. */
  hideByAuthor(em: EntityManager, authorId: string, statuses: readonly S[]): Promise<string[]> {
    const { table, author } = this.names(em);
    return this.changed(
      em,
      `update "${table}" set "hidden_status" = "status", "status" = 'hidden'
       where "${author}" = ? and "status" in (?)`,
      [authorId, [...statuses]],
    );
  }

  /** Puts the author's hidden posts back in the status each had. */
  restoreByAuthor(em: EntityManager, authorId: string): Promise<string[]> {
    const { table, author } = this.names(em);
    return this.changed(
      em,
      `update "${table}" set "status" = "hidden_status", "hidden_status" = null
       where "${author}" = ? and "status" = 'hidden'`,
      [authorId],
    );
  }

  /** Its table, author and returned columns, from the entity's definition (worked out once). */
  private names(em: EntityManager): { table: string; author: string; returning: string } {
    if (!this.#names) {
      const { table, column } = tableNames(em, this.entity);
      this.#names = {
        table,
        author: column(this.shape.author),
        returning: column(this.shape.returning),
      };
    }
    return this.#names;
  }

  private async changed(
    em: EntityManager,
    update: string,
    params: readonly unknown[],
  ): Promise<string[]> {
    const column = this.names(em).returning;
    const rows = await em.execute<Record<string, string>[]>(`${update} returning "${column}"`, [
      ...params,
    ]);
    return rows.map((row) => row[column]!);
  }
}

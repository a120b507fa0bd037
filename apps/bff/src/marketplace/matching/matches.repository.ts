import { Injectable } from '@nestjs/common';
import { EntityManager, raw, type FilterQuery } from '@mikro-orm/postgresql';
import type { MatchState } from '@matchbazaar/contracts';
import { afterKeyset, type Keyset } from '../../platform/common/post-keyset.js';
import { PreparedSql } from '../../platform/database/prepared-sql.js';
import { Match } from './match.entity.js';

/**
 * A lead is the seller's only while its requirement is public now: open, so not back in review,
 * rejected, closed, expired or hidden by its buyer's suspension. Every read of leads (the list,
 * its counts, one lead) asks this, so none shows a requirement the public cannot read.
 */
const requirementStatus = `(select r."status" from "requirement" r where r."id" = "requirement_id")`;
const liveLead = { [raw(requirementStatus)]: 'open' } as FilterQuery<Match>;

/** The match table as the BFF reads it: a requirement's matches, a seller's leads, one match. */
@Injectable()
export class MatchesRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PreparedSql,
  ) {}

  findById(id: string): Promise<Match | null> {
    return this.em.findOne(Match, { id });
  }

  /** The row as stored now (after a native update the identity map holds the old one). */
  reload(id: string): Promise<Match | null> {
    return this.em.findOne(Match, { id }, { refresh: true });
  }

  /** A requirement's best matches, best first. */
  ofRequirement(requirementId: string, limit: number): Promise<Match[]> {
    return this.em.find(Match, { requirementId }, { orderBy: { score: 'desc', id: 'asc' }, limit });
  }

  async sellersNotified(requirementId: string): Promise<number> {
    return this.em.count(Match, { requirementId, notifiedAt: { $ne: null } });
  }

  /** One match sent as a lead whose requirement is public now; null for any other. */
  findLead(id: string): Promise<Match | null> {
    return this.em.findOne(Match, { $and: [{ id, notifiedAt: { $ne: null } }, liveLead] });
  }

  /** A seller's leads (matches they were sent) on public requirements, newest first. */
  leadsOf(
    sellerId: string,
    states: readonly MatchState[] | null,
    after: Keyset | undefined,
    limit: number,
  ): Promise<Match[]> {
    return this.em.find(
      Match,
      afterKeyset<Match>(
        {
          $and: [
            { sellerId, notifiedAt: { $ne: null }, ...(states && { state: { $in: [...states] } }) },
            liveLead,
          ],
        },
        after,
        'notifiedAt',
      ),
      { orderBy: { notifiedAt: 'desc', id: 'desc' }, limit },
    );
  }

  async leadCounts(sellerId: string): Promise<{ new: number; open: number }> {
    const rows = await this.em.execute<{ new: string; open: string }[]>(
      `select count(*) filter (where "state" = 'new') as "new",
              count(*) filter (where "state" in ('new', 'seen')) as "open"
         from "match" where "seller_id" = ? and "notified_at" is not null
          and ${requirementStatus} = 'open'`,
      [sellerId],
    );
    return { new: Number(rows[0]?.new ?? 0), open: Number(rows[0]?.open ?? 0) };
  }

  /**
   * Moves a match to a state unless it is past it ('proposed' and 'dismissed' are final; 'seen'
   * never goes back to 'new'). True when it moved.
   */
  async moveState(id: string, to: MatchState): Promise<boolean> {
    const from: Record<MatchState, MatchState[]> = {
      new: [],
      seen: ['new'],
      proposed: ['new', 'seen'],
      dismissed: ['new', 'seen'],
    };
    const moved = await this.em.nativeUpdate(
      Match,
      { id, state: { $in: from[to] } },
      { state: to, updatedAt: new Date() },
    );
    return moved > 0;
  }

  /** Marks the match sent as a lead now, unless it was sent already; true when this call sent it. */
  async markNotified(id: string): Promise<boolean> {
    const moved = await this.em.nativeUpdate(
      Match,
      { id, notifiedAt: null },
      { notifiedAt: new Date(), updatedAt: new Date() },
    );
    return moved > 0;
  }

  /** The seller proposed on the requirement: their open matches for it become 'proposed'. */
  markProposed(requirementId: string, sellerId: string): Promise<number> {
    return this.em.nativeUpdate(
      Match,
      { requirementId, sellerId, state: { $in: ['new', 'seen'] } },
      { state: 'proposed', outcome: 'proposal', updatedAt: new Date() },
    );
  }

  /**
   * The buyer asked about the listing: its matches with them that have no outcome yet. Prepared,
   * as every inquiry runs it (docs/decisions/0033-prepared-statements-on-the-push-path.md).
   */
  async markInquired(listingId: string, buyerId: string): Promise<number> {
    const rows = await this.sql.query<{ id: string }>(
      `update "match" set "outcome" = 'inquiry', "updated_at" = ?
       where "listing_id" = ? and "buyer_id" = ? and "outcome" is null returning "id"`,
      [new Date(), listingId, buyerId],
    );
    return rows.length;
  }

  /** An order followed: the seller's matches for the requirement, or the buyer's with the listing. */
  markOrdered(
    between: { requirementId: string; sellerId: string } | { listingId: string; buyerId: string },
  ): Promise<number> {
    return this.em.nativeUpdate(Match, between, { outcome: 'order', updatedAt: new Date() });
  }

  /** Leads a seller was sent in the last 24 hours (the daily cap's count). */
  leadsSince(sellerId: string, since: Date): Promise<number> {
    return this.em.count(Match, { sellerId, notifiedAt: { $gte: since } });
  }

  /**
   * Live posts changed between `from` and `to` whose latest revision the engine has not matched
   * (their job was never queued, say while Redis was down): oldest first.
   */
  async unmatched(
    table: 'requirement' | 'listing',
    from: Date,
    to: Date,
    limit: number,
  ): Promise<{ id: string; status: string; updatedAt: Date }[]> {
    const live = table === 'requirement' ? 'open' : 'published';
    const rows = await this.em.execute<{ id: string; status: string; updated_at: Date }[]>(
      `select "id", "status", "updated_at" from "${table}"
        where "updated_at" > ? and "updated_at" < ? and "status" = '${live}'
          and coalesce("matched_revision", -1) < floor(extract(epoch from "updated_at") * 1000)
        order by "updated_at" limit ?`,
      [from, to, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      updatedAt: new Date(row.updated_at),
    }));
  }
}

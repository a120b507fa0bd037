import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  activeProposalStatuses,
  cappedProposalStatuses,
  type ProposalEventType,
  type ProposalStatus,
} from '@matchbazaar/contracts';
import { Proposal, ProposalAttachment, ProposalStep } from './proposal.entity.js';

export type StepBy = ProposalStep['by'];

/** What a bulk change (expiry, the others declined on acceptance) touched: for the pushes. */
export interface Settled {
  id: string;
}

/** Proposals' rows, their history and their photos: the one place that queries or writes them. */
@Injectable()
export class ProposalsRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: string): Promise<Proposal | null> {
    return this.em.findOne(Proposal, { id });
  }

  /** In a transaction: the proposal, its row locked so two steps on it take turns. */
  async lockById(id: string): Promise<Proposal | null> {
    const rows = await this.em.execute<{ id: string }[]>(
      `select "id" from "proposal" where "id" = ? for update`,
      [id],
    );
    if (rows.length === 0) return null;
    return this.em.findOne(Proposal, { id }, { refresh: true });
  }

  async findByIds(ids: readonly string[]): Promise<Proposal[]> {
    if (ids.length === 0) return [];
    return this.em.find(Proposal, { id: { $in: [...new Set(ids)] } });
  }

  /** The seller's one active proposal on the requirement, if any. */
  findActive(requirementId: string, sellerId: string): Promise<Proposal | null> {
    return this.em.findOne(Proposal, {
      requirementId,
      sellerId,
      status: { $in: [...activeProposalStatuses] },
    });
  }

  /** Proposals holding one of the requirement's places (docs: withdrawn and expired free theirs). */
  countCapped(requirementId: string): Promise<number> {
    return this.em.count(Proposal, {
      requirementId,
      status: { $in: [...cappedProposalStatuses] },
    });
  }

  /** Every proposal on the requirement, oldest first (the buyer's compare view). */
  ofRequirement(requirementId: string): Promise<Proposal[]> {
    return this.em.find(Proposal, { requirementId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** The seller's proposals on the requirement, newest first. */
  ofSellerOn(requirementId: string, sellerId: string): Promise<Proposal[]> {
    return this.em.find(
      Proposal,
      { requirementId, sellerId },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
  }

  /** The seller's proposals, most recently changed first. */
  ofSeller(sellerId: string, status: ProposalStatus | undefined, limit: number) {
    return this.em.find(
      Proposal,
      { sellerId, ...(status && { status }) },
      { orderBy: { updatedAt: 'desc', id: 'desc' }, limit },
    );
  }

  /** Inserts or updates the proposal and, when given, replaces its photos. Joins a transaction. */
  async save(proposal: Proposal, attachmentIds?: readonly string[]): Promise<void> {
    this.em.persist(proposal);
    await this.em.flush();
    if (attachmentIds) {
      await this.em.nativeDelete(ProposalAttachment, { proposalId: proposal.id });
      attachmentIds.forEach((imageId, position) =>
        this.em.persist(
          this.em.create(ProposalAttachment, { proposalId: proposal.id, imageId, position }),
        ),
      );
      await this.em.flush();
    }
  }

  async addStep(
    proposalId: string,
    type: ProposalEventType,
    by: StepBy,
    note: string | null = null,
  ): Promise<ProposalStep> {
    const step = this.em.create(ProposalStep, { proposalId, type, by, note });
    this.em.persist(step);
    await this.em.flush();
    return step;
  }

  async historyOf(ids: readonly string[]): Promise<Map<string, ProposalStep[]>> {
    const byProposal = new Map<string, ProposalStep[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byProposal;
    const rows = await this.em.find(
      ProposalStep,
      { proposalId: { $in: [...new Set(ids)] } },
      { orderBy: { at: 'asc', id: 'asc' } },
    );
    for (const row of rows) byProposal.get(row.proposalId)?.push(row);
    return byProposal;
  }

  async attachmentIdsOf(ids: readonly string[]): Promise<Map<string, string[]>> {
    const byProposal = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byProposal;
    const rows = await this.em.find(
      ProposalAttachment,
      { proposalId: { $in: [...new Set(ids)] } },
      { orderBy: { proposalId: 'asc', position: 'asc' } },
    );
    for (const row of rows) byProposal.get(row.proposalId)?.push(row.imageId);
    return byProposal;
  }

  /**
   * Settles the active proposals matched by `where` (a SQL condition over "proposal") as
   * `status`, clearing any open counter-offer, and writes each one's history step. Returns the ids.
   */
  private async settle(
    where: string,
    params: unknown[],
    status: 'expired' | 'declined',
    step: ProposalEventType,
    reason: string | null,
    now: Date,
  ): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update "proposal" set "status" = ?, "decline_reason" = ?, "updated_at" = ?,
         "counter_unit_price_minor" = null, "counter_quantity" = null, "counter_total_minor" = null,
         "counter_delivery_days" = null, "counter_message" = null, "counter_at" = null
       where "status" in (?) and ${where}
       returning "id"`,
      [status, reason, now, [...activeProposalStatuses], ...params],
    );
    for (const { id } of rows) {
      this.em.persist(
        this.em.create(ProposalStep, {
          proposalId: id,
          type: step,
          by: 'system',
          note: reason,
          at: now,
        }),
      );
    }
    await this.em.flush();
    return rows.map((row) => row.id);
  }

  /** Expires the requirement's active proposals whose validity date has passed (UTC days). */
  expireDueOn(requirementId: string, today: string, now: Date): Promise<string[]> {
    return this.settle(
      `"requirement_id" = ? and "valid_until" < ?`,
      [requirementId, today],
      'expired',
      'expired',
      null,
      now,
    );
  }

  /** As expireDueOn, over one seller's proposals. */
  expireDueOfSeller(sellerId: string, today: string, now: Date): Promise<string[]> {
    return this.settle(
      `"seller_id" = ? and "valid_until" < ?`,
      [sellerId, today],
      'expired',
      'expired',
      null,
      now,
    );
  }

  /** Declines the requirement's other active proposals (one was accepted). Joins a transaction. */
  declineOthers(requirementId: string, exceptId: string, reason: string, now: Date) {
    return this.settle(
      `"requirement_id" = ? and "id" <> ?`,
      [requirementId, exceptId],
      'declined',
      'declined',
      reason,
      now,
    );
  }

  /**
   * Each seller's median minutes between a buyer's counter-offer and their answer to it (accepted,
   * declined, terms updated or withdrawn), over their last 50 answers; absent when none yet.
   */
  async responseMinutes(sellerIds: readonly string[]): Promise<Map<string, number>> {
    if (sellerIds.length === 0) return new Map();
    const rows = await this.em.execute<{ seller_id: string; minutes: number | string }[]>(
      `select "seller_id", round(percentile_cont(0.5) within group (order by "minutes")) as "minutes"
       from (
         select p."seller_id", extract(epoch from (e."at" - e."prev_at")) / 60 as "minutes",
                row_number() over (partition by p."seller_id" order by e."at" desc) as "n"
         from (
           select "proposal_id", "type", "at",
                  lag("type") over (partition by "proposal_id" order by "at", "id") as "prev_type",
                  lag("at") over (partition by "proposal_id" order by "at", "id") as "prev_at"
           from "proposal_event"
           where "proposal_id" in (select "id" from "proposal" where "seller_id" in (?))
         ) e
         join "proposal" p on p."id" = e."proposal_id"
         where e."prev_type" = 'countered'
           and e."type" in ('counterAccepted', 'counterDeclined', 'updated', 'withdrawn')
       ) answers
       where "n" <= 50
       group by "seller_id"`,
      [[...new Set(sellerIds)]],
    );
    return new Map(rows.map((row) => [row.seller_id, Number(row.minutes)]));
  }
}

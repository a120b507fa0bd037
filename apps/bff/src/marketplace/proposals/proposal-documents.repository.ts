import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ProposalDocument } from './proposal-document.entity.js';

/** Proposals' PDF documents: the one place that queries or writes their rows. */
@Injectable()
export class ProposalDocumentsRepository {
  constructor(private readonly em: EntityManager) {}

  async insert(data: {
    requirementId: string;
    uploaderId: string;
    name: string;
    mime: string;
    bytes: Buffer;
  }): Promise<ProposalDocument> {
    const em = this.em.fork();
    const row = em.create(ProposalDocument, {
      ...data,
      byteSize: data.bytes.length,
      proposalId: null,
    });
    await em.flush();
    return row;
  }

  /**
   * Makes `ids` the proposal's documents, in a transaction the caller holds. Each must be the
   * seller's upload for the proposal's requirement, free or on this proposal already; when one is
   * not, nothing changes and the ids refused are answered. The proposal's other documents go.
   */
  async replaceOn(
    proposal: { id: string; requirementId: string; sellerId: string },
    ids: readonly string[],
  ): Promise<string[]> {
    const wanted = [...new Set(ids)];
    if (wanted.length > 0) {
      const usable = await this.em.execute<{ id: string }[]>(
        `select "id" from "proposal_document"
         where "id" in (?) and "uploader_id" = ? and "requirement_id" = ?
           and ("proposal_id" is null or "proposal_id" = ?)
         for update`,
        [wanted, proposal.sellerId, proposal.requirementId, proposal.id],
      );
      const found = new Set(usable.map((row) => row.id));
      const refused = wanted.filter((id) => !found.has(id));
      if (refused.length > 0) return refused;
    }
    if (wanted.length === 0) {
      await this.em.execute(`delete from "proposal_document" where "proposal_id" = ?`, [
        proposal.id,
      ]);
      return [];
    }
    await this.em.execute(
      `delete from "proposal_document" where "proposal_id" = ? and "id" not in (?)`,
      [proposal.id, wanted],
    );
    await this.em.execute(
      `update "proposal_document" set "proposal_id" = ? where "id" in (?) and "proposal_id" is null`,
      [proposal.id, wanted],
    );
    return [];
  }

  /** The documents of these proposals (without their bytes), by proposal, in upload order. */
  async of(proposalIds: readonly string[]): Promise<Map<string, ProposalDocument[]>> {
    const byProposal = new Map<string, ProposalDocument[]>();
    if (proposalIds.length === 0) return byProposal;
    // A fork: rows a step just attached by SQL are read as stored, not from this context's cache.
    const rows = await this.em
      .fork()
      .find(
        ProposalDocument,
        { proposalId: { $in: [...new Set(proposalIds)] } },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    for (const row of rows) {
      const list = byProposal.get(row.proposalId!) ?? [];
      list.push(row);
      byProposal.set(row.proposalId!, list);
    }
    return byProposal;
  }

  /** One document the proposal carries, with its bytes. */
  findOn(proposalId: string, id: string): Promise<ProposalDocument | null> {
    return this.em.fork().findOne(ProposalDocument, { id, proposalId }, { populate: ['bytes'] });
  }

  /** Deletes up to `limit` documents uploaded before `before` that no proposal carries. */
  async deleteUnattached(before: Date, limit: number): Promise<number> {
    const rows = await this.em.execute(
      `delete from "proposal_document" where "id" in (
         select "id" from "proposal_document" where "proposal_id" is null and "created_at" < ?
         limit ? for update skip locked) returning "id"`,
      [before, limit],
    );
    return rows.length;
  }
}

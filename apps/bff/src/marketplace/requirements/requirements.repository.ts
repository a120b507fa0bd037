import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import type { RequirementStatus } from '@matchbazaar/contracts';
import { afterKeyset, type Keyset } from '../../platform/common/post-keyset.js';
import { PostPhotos } from '../posts/post-photos.repository.js';
import { PostTable } from '../posts/post-table.repository.js';
import { RequirementImage } from './requirement-image.entity.js';
import { Requirement } from './requirement.entity.js';
import { EntitiesById } from '../../platform/database/entities-by-id.js';
import { PreparedSql } from '../../platform/database/prepared-sql.js';

const photos = new PostPhotos(RequirementImage, 'requirementId');
const table = new PostTable<Requirement, RequirementStatus>(Requirement, {
  author: 'buyerId',
  returning: 'id',
});

/** Requirements' rows and their photos' order: the one place that queries or writes them. */
@Injectable()
export class RequirementsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly byId: EntitiesById,
    private readonly sql: PreparedSql,
  ) {}

  findByIds(ids: readonly string[]): Promise<Map<string, Requirement>> {
    return this.byId.find(Requirement, ids);
  }

  findById(id: string): Promise<Requirement | null> {
    return this.em.findOne(Requirement, { id });
  }

  /**
   * In a transaction: the requirement read afresh with its row locked, so proposals counted
   * against its cap (and an acceptance closing it) take turns.
   */
  async lockById(id: string): Promise<Requirement | null> {
    const rows = await this.em.execute<{ id: string }[]>(
      `select "id" from "requirement" where "id" = ? for update`,
      [id],
    );
    if (rows.length === 0) return null;
    return this.em.findOne(Requirement, { id }, { refresh: true });
  }

  /** An accepted proposal settles an open requirement: closed as fulfilled. Joins a transaction. */
  async closeFulfilled(id: string, now: Date): Promise<void> {
    await this.em.nativeUpdate(
      Requirement,
      { id, status: 'open' },
      { status: 'closed', closeReason: 'fulfilled', updatedAt: now },
    );
  }

  /** Photo ids of each requirement, in their order. */
  imageIdsOf(ids: readonly string[]): Promise<Map<string, string[]>> {
    return photos.idsOf(this.em, this.sql, ids);
  }

  /** Inserts or updates the requirement and replaces its photos (when given), in one transaction. */
  async save(requirement: Requirement, imageIds?: readonly string[]): Promise<void> {
    await this.em.transactional(async (em) => {
      em.persist(requirement);
      await em.flush();
      if (imageIds) await photos.replace(em, requirement.id, imageIds);
    });
  }

  async remove(requirement: Requirement): Promise<void> {
    await this.em.nativeDelete(Requirement, { id: requirement.id });
  }

  /** Whether the buyer posted a requirement with this title (any case) since `since`. */
  titleUsedSince(buyerId: string, title: string, since: Date, exceptId?: string) {
    return table.titleUsedSince(this.em, buyerId, title, since, exceptId);
  }

  /** The buyer's requirements, newest first, optionally of one status. */
  mine(
    buyerId: string,
    status: RequirementStatus | undefined,
    after: Keyset | undefined,
    limit: number,
  ) {
    return table.ofAuthor(this.em, buyerId, status, after, limit);
  }

  /** How many of the buyer's requirements are in each status. */
  countsByStatus(buyerId: string): Promise<Record<string, number>> {
    return table.countsByStatus(this.em, buyerId);
  }

  /** A buyer's open requirements, newest first. */
  openOfBuyer(buyerId: string, after: Keyset | undefined, limit: number) {
    return this.em.find(
      Requirement,
      afterKeyset<Requirement>({ buyerId, status: 'open' }, after, 'publishedAt'),
      {
        orderBy: { publishedAt: 'desc', id: 'desc' },
        limit,
      },
    );
  }

  /** The newest open requirements (the home feed). */
  newestOpen(limit: number): Promise<Requirement[]> {
    return this.em.find(
      Requirement,
      { status: 'open' },
      { orderBy: { publishedAt: 'desc', id: 'desc' }, limit },
    );
  }

  /** Expires up to `limit` requirements whose time ran out; rows being expired elsewhere are skipped. */
  async expireDue(now: Date, from: readonly RequirementStatus[], limit: number): Promise<number> {
    return (await table.expireDue(this.em, now, from, limit)).length;
  }

  /**
   * Hides the buyer's requirements in `statuses` (their account was suspended), each keeping the
   * status it goes back to; joins the caller's transaction. Returns how many it hid.
   */
  async hideByBuyer(buyerId: string, statuses: readonly RequirementStatus[]): Promise<number> {
    return (await table.hideByAuthor(this.em, buyerId, statuses)).length;
  }

  /** Puts the buyer's hidden requirements back as they were; returns how many. */
  async restoreByBuyer(buyerId: string): Promise<number> {
    return (await table.restoreByAuthor(this.em, buyerId)).length;
  }

  /** Requirements waiting for a moderator, oldest first (the review queue), and how many wait. */
  pendingReview(limit: number): Promise<{ rows: Requirement[]; total: number }> {
    return table.pendingReview(this.em, limit);
  }

  async countView(id: string): Promise<void> {
    await this.em.nativeUpdate(Requirement, { id }, { viewCount: raw('view_count + 1') });
  }
}

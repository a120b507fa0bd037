import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  type Actor,
  type LeadAction,
  type MatchState,
  type RequirementMatch,
  type RequirementMatches,
  type ResourceRef,
  type SellerLead,
  type SellerLeadsPage,
  type SellerLeadsQuery,
} from '@matchbazaar/contracts';
import { matchPercent } from '@matchbazaar/matching';
import { ApiException } from '../../platform/common/api-exception.js';
import { Reachability } from '../blocks/reachability.js';
import { keysetFromCursor, pageOf } from '../../platform/common/post-keyset.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { ListingsService } from '../listings/listings.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import type { Requirement } from '../requirements/requirement.entity.js';
import { RequirementsRepository } from '../requirements/requirements.repository.js';
import { RequirementsService } from '../requirements/requirements.service.js';
import type { Match } from './match.entity.js';
import { MatchesRepository } from './matches.repository.js';

const m = messages.matching;
type Caller = NonNullable<Actor>;

/** How many of a requirement's matches its buyer sees. */
const shownMatches = 20;

const leadStates: Record<SellerLeadsQuery['state'], MatchState[] | null> = {
  open: ['new', 'seen', 'proposed'],
  dismissed: ['dismissed'],
  all: null,
};

/** Percent, for people: 0.873 is 87. */

/** The policy's view of a requirement's matches: its buyer's. */
const requirementMatchesOf = (requirement: Requirement): ResourceRef<'requirementMatches'> => ({
  kind: 'requirementMatches',
  ownerIds: [requirement.buyerId],
});

/**
 * Matches as people see them (docs/product/matching.md): a requirement's matched listings for its
 * buyer, with the sellers told and an invitation for the others; a seller's leads, which they
 * mark seen or dismiss ('Not relevant', recorded: the lead is not sent again). The worker makes
 * the matches; this service reads them and records what people do with them.
 */
@Injectable()
export class MatchingService {
  constructor(
    private readonly matches: MatchesRepository,
    private readonly requirements: RequirementsRepository,
    private readonly requirementCards: RequirementsService,
    private readonly listings: ListingsRepository,
    private readonly listingCards: ListingsService,
    private readonly notifications: NotificationsService,
    private readonly reach: Reachability,
    private readonly access: ResourceAccess,
  ) {}

  async ofRequirement(caller: Caller, requirementId: string): Promise<RequirementMatches> {
    // Anyone but its buyer and staff gets the 404 of a missing requirement: no id is confirmed.
    const requirement = this.access.authorize(
      caller,
      'list',
      await this.requirements.findById(requirementId),
      requirementMatchesOf,
      { notFound: messages.catalogue.requirementNotFound },
    );
    const [rows, sellersNotified] = await Promise.all([
      this.matches.ofRequirement(requirementId, shownMatches),
      this.matches.sellersNotified(requirementId),
    ]);
    return {
      sellersNotified,
      matched: (requirement.matchedRevision ?? -1) >= requirement.updatedAt.getTime(),
      items: await this.requirementMatches(rows),
    };
  }

  /** The buyer sends their requirement to a matched seller who was not told of it. */
  async invite(caller: Caller, requirementId: string, matchId: string): Promise<RequirementMatch> {
    const requirement = await this.requirement(requirementId);
    const match = await this.matches.findById(matchId);
    if (!match || match.requirementId !== requirementId) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.matchNotFound);
    }
    const ref = {
      kind: 'match' as const,
      ownerIds: [match.sellerId],
      counterpartyIds: [requirement.buyerId],
      status: requirement.status,
    };
    if (!this.access.can(caller, 'invite', ref)) {
      if (this.access.can(caller, 'invite', { ...ref, status: 'open' })) {
        throw new ApiException(HttpStatus.CONFLICT, m.requirementNotOpen);
      }
      // The match's seller and staff may read it (403); to anyone else it does not exist.
      if (!this.access.can(caller, 'read', ref)) {
        throw new ApiException(HttpStatus.NOT_FOUND, m.matchNotFound);
      }
      throw new ApiException(HttpStatus.FORBIDDEN, m.notYourRequirement);
    }
    if (
      match.state === 'dismissed' ||
      !(await this.reach.canReach(requirement.buyerId, match.sellerId))
    ) {
      throw new ApiException(HttpStatus.CONFLICT, m.cannotInvite);
    }
    if (!(await this.matches.markNotified(match.id))) {
      throw new ApiException(HttpStatus.CONFLICT, m.alreadyNotified);
    }
    const listing = await this.listings.findById(match.listingId);
    await this.notifications.notify({
      userId: match.sellerId,
      type: 'lead.received',
      title: m.notify.newLead(requirement.title),
      body: listing ? m.notify.newLeadBody(listing.title) : null,
      link: '/seller',
      data: { matchId: match.id, requirementId, listingId: match.listingId, invited: true },
    });
    const fresh = (await this.matches.reload(match.id))!;
    return (await this.requirementMatches([fresh]))[0]!;
  }

  /** The seller's leads by state (the leads page's tabs, the seller area's figures). */
  leadCounts(sellerId: string): Promise<SellerLeadsPage['counts']> {
    return this.matches.leadCounts(sellerId);
  }

  async leads(caller: Caller, query: SellerLeadsQuery): Promise<SellerLeadsPage> {
    this.access.requireCapability(caller, 'list', 'sellerLeads', m.sellersOnly);
    const rows = await this.matches.leadsOf(
      caller.userId,
      leadStates[query.state],
      keysetFromCursor(query.cursor),
      query.limit + 1,
    );
    const { items, nextCursor } = pageOf(rows, query.limit, (row) => row.notifiedAt);
    return {
      items: await this.sellerLeads(items),
      nextCursor,
      counts: await this.leadCounts(caller.userId),
    };
  }

  async answerLead(caller: Caller, id: string, request: LeadAction): Promise<SellerLead> {
    const match = await this.matches.findLead(id);
    const ref = match && {
      kind: 'match' as const,
      ownerIds: [match.sellerId],
      counterpartyIds: [match.buyerId],
    };
    // A match never sent as a lead, or whose requirement is no longer public, is not the
    // seller's to see: as missing.
    if (!match || !ref || !this.access.can(caller, 'dismiss', ref)) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.leadNotFound);
    }
    await this.matches.moveState(id, request.action === 'dismiss' ? 'dismissed' : 'seen');
    const fresh = (await this.matches.reload(id))!;
    return (await this.sellerLeads([fresh]))[0]!;
  }

  private async requirement(id: string): Promise<Requirement> {
    const requirement = await this.requirements.findById(id);
    if (!requirement) {
      throw new ApiException(HttpStatus.NOT_FOUND, messages.catalogue.requirementNotFound);
    }
    return requirement;
  }

  private async requirementMatches(rows: readonly Match[]): Promise<RequirementMatch[]> {
    const listings = await this.listings.findByIds(rows.map((row) => row.listingId));
    // Only listings still public are shown: a paused or closed one is no offer now.
    const shown = rows.filter((row) => listings.get(row.listingId)?.status === 'published');
    const cards = new Map(
      (await this.listingCards.cards(shown.map((row) => listings.get(row.listingId)!))).map(
        (card) => [card.id, card],
      ),
    );
    return shown.flatMap((row) => {
      const listing = cards.get(row.listingId);
      if (!listing) return [];
      return [
        {
          id: row.id,
          score: matchPercent(row.score),
          state: row.state,
          notified: row.notifiedAt !== null,
          reasons: row.reasons,
          listing,
        },
      ];
    });
  }

  private async sellerLeads(rows: readonly Match[]): Promise<SellerLead[]> {
    const [requirements, listings] = await Promise.all([
      this.requirements.findByIds(rows.map((row) => row.requirementId)),
      this.listings.findByIds(rows.map((row) => row.listingId)),
    ]);
    const cards = new Map(
      (
        await this.requirementCards.cards(
          rows.flatMap((row) => requirements.get(row.requirementId) ?? []),
        )
      ).map((card) => [card.id, card]),
    );
    return rows.flatMap((row) => {
      const requirement = cards.get(row.requirementId);
      const listing = listings.get(row.listingId);
      if (!requirement || !listing) return [];
      return [
        {
          id: row.id,
          score: matchPercent(row.score),
          state: row.state,
          createdAt: (row.notifiedAt ?? row.createdAt).toISOString(),
          reasons: row.reasons,
          requirement,
          listing: { id: listing.id, title: listing.title },
        },
      ];
    });
  }
}

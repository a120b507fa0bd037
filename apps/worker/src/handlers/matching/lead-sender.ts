import { messages, serverEvents } from '@matchbazaar/contracts';
import { chooseLeads, type FanOutRules, type RankedMatch } from '@matchbazaar/matching';
import type {
  MatchedListing,
  MatchedRequirement,
  MatchingStore,
} from '../../adapters/matching-store.js';
import type { RealtimePublisher } from '../../adapters/realtime-publisher.js';

const m = messages.matching;

type LeadDeps = { store: MatchingStore; publisher: RealtimePublisher };

/** One "New lead" notification, stored then pushed; false when it was sent already (a re-run). */
async function sendLead(
  deps: LeadDeps,
  requirement: MatchedRequirement,
  lead: RankedMatch,
  matchId: string,
): Promise<boolean> {
  const notification = await deps.store.sendLead(matchId, {
    userId: lead.listing.sellerId,
    type: 'lead.received',
    title: m.notify.newLead(requirement.title),
    body: m.notify.newLeadBody(lead.listing.title),
    link: '/seller',
    data: { matchId, requirementId: requirement.id, listingId: lead.listing.id },
  });
  if (!notification) return false;
  deps.publisher.toUser(lead.listing.sellerId, serverEvents.notification, notification);
  return true;
}

/**
 * A listing's side of the fan-out (matching.listing): its seller is told of each open
 * requirement the listing matched, best first, by the same rule as a requirement's fan-out,
 * with the facts read once for all of them and the daily cap counted as leads go out.
 */
export async function tellSeller(
  deps: LeadDeps,
  listing: MatchedListing,
  matched: readonly (RankedMatch & { requirement: MatchedRequirement })[],
  matchIds: ReadonlyMap<string, string>,
): Promise<number> {
  if (matched.length === 0) return 0;
  const settings = await deps.store.settings();
  const facts = await deps.store.sellerFanOutFacts(
    listing.sellerId,
    matched.map((m) => ({ id: m.requirement.id, buyerId: m.requirement.buyerId })),
  );
  let leadsToday = facts.leadsToday;
  let told = 0;
  for (const match of matched) {
    const { requirement } = match;
    const blocked = facts.blockedBuyers.has(requirement.buyerId);
    const rules: FanOutRules = {
      maxSellers: settings.sellersPerRequirement,
      alreadyNotified: facts.told.get(requirement.id) ?? new Set(),
      excluded: blocked
        ? new Set([listing.sellerId])
        : (facts.dismissed.get(requirement.id) ?? new Set()),
      atDailyCap: leadsToday >= settings.dailyLeadCap ? new Set([listing.sellerId]) : new Set(),
      buyerId: requirement.buyerId,
      leadMinMatch: settings.leadMinMatch,
    };
    const matchId = matchIds.get(`${requirement.id}/${listing.id}`);
    if (!matchId || chooseLeads([match], rules).length === 0) continue;
    if (await sendLead(deps, requirement, match, matchId)) {
      told++;
      leadsToday++;
    }
  }
  return told;
}

/**
 * The fan-out of one requirement's new matches (docs/product/matching.md): the fan-out rule
 * picks which sellers are told, each gets one "New lead" notification, stored and then pushed
 * (a re-run stores and pushes nothing twice). Returns the number of sellers told now.
 */
export async function sendLeads(
  deps: LeadDeps,
  requirement: MatchedRequirement,
  ranked: readonly RankedMatch[],
  matchIds: ReadonlyMap<string, string>,
): Promise<number> {
  if (ranked.length === 0) return 0;
  const settings = await deps.store.settings();
  const sellers = [...new Set(ranked.map((match) => match.listing.sellerId))];
  const facts = await deps.store.fanOutFacts(
    requirement.id,
    requirement.buyerId,
    sellers,
    settings.dailyLeadCap,
  );
  const rules: FanOutRules = {
    maxSellers: settings.sellersPerRequirement,
    alreadyNotified: facts.notified,
    excluded: facts.excluded,
    atDailyCap: facts.atCap,
    buyerId: requirement.buyerId,
    leadMinMatch: settings.leadMinMatch,
  };
  let told = 0;
  for (const lead of chooseLeads(ranked, rules)) {
    const matchId = matchIds.get(`${requirement.id}/${lead.listing.id}`);
    if (matchId && (await sendLead(deps, requirement, lead, matchId))) told++;
  }
  return told;
}

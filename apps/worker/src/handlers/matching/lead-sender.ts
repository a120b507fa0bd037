import { messages, serverEvents } from '@matchbazaar/contracts';
import { chooseLeads, type FanOutRules, type RankedMatch } from '@matchbazaar/matching';
import type { MatchedRequirement, MatchingStore } from '../../adapters/matching-store.js';
import type { RealtimePublisher } from '../../adapters/realtime-publisher.js';

const m = messages.matching;

/**
 * The fan-out of one requirement's new matches (docs/product/matching.md): the fan-out rule
 * picks which sellers are told, each gets one "New lead" notification, stored and then pushed
 * (a re-run stores and pushes nothing twice). Returns the number of sellers told now.
 */
export async function sendLeads(
  deps: { store: MatchingStore; publisher: RealtimePublisher },
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
  };
  let told = 0;
  for (const lead of chooseLeads(ranked, rules)) {
    const matchId = matchIds.get(`${requirement.id}/${lead.listing.id}`);
    if (!matchId) continue;
    const notification = await deps.store.sendLead(matchId, {
      userId: lead.listing.sellerId,
      type: 'lead.received',
      title: m.notify.newLead(requirement.title),
      body: m.notify.newLeadBody(lead.listing.title),
      link: '/seller',
      data: { matchId, requirementId: requirement.id, listingId: lead.listing.id },
    });
    if (!notification) continue;
    told++;
    deps.publisher.toUser(lead.listing.sellerId, serverEvents.notification, notification);
  }
  return told;
}

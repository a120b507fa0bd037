import { describe, expect, it } from '@jest/globals';
import { chooseLeads, rankCandidates, type Candidate, type RankedMatch } from './rank.ts';
import { currentWeights } from './weights.ts';
import { listing, requirement } from './testing/facts.ts';

const candidate = (id: string, sellerId: string, over = {}): Candidate => ({
  ...listing(over),
  id,
  title: `Listing ${id}`,
  shopId: `shop-${sellerId}`,
  sellerId,
});
const match = (id: string, sellerId: string, score: number): RankedMatch => ({
  listing: candidate(id, sellerId),
  score,
  parts: {} as RankedMatch['parts'],
});
const none = new Set<string>();
const rules = {
  maxSellers: 3,
  alreadyNotified: none,
  excluded: none,
  atDailyCap: none,
  buyerId: 'b',
  leadMinMatch: 35,
};

describe('ranking candidates', () => {
  it('puts the best first and leaves out those under the minimum', () => {
    const now = new Date('2026-11-20');
    const far = Int8Array.from({ length: 100 }, (_, d) => (d === 1 ? 127 : 0));
    const ranked = rankCandidates(
      requirement(),
      [
        candidate('worse', 's1', { priceMinor: 15_000 }),
        candidate('best', 's2'),
        candidate('unrelated', 's3', {
          vector: far,
          category: 'cars',
          subgroupId: 'x',
          groupId: 'y',
          wordsRank: 0,
          latitude: 41.88,
          longitude: -87.63,
          availability: 'out_of_stock',
        }),
      ],
      currentWeights(),
      now,
    );
    expect(ranked.map((m) => m.listing.id)).toEqual(['best', 'worse']);
  });
});

describe('choosing leads', () => {
  it('tells each seller once, with their best listing, up to the cap', () => {
    const chosen = chooseLeads(
      [
        match('a1', 'A', 0.9),
        match('a2', 'A', 0.85),
        match('b1', 'B', 0.8),
        match('c1', 'C', 0.7),
        match('d1', 'D', 0.6),
      ],
      rules,
    );
    expect(chosen.map((m) => m.listing.id)).toEqual(['a1', 'b1', 'c1']);
  });

  it('skips the buyer, excluded sellers and sellers at their daily cap', () => {
    const chosen = chooseLeads(
      [
        match('x', 'b', 0.99),
        match('a1', 'A', 0.9),
        match('b1', 'B', 0.8),
        match('c1', 'C', 0.7),
        match('d1', 'D', 0.6),
      ],
      { ...rules, excluded: new Set(['A']), atDailyCap: new Set(['C']) },
    );
    expect(chosen.map((m) => m.listing.id)).toEqual(['b1', 'd1']);
  });

  it('sends no lead under the floor, as people read the match (69.6 % shows as 70 %)', () => {
    const chosen = chooseLeads(
      [
        match('a1', 'A', 0.9),
        match('b1', 'B', 0.696),
        match('c1', 'C', 0.694),
        match('d1', 'D', 0.5),
      ],
      { ...rules, maxSellers: 10, leadMinMatch: 70 },
    );
    expect(chosen.map((m) => m.listing.id)).toEqual(['a1', 'b1']);
  });

  it('counts sellers told before toward the cap and does not tell them again', () => {
    const chosen = chooseLeads(
      [match('a1', 'A', 0.9), match('b1', 'B', 0.8), match('c1', 'C', 0.7), match('d1', 'D', 0.6)],
      { ...rules, alreadyNotified: new Set(['A', 'Z']) },
    );
    expect(chosen.map((m) => m.listing.id)).toEqual(['b1']);
  });
});

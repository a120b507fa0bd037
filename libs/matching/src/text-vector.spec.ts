import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { explainMatch, meaningWordsOf } from './explain.ts';
import {
  cosine,
  decodeVector,
  encodeVector,
  meaningWords,
  repairBudget,
  repairCost,
  resolveWord,
  textVector,
} from './text-vector.ts';
import { VectorIndex } from './vector-index.ts';
import {
  decodeWordVectors,
  defaultVectorsFile,
  encodeWordVectors,
  sharedWordVectors,
  WordVectors,
} from './word-vectors.ts';
import { listing, requirement } from './testing/facts.ts';
import { madeUpWords } from './testing/hostile-text.ts';

const vectors = sharedWordVectors();
const meaningOf = (title: string, description = '') =>
  decodeVector(encodeVector(textVector(vectors, { title, description })));
const similarity = (a: string, b: string) => cosine(meaningOf(a), meaningOf(b));

describe('word vectors', () => {
  it('load the committed file: GloVe words plus the marketplace words', () => {
    expect(vectors.dimensions).toBe(100);
    expect(vectors.size).toBeGreaterThan(50_000);
    for (const word of ['rice', 'basmati', 'kurti', 'atta', 'dal', 'hatchback', 'iphone']) {
      expect(vectors.has(word)).toBe(true);
    }
  });

  it('weight rare words over frequent ones', () => {
    expect(vectors.weightOf('the')).toBeLessThan(0.05);
    expect(vectors.weightOf('basmati')).toBeGreaterThan(0.9);
  });

  it('survive an encode and decode unchanged', () => {
    const data = {
      words: ['a', 'b'],
      dimensions: 2,
      sourceSize: 10,
      ranks: Uint32Array.from([1, 2]),
      scales: Float32Array.from([0.5, 0.25]),
      components: Int8Array.from([1, -2, 3, 127]),
    };
    const back = decodeWordVectors(encodeWordVectors(data));
    expect(back.words).toEqual(['a', 'b']);
    expect([...back.components]).toEqual([1, -2, 3, 127]);
    expect([...back.scales]).toEqual([0.5, 0.25]);
  });
});

describe('meaning of a text', () => {
  it('splits units from numbers and drops bare numbers', () => {
    expect(meaningWords('Basmati 25kg, 1121 Sella!')).toEqual(['basmati', 'kg', 'sella']);
  });

  it('reads Hindi names through the glossary and fixes one-letter typos', () => {
    expect(resolveWord(vectors, 'besan')).toEqual(['gram', 'flour']);
    expect(resolveWord(vectors, 'iphnoe')).toEqual(['iphone']);
    expect(resolveWord(vectors, 'tomatos')).toEqual(['tomatoes']);
    expect(resolveWord(vectors, 'zqx')).toEqual([]);
  });

  it('finds texts alike in meaning that share few words', () => {
    expect(
      similarity('basmati rice 25 kg bags', 'long grain aromatic rice, 25kg sack'),
    ).toBeGreaterThan(similarity('basmati rice 25 kg bags', 'used hatchback'));
    expect(similarity('besan 50 kg', 'gram flour bulk')).toBeGreaterThan(0.7);
    expect(similarity('lorry for hire', 'truck rental')).toBeGreaterThan(
      similarity('lorry for hire', 'apartment for rent'),
    );
  });

  it('is a unit vector, stored in 100 bytes; a text of unknown words is all zeros', () => {
    const stored = encodeVector(textVector(vectors, { title: 'Basmati rice' }));
    expect(stored.length).toBe(100);
    expect(cosine(decodeVector(stored), decodeVector(stored))).toBeGreaterThan(0.98);
    expect(textVector(vectors, { title: 'zqx qzx' }).every((v) => v === 0)).toBe(true);
  });
});

/** The committed vectors, counting the lookups made of them: the work a text costs. */
class CountedVectors extends WordVectors {
  lookups = 0;
  override has(word: string): boolean {
    this.lookups++;
    return super.has(word);
  }
}

describe('the typo repair is bounded', () => {
  const counted = new CountedVectors(decodeWordVectors(readFileSync(defaultVectorsFile)));
  const lookupsOf = (run: () => unknown) => {
    counted.lookups = 0;
    run();
    return counted.lookups;
  };

  it('repairs no word longer than one letter past the longest known word', () => {
    expect(counted.longestWord).toBe(22);
    // One letter more is still one edit away (a doubled letter).
    expect(resolveWord(counted, 'pricewaterhousecooperss')).toEqual(['pricewaterhousecoopers']);
    expect(lookupsOf(() => resolveWord(counted, 'pricewaterhousecooperzss'))).toBe(1);
    // The 4,990-letter word took 2.2 s to save: 54 x 4,990 candidates of 4,990 letters.
    expect(lookupsOf(() => resolveWord(counted, 'q'.repeat(4_990)))).toBe(1);
    expect(
      lookupsOf(() => textVector(counted, { title: 'Rice', description: 'x'.repeat(100_000) })),
    ).toBeLessThan(10);
  });

  it('spends at most its budget on one text, and repairs each word once', () => {
    // Every description word could be repaired: 120 of them would try 150,000 edits.
    const madeUp = madeUpWords(120, 23);
    const spent = lookupsOf(() => textVector(counted, { title: madeUp, description: madeUp }));
    expect(spent).toBeLessThanOrEqual(repairBudget + 2 * 120 + 10);
    expect(
      lookupsOf(() => textVector(counted, { title: 'Rice', description: 'iphnoe '.repeat(500) })),
    ).toBeLessThan(repairCost(6) + 10);
  });

  it('repairs the title first and still the description while the budget lasts', () => {
    const vector = (description: string) =>
      decodeVector(encodeVector(textVector(counted, { title: 'iphnoe', description })));
    expect(
      cosine(vector('smartphnoe with charger'), meaningOf('iphone', 'smartphone with charger')),
    ).toBeGreaterThan(0.98);
  });

  it('reads only the glossary\u2019s own words', () => {
    expect(resolveWord(vectors, '__proto__')).toEqual([]);
    expect(resolveWord(vectors, 'tostring')).toEqual([]);
  });
});

describe('the vector index', () => {
  const unit = (d: number) => Int8Array.from({ length: 100 }, (_, i) => (i === d ? 127 : 0));

  it('finds the nearest in the groups asked, most similar first', () => {
    const index = new VectorIndex();
    index.upsert('a', 'g1', unit(0));
    index.upsert('b', 'g1', unit(1));
    index.upsert('c', 'g2', unit(0));
    expect(index.nearest(unit(0), ['g1'], 5).map((n) => n.id)).toEqual(['a', 'b']);
    expect(
      index
        .nearest(unit(0), ['g1', 'g2'], 2)
        .map((n) => n.id)
        .sort(),
    ).toEqual(['a', 'c']);
    expect(index.nearest(unit(0), ['g1'], 5, 0.5).map((n) => n.id)).toEqual(['a']);
  });

  it('moves, updates and removes posts, keeping the rest findable', () => {
    const index = new VectorIndex();
    for (let i = 0; i < 3000; i++) index.upsert(`p${i}`, 'g', unit(i % 100));
    index.remove('p0');
    index.upsert('p1', 'other', unit(5));
    index.upsert('p2', 'g', unit(7));
    expect(index.size).toBe(2999);
    expect(index.has('p0')).toBe(false);
    const near = index.nearest(unit(0), ['g'], 100, 0.9).map((n) => n.id);
    expect(near).toHaveLength(29);
    expect(near).not.toContain('p0');
    expect(index.nearest(unit(5), ['other'], 5).map((n) => n.id)).toEqual(['p1']);
  });
});

describe('why a listing matches', () => {
  it('names the category, the price inside the budget, the distance and a verified seller', () => {
    const reasons = explainMatch(
      requirement(),
      listing({ seller: { verified: true, responseMinutes: 95 } }),
      {
        meaning: 1,
        words: 1,
        category: 1,
        price: 1,
        quantity: 1,
        place: 0.7,
        seller: 0.8,
        freshness: 1,
      },
      { words: ['aromatic'] },
    );
    expect(reasons).toEqual([
      { kind: 'category', level: 'same', categoryId: 'basmati' },
      { kind: 'meaning', words: ['aromatic'] },
      { kind: 'price', fit: 'inside', amountMinor: 9_500, currency: 'INR', unit: 'kg' },
      { kind: 'quantity', minOrder: 100, unit: 'kg' },
      { kind: 'distance', km: 122 },
      { kind: 'verifiedSeller' },
      { kind: 'responseTime', hours: 2 },
    ]);
  });

  it('says nothing of a price over budget or a seller far away; says price on request', () => {
    const reasons = explainMatch(
      requirement(),
      listing({ priceType: 'on_request', priceMinor: null, latitude: 41.88, longitude: -87.63 }),
      {
        meaning: 1,
        words: 1,
        category: 0.6,
        price: 0.5,
        quantity: 0.5,
        place: 0,
        seller: 0.5,
        freshness: 1,
      },
    );
    expect(reasons).toEqual([
      { kind: 'category', level: 'subgroup', categoryId: 'basmati' },
      { kind: 'priceOnRequest' },
    ]);
  });

  it('picks the listing words closest to what the buyer asked', () => {
    const asked = 'basmati rice 25 kg bags';
    const wanted = textVector(vectors, { title: asked });
    expect(meaningWordsOf(vectors, wanted, 'Long grain aromatic rice, 25kg sack', asked)).toContain(
      'rice',
    );
    expect(meaningWordsOf(vectors, wanted, 'with the and of', asked)).toEqual([]);
  });

  it('never cites a word the requirement does not say, however near in meaning', () => {
    const asked = 'black rice, organic';
    const wanted = textVector(vectors, { title: asked });
    const words = meaningWordsOf(vectors, wanted, 'Black pepper, whole', asked);
    expect(words).not.toContain('pepper');
    expect(words.every((word) => /black|rice|organic/.test(word))).toBe(true);
  });
});

import { describe, expect, it } from '@jest/globals';
import { matchReasonSchema, type MatchReason } from '@matchbazaar/contracts';
import { reasonText } from './reason-text';

const table: [MatchReason, string][] = [
  [
    { kind: 'category', level: 'same', categoryId: 'fresh-vegetables' },
    'Same category: Fresh Vegetables',
  ],
  [{ kind: 'category', level: 'subgroup', categoryId: 'basmati' }, 'Related category: Basmati'],
  [
    { kind: 'category', level: 'group', categoryId: 'fresh-vegetables' },
    'Related category: Fresh Vegetables',
  ],
  [
    { kind: 'price', fit: 'inside', amountMinor: 110, currency: 'USD', unit: 'kg' },
    '$1.10 / kg, inside your budget',
  ],
  [
    { kind: 'price', fit: 'below', amountMinor: 9_500, currency: 'INR', unit: 'kg' },
    '₹95 / kg, below your budget',
  ],
  [
    { kind: 'price', fit: 'above', amountMinor: 125_000, currency: 'USD', unit: 'sq_ft' },
    '$1,250 / sq ft, above your budget',
  ],
  // A unit the catalogue does not know is shown as sent.
  [
    { kind: 'price', fit: 'inside', amountMinor: 4_000, currency: 'USD', unit: 'drum' },
    '$40 / drum, inside your budget',
  ],
  [{ kind: 'priceOnRequest' }, 'Price on request'],
  [{ kind: 'quantity', minOrder: 50, unit: 'kg' }, 'Minimum order 50 kg fits your quantity'],
  [
    { kind: 'quantity', minOrder: 1_200, unit: 'piece' },
    'Minimum order 1,200 pieces fits your quantity',
  ],
  [{ kind: 'quantity', minOrder: 3, unit: 'drum' }, 'Minimum order 3 drum fits your quantity'],
  [{ kind: 'distance', km: 12 }, '12 km from your delivery address'],
  [{ kind: 'distance', km: 1_450 }, '1,450 km from your delivery address'],
  [{ kind: 'sameCity', city: 'Pune' }, 'Based in Pune'],
  [{ kind: 'meaning', words: ['rice', 'basmati'] }, 'Close to what you described: rice, basmati'],
  [{ kind: 'verifiedSeller' }, 'Verified seller'],
  [{ kind: 'responseTime', hours: 1 }, 'Usually replies within an hour'],
  [{ kind: 'responseTime', hours: 6 }, 'Usually replies within 6 hours'],
];

describe('match reasons in plain words', () => {
  it.each(table)('%j reads "%s"', (reason, text) => {
    expect(reasonText(reason)).toBe(text);
  });

  it('formats money and distance in the reader’s locale', () => {
    expect(
      reasonText(
        { kind: 'price', fit: 'inside', amountMinor: 1_250_000, currency: 'INR', unit: 'tonne' },
        'en-IN',
      ),
    ).toBe('₹12,500 / tonne, inside your budget');
    expect(reasonText({ kind: 'distance', km: 1_450 }, 'de-DE')).toBe(
      '1.450 km from your delivery address',
    );
  });

  it("says the budget, the address and the words are the buyer's to the seller", () => {
    const seller = (reason: MatchReason) => reasonText(reason, 'en-US', 'seller');
    expect(
      seller({ kind: 'price', fit: 'inside', amountMinor: 18_000, currency: 'INR', unit: 'kg' }),
    ).toBe("₹180 / kg, inside the buyer's budget");
    expect(
      seller({ kind: 'price', fit: 'below', amountMinor: 110, currency: 'USD', unit: 'kg' }),
    ).toBe("$1.10 / kg, below the buyer's budget");
    expect(
      seller({ kind: 'price', fit: 'above', amountMinor: 110, currency: 'USD', unit: 'kg' }),
    ).toBe("$1.10 / kg, above the buyer's budget");
    expect(seller({ kind: 'quantity', minOrder: 100, unit: 'kg' })).toBe(
      'Your minimum order of 100 kg fits the quantity',
    );
    expect(seller({ kind: 'distance', km: 12 })).toBe("12 km from the buyer's delivery address");
    expect(seller({ kind: 'meaning', words: ['turmeric'] })).toBe(
      'Close to what the buyer described: turmeric',
    );
    // The rest read the same to both.
    expect(seller({ kind: 'category', level: 'same', categoryId: 'spices' })).toBe(
      'Same category: Spices',
    );
    expect(seller({ kind: 'verifiedSeller' })).toBe('Verified seller');
  });

  it('covers every kind the contract names', () => {
    const kinds = matchReasonSchema.options.map((option) => option.shape.kind.value);
    expect(new Set(table.map(([reason]) => reason.kind))).toEqual(new Set(kinds));
  });
});

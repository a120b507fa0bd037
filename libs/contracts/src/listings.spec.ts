import { describe, expect, it } from '@jest/globals';
import { feedItemSchema, feedQuerySchema } from './listings.js';
import { messages } from './messages.js';

const firstMessage = (query: unknown) => {
  const result = feedQuerySchema.safeParse(query);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('feedQuerySchema', () => {
  it('defaults to both sides and 10 posts', () => {
    expect(feedQuerySchema.parse({})).toEqual({ limit: 10 });
  });

  it('reads a type and a limit from query strings', () => {
    expect(feedQuerySchema.parse({ type: 'seller', limit: '2' })).toEqual({
      type: 'seller',
      limit: 2,
    });
    expect(feedQuerySchema.parse({ limit: '50' }).limit).toBe(50);
  });

  it.each([['admin'], [''], ['Buyer'], [['buyer', 'seller']]])(
    'refuses type %p with the catalogue text',
    (type) => {
      expect(firstMessage({ type })).toBe(messages.listings.invalidType);
    },
  );

  it.each([['0'], ['51'], ['2.5'], ['ten'], ['-1'], [''], ['1e9']])(
    'refuses limit %p with the catalogue text',
    (limit) => {
      expect(firstMessage({ limit })).toBe(messages.listings.invalidLimit);
    },
  );
});

describe('feedItemSchema', () => {
  const listing = {
    id: '7b0a1c2e-0000-4000-8000-000000000001',
    title: 'Need 500 kg basmati rice',
    description: 'Aged basmati for a restaurant chain.',
    price: 1200,
    category: 'basmati',
    type: 'buyer',
    imageUrl: '/images/listings/basmati.svg',
    postedDate: '2026-11-21T08:00:00.000Z',
    tags: ['bulk'],
  };

  it('accepts a card without the optional location and urgency', () => {
    expect(feedItemSchema.parse(listing)).toEqual(listing);
  });

  it('refuses a negative price, an unknown urgency and a date that is not ISO', () => {
    expect(feedItemSchema.safeParse({ ...listing, price: -1 }).success).toBe(false);
    expect(feedItemSchema.safeParse({ ...listing, urgency: 'urgent' }).success).toBe(false);
    expect(feedItemSchema.safeParse({ ...listing, postedDate: 'yesterday' }).success).toBe(false);
  });
});

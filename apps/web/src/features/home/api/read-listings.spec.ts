import { describe, expect, it } from '@jest/globals';
import { readListing, readListings } from './read-listings';

const rice = {
  id: '7d3f0c1e-8d1a-4c55-9a55-3c1f1b2f9a10',
  title: 'Need 200 kg basmati rice',
  description: 'Aged 1121 basmati for a restaurant chain, delivered to Pune.',
  price: 480,
  category: 'basmati',
  type: 'buyer',
  imageUrl: '/images/listings/basmati.svg',
  location: 'Pune',
  postedDate: '2026-11-20T08:30:00.000Z',
  tags: ['rice', 'bulk'],
  urgency: 'high',
};

describe('readListing', () => {
  it('reads a listing of docs/product/marketplace.md', () => {
    expect(readListing(rice)).toEqual(rice);
  });

  it('leaves out an empty location and an unknown urgency, and keeps only string tags', () => {
    expect(
      readListing({ ...rice, location: ' ', urgency: 'urgent', tags: ['a', 3, null] }),
    ).toEqual({
      ...rice,
      location: undefined,
      urgency: undefined,
      tags: ['a'],
    });
    const read = readListing({ ...rice, location: null, urgency: null, tags: 'x' });
    expect(read).not.toHaveProperty('location');
    expect(read).not.toHaveProperty('urgency');
    expect(read?.tags).toEqual([]);
  });

  it.each([
    ['a missing id', { ...rice, id: undefined }],
    ['a price given as text', { ...rice, price: '480' }],
    ['a negative price', { ...rice, price: -1 }],
    ['an infinite price', { ...rice, price: Number.POSITIVE_INFINITY }],
    ['an unknown type', { ...rice, type: 'trader' }],
    ['an unreadable date', { ...rice, postedDate: 'yesterday' }],
    ['no image', { ...rice, imageUrl: 42 }],
    ['an array', [rice]],
    ['null', null],
  ])('refuses %s', (_what, value) => {
    expect(readListing(value)).toBeNull();
  });
});

describe('readListings', () => {
  it('reads data.listings and leaves out what cannot be read', () => {
    const seller = { ...rice, id: 'b', type: 'seller', urgency: undefined };
    expect(readListings({ listings: [rice, { id: 1 }, seller] })).toEqual([
      rice,
      readListing(seller),
    ]);
  });

  it('is null when the answer has no listings array', () => {
    expect(readListings({})).toBeNull();
    expect(readListings({ listings: {} })).toBeNull();
    expect(readListings(undefined)).toBeNull();
  });
});

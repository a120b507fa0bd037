import type { ListingFacts, RequirementFacts } from '../score.ts';

/** A requirement and a listing that fit each other well, for the engine's unit tests. */
export const unit = (first: number) =>
  Int8Array.from({ length: 100 }, (_, d) => (d === 0 ? first : 0));

export const requirement = (over: Partial<RequirementFacts> = {}): RequirementFacts => ({
  vector: unit(127),
  category: 'basmati',
  subgroupId: 'fresh-foods',
  groupId: 'agriculture-food',
  quantity: 500,
  quantityUnit: 'kg',
  // For the whole 500 kg: 80 to 110 rupees a kg.
  budgetMinMinor: 4_000_000,
  budgetMaxMinor: 5_500_000,
  currency: 'INR',
  city: 'Delhi',
  country: 'IN',
  latitude: 28.61,
  longitude: 77.21,
  ...over,
});

export const listing = (over: Partial<ListingFacts> = {}): ListingFacts => ({
  vector: unit(127),
  category: 'basmati',
  subgroupId: 'fresh-foods',
  groupId: 'agriculture-food',
  priceType: 'fixed',
  priceMinor: 9_500,
  currency: 'INR',
  priceUnit: 'kg',
  minOrderQuantity: 100,
  minOrderUnit: 'kg',
  availability: 'in_stock',
  city: 'Karnal',
  country: 'IN',
  latitude: 29.69,
  longitude: 76.99,
  publishedAt: new Date('2026-11-20T00:00:00Z'),
  wordsRank: 0.5,
  seller: { verified: false },
  ...over,
});

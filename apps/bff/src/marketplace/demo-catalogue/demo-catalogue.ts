import type { Currency, ListingCondition, PriceType, QuantityUnit } from '@matchbazaar/contracts';
import { categoriesOf, findGroup, type Category } from '@matchbazaar/taxonomy';
import { demoGroupProfiles, type DemoGroupProfile } from './demo-group-profiles.js';
import { demoPlaces, type DemoPlace } from './demo-places.js';
import { demoPriceRanges, demoProducts } from './demo-products.js';
import { demoShops } from './demo-shops.js';

/** The demo catalogue as plain records: the seed writes them, tests read them. */
export interface DemoCatalogue {
  shops: DemoShopRecord[];
  listings: DemoListingRecord[];
  buyers: DemoBuyerRecord[];
  requirements: DemoRequirementRecord[];
}

export interface DemoShopRecord {
  index: number;
  name: string;
  slug: string;
  tagline: string;
  description: string;
  place: DemoPlace;
  createdAt: Date;
}

export interface DemoListingRecord {
  shopIndex: number;
  title: string;
  description: string;
  category: Category;
  priceType: PriceType;
  priceMinor: number | null;
  currency: Currency;
  unit: QuantityUnit;
  minOrderQuantity: number;
  condition: ListingCondition | null;
  tags: string[];
  attributes: { name: string; value: string }[];
  deal: { compareAtMinor: number; endsAt: Date } | null;
  publishedAt: Date;
  viewCount: number;
}

export interface DemoBuyerRecord {
  index: number;
  firstName: string;
  lastName: string;
  place: DemoPlace;
}

export interface DemoRequirementRecord {
  buyerIndex: number;
  title: string;
  description: string;
  category: Category;
  quantity: number;
  unit: QuantityUnit;
  budgetMinMinor: number;
  budgetMaxMinor: number;
  currency: Currency;
  neededBy: Date | null;
  urgency: 'high' | 'medium' | 'low';
  tags: string[];
  publishedAt: Date;
}

const firstNames = [
  'Aarav',
  'Priya',
  'Rahul',
  'Ananya',
  'Vikram',
  'Sneha',
  'Arjun',
  'Kavya',
  'Rohan',
  'Meera',
  'Emily',
  'James',
  'Sofia',
  'Daniel',
  'Olivia',
  'Michael',
  'Isha',
  'Karan',
  'Neha',
  'Aditya',
];
const lastNames = [
  'Sharma',
  'Patel',
  'Iyer',
  'Reddy',
  'Gupta',
  'Nair',
  'Singh',
  'Mehta',
  'Das',
  'Kulkarni',
  'Johnson',
  'Garcia',
  'Miller',
  'Brown',
  'Chen',
  'Davis',
];

/** A small, seeded generator (mulberry32): the same catalogue on every machine. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}

const fill = (text: string, item: string, city: string) =>
  text.replaceAll('{item}', item).replaceAll('{city}', city);

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A round price: two significant figures, as people price things. */
function roundPrice(value: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.max(1, Math.round(value / magnitude) * magnitude);
}

/** Rupees in INR, or about a seventieth of it in whole dollars for US sellers. */
function priceIn(country: 'IN' | 'US', rupees: number): { currency: Currency; minor: number } {
  return country === 'IN'
    ? { currency: 'INR', minor: roundPrice(rupees) * 100 }
    : { currency: 'USD', minor: roundPrice(Math.max(1, rupees / 70)) * 100 };
}

const placeOf = (city: string): DemoPlace => {
  const place = demoPlaces.find((p) => p.city === city);
  if (!place) throw new Error(`demo place ${city} is missing`);
  return place;
};

const profileOf = (groupId: string): DemoGroupProfile => {
  const profile = demoGroupProfiles[groupId];
  if (!profile) throw new Error(`demo profile for ${groupId} is missing`);
  return profile;
};

const DAY = 86_400_000;

/**
 * Picks what a post is about: most often a category with named products (so searches for
 * tomatoes or an iPhone find something), taking its products in turn so each one appears; else
 * any category of the group under its own name.
 */
function subjectPicker(rnd: { next: () => number; pick: <T>(items: readonly T[]) => T }) {
  const used = new Map<string, number>();
  return (groupId: string): { category: Category; item: string } => {
    const pool = categoriesOf(groupId);
    const named = pool.filter((category) => demoProducts[category.id]);
    const category = named.length > 0 && rnd.next() < 0.7 ? rnd.pick(named) : rnd.pick(pool);
    const products = demoProducts[category.id];
    if (!products) return { category, item: category.label };
    const turn = used.get(category.id) ?? 0;
    used.set(category.id, turn + 1);
    return { category, item: products[turn % products.length] ?? category.label };
  };
}

/**
 * Builds the catalogue relative to `now`: shops opened months ago, listings published over the
 * last 60 days (one in seven with a live deal), requirements over the last 25 days.
 */
export function buildDemoCatalogue(
  now: Date,
  size = { listings: 1_500, requirements: 300, buyers: 30 },
): DemoCatalogue {
  const rnd = random(20_261_124);
  const at = (daysAgoMax: number, daysAgoMin = 0) =>
    new Date(now.getTime() - (daysAgoMin + rnd.next() * (daysAgoMax - daysAgoMin)) * DAY);

  const shops = demoShops.map((shop, index) => {
    const place = placeOf(shop.city);
    const groups = shop.groups.map((id) => findGroup(id)?.label ?? id).join(', ');
    return {
      index,
      name: shop.name,
      slug: slugOf(shop.name),
      tagline: shop.tagline,
      description: `${shop.name} is a ${place.city} business selling ${groups}. ${shop.tagline}. We answer inquiries within a day and ship across ${place.country === 'IN' ? 'India' : 'the US'}.`,
      place,
      createdAt: at(400, 90),
    };
  });

  const offerSubject = subjectPicker(rnd);
  const requestSubject = subjectPicker(rnd);
  const listings: DemoListingRecord[] = [];
  for (let i = 0; i < size.listings; i++) {
    const shopIndex = i % demoShops.length;
    const shop = demoShops[shopIndex]!;
    const place = shops[shopIndex]!.place;
    const groupId = rnd.pick(shop.groups);
    const profile = profileOf(groupId);
    const { category, item } = offerSubject(groupId);
    const title = fill(rnd.pick(profile.offerTitles), item, place.city).slice(0, 120);
    const lines = [...profile.offerLines].sort(() => rnd.next() - 0.5).slice(0, 3);
    const description = [
      `Offered by ${shop.name} in ${place.city}.`,
      ...lines.map((line) => fill(line, item, place.city)),
    ].join('\n');
    const roll = rnd.next();
    const priceType: PriceType = roll < 0.06 ? 'on_request' : roll < 0.4 ? 'negotiable' : 'fixed';
    const [low, high] = demoPriceRanges[category.id] ?? profile.priceInr;
    const price = priceIn(place.country, low * (high / low) ** rnd.next());
    const hasDeal = priceType === 'fixed' && rnd.next() < 0.35;
    const attributes = profile.attributes.map(([name, values]) => ({
      name,
      value: rnd.pick(values),
    }));
    listings.push({
      shopIndex,
      title,
      description,
      category,
      priceType,
      priceMinor: priceType === 'on_request' ? null : price.minor,
      currency: price.currency,
      unit: profile.unit,
      minOrderQuantity: rnd.int(profile.minOrder[0], profile.minOrder[1]),
      condition: profile.hasCondition
        ? rnd.pick<ListingCondition>(['new', 'new', 'new', 'used', 'refurbished'])
        : null,
      tags: [item.toLowerCase(), findGroup(groupId)?.label.toLowerCase() ?? groupId].slice(0, 10),
      attributes,
      deal: hasDeal
        ? {
            // Rounding a small price can land on the price itself: a deal is always above it.
            compareAtMinor:
              Math.max(
                roundPrice((price.minor / 100) * (1.1 + rnd.next() * 0.4)),
                price.minor / 100 + 1,
              ) * 100,
            endsAt: new Date(now.getTime() + (0.2 + rnd.next() * 12) * DAY),
          }
        : null,
      publishedAt: at(60),
      viewCount: rnd.int(0, 900),
    });
  }

  const buyers = Array.from({ length: size.buyers }, (_, index) => ({
    index,
    firstName: firstNames[index % firstNames.length]!,
    lastName: lastNames[(index * 7) % lastNames.length]!,
    place: demoPlaces[index % demoPlaces.length]!,
  }));

  const groupIds = Object.keys(demoGroupProfiles);
  const requirements: DemoRequirementRecord[] = [];
  for (let i = 0; i < size.requirements; i++) {
    const buyer = buyers[i % buyers.length]!;
    const groupId = groupIds[i % groupIds.length]!;
    const profile = profileOf(groupId);
    const { category, item } = requestSubject(groupId);
    const city = buyer.place.city;
    const title = fill(rnd.pick(profile.requestTitles), item, city).slice(0, 120);
    const description = [
      `Posted by a buyer in ${city}.`,
      ...[...profile.requestLines].sort(() => rnd.next() - 0.5).slice(0, 2),
    ]
      .map((line) => fill(line, item, city))
      .join('\n');
    const quantity = rnd.int(
      profile.minOrder[0],
      Math.max(profile.minOrder[0], profile.minOrder[1] * 4),
    );
    const [low, high] = demoPriceRanges[category.id] ?? profile.priceInr;
    const unitPrice = low * (high / low) ** rnd.next();
    const min = priceIn(buyer.place.country, unitPrice * quantity * 0.8);
    const max = priceIn(buyer.place.country, unitPrice * quantity * 1.2);
    const publishedAt = at(25);
    requirements.push({
      buyerIndex: buyer.index,
      title,
      description,
      category,
      quantity,
      unit: profile.unit,
      budgetMinMinor: min.minor,
      budgetMaxMinor: Math.max(max.minor, min.minor),
      currency: min.currency,
      neededBy: rnd.next() < 0.8 ? new Date(now.getTime() + rnd.int(3, 60) * DAY) : null,
      urgency: rnd.pick(['high', 'medium', 'medium', 'low'] as const),
      tags: [item.toLowerCase()],
      publishedAt,
    });
  }
  return { shops, listings, buyers, requirements };
}

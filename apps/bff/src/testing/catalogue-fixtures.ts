import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { Image } from '../marketplace/images/image.entity.js';

/** Photos as if `ownerId` had uploaded them (the upload pipeline has its own spec). */
export async function uploadedPhotos(
  app: NestFastifyApplication,
  ownerId: string,
  count = 2,
): Promise<string[]> {
  const em = app.get(EntityManager).fork();
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const id of ids) {
    em.create(Image, {
      id,
      ownerId,
      contentHash: randomBytes(32).toString('hex'),
      width: 800,
      height: 600,
    });
  }
  await em.flush();
  return ids;
}

let lots = 0;
/**
 * A basmati listing from Karnal (coordinates given), published at once: what the matching and
 * saved-search specs post. `title` names the lot: each call's is new (the duplicate check).
 */
export const basmatiListingBody = (
  imageIds: string[],
  title: (lot: number) => string,
  extra: Record<string, unknown> = {},
) => ({
  title: title(++lots),
  description: 'Aged 1121 basmati from Karnal, sortex cleaned, packed in 25 kg sacks. Grade A.',
  category: 'basmati',
  price: { type: 'fixed', amountMinor: 9_500, currency: 'INR', unit: 'kg' },
  minOrder: { quantity: 100, unit: 'kg' },
  availability: 'in_stock',
  condition: 'new',
  imageIds,
  tags: ['rice'],
  place: { city: 'Karnal', country: 'IN', coordinates: { latitude: 29.69, longitude: 76.99 } },
  intent: 'publish',
  ...extra,
});

/**
 * A published requirement for red onions in Mumbai, the body the catalogue, conversation,
 * dashboard and moderation specs start from. The title is fixed and there is no urgency: a spec
 * posting several (the duplicate check) passes its own title, and sets urgency when it needs one.
 */
export const onionRequirementBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Need 2 tonnes of red onions',
  description: 'Looking for a steady supplier of red onions, medium size, for our restaurants.',
  category: 'fresh-vegetables',
  quantity: { amount: 2, unit: 'tonne' },
  budget: { minMinor: 2_000_000, maxMinor: 3_000_000, currency: 'INR' },
  place: { city: 'Mumbai', country: 'IN' },
  intent: 'publish',
  ...overrides,
});

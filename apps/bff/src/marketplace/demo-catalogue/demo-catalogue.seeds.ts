import { Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashPassword } from '../../identity/auth/password-hashing.js';
import type { Seed } from '../../platform/database/seed-runner.js';
import { rasterizeSvg, renderVariants } from '../images/image-processing.js';
import { EntitiesById } from '../../platform/database/entities-by-id.js';
import { PreparedSql } from '../../platform/database/prepared-sql.js';
import { ImagesRepository } from '../images/images.repository.js';
import { ListingImage } from '../listings/listing-image.entity.js';
import { Listing } from '../listings/listing.entity.js';
import { Requirement } from '../requirements/requirement.entity.js';
import { Shop } from '../shops/shop.entity.js';
import { User } from '../../identity/users/user.entity.js';
import { buildDemoCatalogue } from './demo-catalogue.js';

/** The subgroup covers the web app ships; the demo's photos are rendered from them. */
const coverDirectory = path.resolve(import.meta.dirname, '../../../../web/public/images/listings');

const DAY = 86_400_000;
const logger = new Logger('DemoCatalogue');

/**
 * The demo catalogue (DEMO_CATALOGUE=true): its sellers' and buyers' accounts (example.com
 * addresses with an unknown password, so nobody signs in as them), shops, listings with photos
 * and open requirements. Written as rows, not through the API, so it takes seconds.
 */
export function demoCatalogueSeeds(now: () => Date = () => new Date()): Seed[] {
  return [
    {
      name: 'catalogue.demo',
      run: async (em) => {
        const started = Date.now();
        const seededAt = now();
        const catalogue = buildDemoCatalogue(seededAt);
        const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
        const verifiedAt = new Date(seededAt.getTime() - 200 * DAY);

        // Rows are written parent first: the entities declare no relations for the ORM to order.
        const owners = catalogue.shops.map((shop) =>
          em.create(User, {
            firstName: shop.name.split(' ')[0] ?? shop.name,
            lastName: 'Team',
            email: `${shop.slug}@shops.example.com`,
            phone: null,
            passwordHash,
            role: 'trader',
            emailVerifiedAt: verifiedAt,
            phoneVerifiedAt: shop.index % 3 === 0 ? null : verifiedAt,
            createdAt: shop.createdAt,
          }),
        );
        const buyers = catalogue.buyers.map((buyer) =>
          em.create(User, {
            firstName: buyer.firstName,
            lastName: buyer.lastName,
            email: `buyer${buyer.index + 1}@buyers.example.com`,
            phone: null,
            passwordHash,
            role: 'user',
            emailVerifiedAt: verifiedAt,
            createdAt: verifiedAt,
          }),
        );
        await em.flush();

        const shops = catalogue.shops.map((shop) => {
          const owner = owners[shop.index]!;
          return em.create(Shop, {
            ownerId: owner.id,
            slug: shop.slug,
            name: shop.name,
            tagline: shop.tagline,
            description: shop.description,
            city: shop.place.city,
            region: shop.place.region,
            country: shop.place.country,
            latitude: shop.place.latitude,
            longitude: shop.place.longitude,
            showContact: shop.index % 2 === 0,
            listingCount: catalogue.listings.filter((l) => l.shopIndex === shop.index).length,
            responseTimeMinutes: 20 + ((shop.index * 37) % 300),
            createdAt: shop.createdAt,
          });
        });
        await em.flush();

        const covers = await renderCovers(em, shops[0]!.ownerId, catalogue.listings);
        const photos: { listingId: string; position: number; imageId: string }[] = [];
        for (const listing of catalogue.listings) {
          const shop = shops[listing.shopIndex]!;
          const row = em.create(Listing, {
            shopId: shop.id,
            sellerId: shop.ownerId,
            title: listing.title,
            description: listing.description,
            category: listing.category.id,
            subgroupId: listing.category.subgroupId,
            groupId: listing.category.groupId,
            priceType: listing.priceType,
            priceMinor: listing.priceMinor,
            currency: listing.currency,
            priceUnit: listing.unit,
            minOrderQuantity: listing.minOrderQuantity,
            minOrderUnit: listing.unit,
            availability: 'in_stock',
            condition: listing.condition,
            city: shop.city,
            region: shop.region,
            country: shop.country,
            latitude: shop.latitude,
            longitude: shop.longitude,
            tags: listing.tags,
            attributes: listing.attributes,
            dealCompareAtMinor: listing.deal?.compareAtMinor ?? null,
            dealEndsAt: listing.deal?.endsAt ?? null,
            status: 'published',
            publishedAt: listing.publishedAt,
            expiresAt: new Date(listing.publishedAt.getTime() + 90 * DAY),
            viewCount: listing.viewCount,
            createdAt: listing.publishedAt,
          });
          const cover = covers.get(listing.category.subgroupId);
          if (cover) photos.push({ listingId: row.id, position: 0, imageId: cover });
        }
        await em.flush();
        for (const photo of photos) em.create(ListingImage, photo);
        for (const requirement of catalogue.requirements) {
          const buyer = buyers[requirement.buyerIndex]!;
          const place = catalogue.buyers[requirement.buyerIndex]!.place;
          em.create(Requirement, {
            buyerId: buyer.id,
            title: requirement.title,
            description: requirement.description,
            category: requirement.category.id,
            subgroupId: requirement.category.subgroupId,
            groupId: requirement.category.groupId,
            quantity: requirement.quantity,
            quantityUnit: requirement.unit,
            budgetMinMinor: requirement.budgetMinMinor,
            budgetMaxMinor: requirement.budgetMaxMinor,
            currency: requirement.currency,
            neededBy: requirement.neededBy?.toISOString().slice(0, 10) ?? null,
            urgency: requirement.urgency,
            city: place.city,
            region: place.region,
            country: place.country,
            latitude: place.latitude,
            longitude: place.longitude,
            tags: requirement.tags,
            status: 'open',
            publishedAt: requirement.publishedAt,
            expiresAt: new Date(requirement.publishedAt.getTime() + 30 * DAY),
            createdAt: requirement.publishedAt,
          });
        }
        await em.flush();
        logger.log(
          `${shops.length} shops, ${catalogue.listings.length} listings and ${catalogue.requirements.length} requirements in ${Date.now() - started} ms`,
        );
      },
    },
  ];
}

/** One photo per subgroup the listings use, rendered from the web app's cover drawings. */
async function renderCovers(
  em: EntityManager,
  ownerId: string,
  listings: readonly { category: { subgroupId: string } }[],
): Promise<Map<string, string>> {
  const covers = new Map<string, string>();
  const images = new ImagesRepository(em, new EntitiesById(em, new PreparedSql(em)));
  if (!existsSync(coverDirectory)) {
    logger.warn(`No cover drawings at ${coverDirectory}: demo listings go without photos`);
    return covers;
  }
  for (const subgroupId of new Set(listings.map((l) => l.category.subgroupId))) {
    const file = path.join(coverDirectory, `${subgroupId}.svg`);
    if (!existsSync(file)) continue;
    const png = await rasterizeSvg(readFileSync(file), 1200);
    const contentHash = createHash('sha256').update(png).digest('hex');
    const image = await images.create(ownerId, contentHash, await renderVariants(png));
    covers.set(subgroupId, image.id);
  }
  return covers;
}

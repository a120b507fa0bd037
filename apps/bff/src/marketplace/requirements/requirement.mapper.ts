import type { RequirementCard, RequirementDetail, ResourceRef } from '@matchbazaar/contracts';
import type { Image } from '../images/image.entity.js';
import { toPostImage } from '../images/image-urls.js';
import { isVerified } from '../shops/shop.mapper.js';
import type { User } from '../../identity/users/user.entity.js';
import type { Requirement } from './requirement.entity.js';

export const requirementResource = (requirement: Requirement): ResourceRef<'requirement'> => ({
  kind: 'requirement',
  ownerIds: [requirement.buyerId],
  status: requirement.status,
});

export interface RequirementContext {
  buyer: User | undefined;
  images: Image[];
}

/** How a buyer is named to others: first name and the initial of the last ("Asha K."). */
export function buyerDisplayName(buyer: User | undefined): string {
  if (!buyer) return 'A buyer';
  const initial = buyer.lastName.trim().charAt(0);
  return `${buyer.firstName.trim()}${initial ? ` ${initial.toUpperCase()}.` : ''}`;
}

/** needed_by comes back from PostgreSQL as a Date at midnight UTC, or as the text itself. */
function isoDay(value: Date | string | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export function toRequirementCard(
  requirement: Requirement,
  { buyer, images }: RequirementContext,
  extra: { distanceKm?: number; snippet?: string } = {},
): RequirementCard {
  const cover = images[0];
  return {
    id: requirement.id,
    title: requirement.title,
    category: requirement.category,
    subgroupId: requirement.subgroupId,
    groupId: requirement.groupId,
    quantity: {
      amount: requirement.quantity,
      unit: requirement.quantityUnit as RequirementCard['quantity']['unit'],
    },
    budget: {
      minMinor: requirement.budgetMinMinor ?? null,
      maxMinor: requirement.budgetMaxMinor ?? null,
      currency: requirement.currency,
    },
    neededBy: isoDay(requirement.neededBy),
    urgency: requirement.urgency,
    place: {
      city: requirement.city,
      region: requirement.region ?? null,
      country: requirement.country,
    },
    image: cover ? toPostImage(cover, requirement.title) : null,
    buyer: {
      id: requirement.buyerId,
      displayName: buyerDisplayName(buyer),
      verified: isVerified(buyer),
    },
    status: requirement.status,
    publishedAt: requirement.publishedAt?.toISOString() ?? null,
    ...(extra.distanceKm !== undefined && { distanceKm: Math.round(extra.distanceKm * 10) / 10 }),
    ...(extra.snippet !== undefined && { snippet: extra.snippet }),
  };
}

export function toRequirementDetail(
  requirement: Requirement,
  context: RequirementContext,
  viewer: { privileged: boolean },
): RequirementDetail {
  return {
    ...toRequirementCard(requirement, context),
    description: requirement.description,
    images: context.images.map((image, index) =>
      toPostImage(
        image,
        index === 0 ? requirement.title : `${requirement.title}, photo ${index + 1}`,
      ),
    ),
    tags: [...requirement.tags],
    place: {
      city: requirement.city,
      region: requirement.region ?? null,
      country: requirement.country,
      coordinates:
        requirement.latitude != null && requirement.longitude != null
          ? { latitude: requirement.latitude, longitude: requirement.longitude }
          : null,
    },
    closeReason: requirement.closeReason ?? null,
    rejectionReason: viewer.privileged ? (requirement.rejectionReason ?? null) : null,
    viewCount: requirement.viewCount,
    createdAt: requirement.createdAt.toISOString(),
    updatedAt: requirement.updatedAt.toISOString(),
    expiresAt: requirement.expiresAt?.toISOString() ?? null,
  };
}

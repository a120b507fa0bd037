import { HttpStatus, Injectable } from '@nestjs/common';
import {
  listingLifecycle,
  messages,
  type Actor,
  type ListingCard,
  type ListingDetail,
  type ListingEvent,
  type ListingPage,
  type ListingRequest,
  type ListingStatus,
  type ListingStatusRequest,
  type PageQuery,
} from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { keysetFromCursor } from '../../platform/common/post-keyset.js';
import { ImagesRepository } from '../images/images.repository.js';
import type { PostViewer } from '../posts/post-routes.js';
import { PostCollaborators, PostService, type Caller } from '../posts/post-service.js';
import { RecentViewsService } from '../recent-views/recent-views.service.js';
import { ListingVisits } from '../listing-visits/listing-visits.js';
import { ShopsRepository } from '../shops/shops.repository.js';
import { ShopsService } from '../shops/shops.service.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { Listing } from './listing.entity.js';
import {
  listingResource,
  toListingCard,
  toListingDetail,
  type ListingContext,
} from './listing.mapper.js';
import { applyListingRequest } from './listing-fields.js';
import { ListingQuota } from './listing-quota.js';
import { ListingsRepository } from './listings.repository.js';

const m = messages.catalogue;

/**
 * Sellers' listings (docs/product/marketplace.md) on the core every post shares (PostService):
 * what is a listing's own is the seller's shop and quota, its fields and photos, pausing, the
 * views the seller analytics count, its cards with their shops, and a shop's page.
 */
@Injectable()
export class ListingsService extends PostService<
  Listing,
  ListingStatus,
  ListingEvent,
  ListingRequest,
  ListingStatusRequest,
  ListingDetail,
  ListingCard
> {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly shopsRepository: ShopsRepository,
    private readonly shops: ShopsService,
    private readonly users: UsersRepository,
    private readonly images: ImagesRepository,
    private readonly recentViews: RecentViewsService,
    private readonly visits: ListingVisits,
    private readonly quota: ListingQuota,
    shared: PostCollaborators,
  ) {
    super(
      {
        kind: 'listing',
        lifecycle: listingLifecycle,
        publicStatus: 'published',
        authorOf: (listing) => listing.sellerId,
        resource: listingResource,
        checkedTexts: (listing) => [
          listing.title,
          listing.description,
          ...listing.tags,
          ...listing.attributes.map(({ name, value }) => `${name} ${value}`),
        ],
        store: listings,
        texts: { notYours: m.notYourListing, duplicateTitle: m.duplicateTitle },
      },
      shared,
    );
  }

  /** Only a seller with a shop, and room in their quota, posts a listing: in that shop. */
  protected async start(caller: Caller): Promise<Listing> {
    this.shared.access.requireCapability(caller, 'open', 'shop', m.sellerOnly);
    const shop = await this.shops.ownedBy(caller.userId);
    if (!shop) throw new ApiException(HttpStatus.CONFLICT, m.shopRequired);
    await this.quota.assertRoom(caller.userId);
    const listing = new Listing();
    listing.shopId = shop.id;
    listing.sellerId = caller.userId;
    return listing;
  }

  protected async fill(listing: Listing, request: ListingRequest): Promise<void> {
    const shop = await this.shopsRepository.findById(listing.shopId);
    if (!shop) throw new ApiException(HttpStatus.NOT_FOUND, m.listingNotFound);
    applyListingRequest(listing, request, shop);
  }

  /** A listing goes out with at least one photo: the form's, or the ones it has. */
  protected async readyToSubmit(listing: Listing, imageIds?: readonly string[]): Promise<void> {
    const ids = imageIds ?? (await this.listings.imageIdsOf([listing.id])).get(listing.id);
    if (ids?.length === 0) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: 'imageIds', msg: m.imagesRequired },
      ]);
    }
  }

  /** Submit and renew (checked as posting is), pause, resume, close. */
  protected async applyStatus(listing: Listing, { action }: ListingStatusRequest): Promise<void> {
    if (action === 'submit' || action === 'renew') {
      await this.readyToSubmit(listing);
      await this.rules.submit(listing, action);
    } else {
      this.rules.move(listing, action);
    }
  }

  /**
   * A view counts once a day per viewer and never a bot's (docs/product/seller-analytics.md), and
   * a signed-in viewer's recent views remember it. The listing's lifetime count and the
   * dashboard's days count the same views as the seller analytics, so the three numbers agree.
   */
  protected async viewed(listing: Listing, viewer: Actor, from?: PostViewer): Promise<boolean> {
    if (viewer) await this.recentViews.record(viewer.userId, listing.id);
    return (
      from !== undefined &&
      (await this.visits.record(listing, { userId: viewer?.userId ?? null, ...from }))
    );
  }

  protected own(listing: Listing) {
    return {
      viewCount: listing.viewCount,
      saveCount: listing.saveCount,
      rejectionReason: listing.rejectionReason ?? null,
    };
  }

  /** A shop's published listings (by shop id or its seller's id). */
  async ofAuthor(key: string, query: PageQuery): Promise<ListingPage> {
    const shop =
      (await this.shopsRepository.findById(key)) ?? (await this.shopsRepository.findByOwner(key));
    if (!shop) throw new ApiException(HttpStatus.NOT_FOUND, m.shopNotFound);
    const after = keysetFromCursor(query.cursor);
    const rows = await this.listings.publishedOfShop(shop.id, after, query.limit + 1);
    return this.publishedPage(rows, query.limit);
  }

  /** Cards for listings, their shops, owners and cover photos loaded in a few queries. */
  async cards(
    rows: readonly Listing[],
    extras: ReadonlyMap<string, { distanceKm?: number; snippet?: string }> = new Map(),
  ): Promise<ListingCard[]> {
    const contexts = await this.contexts(rows);
    return rows.flatMap((row) => {
      const context = contexts.get(row.id);
      return context ? [toListingCard(row, context, extras.get(row.id))] : [];
    });
  }

  private async contexts(rows: readonly Listing[]): Promise<Map<string, ListingContext>> {
    const [shops, imageIds] = await Promise.all([
      this.shopsRepository.findByIds(rows.map((row) => row.shopId)),
      this.listings.imageIdsOf(rows.map((row) => row.id)),
    ]);
    const [owners, images] = await Promise.all([
      this.users.findByIds([...shops.values()].map((shop) => shop.ownerId)),
      this.images.findByIds([...imageIds.values()].flat()),
    ]);
    const contexts = new Map<string, ListingContext>();
    for (const row of rows) {
      const shop = shops.get(row.shopId);
      if (!shop) continue;
      contexts.set(row.id, {
        shop,
        owner: owners.get(shop.ownerId),
        images: (imageIds.get(row.id) ?? []).flatMap((imageId) => {
          const image = images.get(imageId);
          return image ? [image] : [];
        }),
      });
    }
    return contexts;
  }

  protected async detail(listing: Listing, viewer: Actor): Promise<ListingDetail> {
    const context = (await this.contexts([listing])).get(listing.id);
    if (!context) throw new ApiException(HttpStatus.NOT_FOUND, m.listingNotFound);
    const shopView = await this.shops.view(context.shop);
    const privileged = this.rules.privileged(viewer, listing);
    const saved = viewer ? await this.isSaved(viewer.userId, listing.id) : false;
    return toListingDetail(listing, { ...context, shopView }, { privileged, saved });
  }

  private isSaved(userId: string, listingId: string): Promise<boolean> {
    return this.listings.isSavedBy(userId, listingId);
  }
}

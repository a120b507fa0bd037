import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  listingLifecycle,
  messages,
  type Actor,
  type ListingAuthorAction,
  type ListingCard,
  type ListingDetail,
  type ListingEvent,
  type ListingPage,
  type ListingRequest,
  type ListingStatus,
  type ModerationRequest,
  type MyListingsQuery,
  type PageQuery,
} from '@matchbazaar/contracts';
import { ActivityRepository } from '../../identity/activity/activity.repository.js';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { MatchingJobs } from '../matching-jobs/matching-jobs.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { keysetFromCursor, pageOf } from '../../platform/common/post-keyset.js';
import { ImagesRepository } from '../images/images.repository.js';
import { ModerationMailer } from '../moderation/moderation-mailer.js';
import { ModerationPolicy } from '../moderation/moderation-policy.js';
import { PostRules } from '../posts/post-rules.js';
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
import { ResourceAccess } from '../../platform/policy/resource-access.js';

const m = messages.catalogue;
type Caller = NonNullable<Actor>;

/**
 * Sellers' listings (docs/product/marketplace.md): posting and editing, the status life, staff
 * moderation, one listing's page and the sellers' own lists. Who may do what is the access policy's.
 */
@Injectable()
export class ListingsService {
  private readonly logger = new Logger(ListingsService.name);
  private readonly rules: PostRules<Listing, ListingStatus, ListingEvent>;

  constructor(
    private readonly listings: ListingsRepository,
    private readonly shopsRepository: ShopsRepository,
    private readonly shops: ShopsService,
    private readonly users: UsersRepository,
    private readonly images: ImagesRepository,
    moderation: ModerationPolicy,
    private readonly recentViews: RecentViewsService,
    mailer: ModerationMailer,
    private readonly activity: ActivityRepository,
    audit: AuditLog,
    private readonly matchingJobs: MatchingJobs,
    private readonly visits: ListingVisits,
    private readonly quota: ListingQuota,
    private readonly access: ResourceAccess,
  ) {
    this.rules = new PostRules(
      {
        kind: 'listing',
        lifecycle: listingLifecycle,
        publicStatus: 'published',
        reviewStatus: 'pending_review',
        authorOf: (listing) => listing.sellerId,
        resource: listingResource,
        checkedTexts: (listing) => [
          listing.title,
          listing.description,
          ...listing.tags,
          ...listing.attributes.map(({ name, value }) => `${name} ${value}`),
        ],
        find: (id) => listings.findById(id),
        save: (listing) => listings.save(listing),
        titleUsedSince: (...args) => listings.titleUsedSince(...args),
        texts: {
          notFound: m.listingNotFound,
          notYours: m.notYourListing,
          duplicateTitle: m.duplicateTitle,
          status: (status) => m.listingStatuses[status],
        },
      },
      moderation,
      images,
      audit,
      mailer,
      access,
    );
  }

  /** Posts a listing in the caller's shop, as a draft or submitted. */
  async create(caller: Caller, request: ListingRequest): Promise<ListingDetail> {
    this.access.requireCapability(caller, 'open', 'shop', m.sellerOnly);
    const shop = await this.shops.ownedBy(caller.userId);
    if (!shop) throw new ApiException(HttpStatus.CONFLICT, m.shopRequired);
    await this.quota.assertRoom(caller.userId);
    await this.rules.checkImages(caller.userId, request.imageIds);
    await this.rules.refuseDuplicate(caller.userId, request.title);

    const listing = new Listing();
    listing.shopId = shop.id;
    listing.sellerId = caller.userId;
    listing.status = 'draft';
    applyListingRequest(listing, request, shop);
    if (request.intent === 'publish') await this.rules.submit(listing);
    await this.listings.save(listing, request.imageIds);
    this.logger.log(`Listing ${listing.id} saved as ${listing.status}`);
    await this.activity.recordPost('listing.posted', caller.userId, listing);
    await this.matchingJobs.postSaved({ kind: 'listing', ...listing });
    return this.detail(listing, caller);
  }

  /** Saves the author's changes; `publish` submits a draft or rejected listing. */
  async update(caller: Caller, id: string, request: ListingRequest): Promise<ListingDetail> {
    const listing = await this.rules.authorized(caller, id, 'update');
    await this.rules.checkImages(caller.userId, request.imageIds);
    if (request.title.toLowerCase() !== listing.title.toLowerCase()) {
      await this.rules.refuseDuplicate(caller.userId, request.title, listing.id);
    }
    const shop = await this.shopsRepository.findById(listing.shopId);
    if (!shop) throw new ApiException(HttpStatus.NOT_FOUND, m.listingNotFound);
    applyListingRequest(listing, request, shop);
    if (request.intent === 'publish' && ['draft', 'rejected'].includes(listing.status)) {
      if (request.imageIds.length === 0) this.imagesRequired();
      await this.rules.submit(listing);
    } else {
      await this.rules.checkEdit(listing);
    }
    await this.listings.save(listing, request.imageIds);
    await this.activity.recordPost('listing.changed', caller.userId, listing);
    await this.matchingJobs.postSaved({ kind: 'listing', ...listing });
    return this.detail(listing, caller);
  }

  /** The author's status changes: submit, pause, resume, close, renew. */
  async changeStatus(
    caller: Caller,
    id: string,
    action: ListingAuthorAction,
  ): Promise<ListingDetail> {
    const listing = await this.rules.authorized(caller, id, 'changeStatus');
    if (action === 'submit' || action === 'renew') {
      if ((await this.listings.imageIdsOf([listing.id])).get(listing.id)?.length === 0) {
        this.imagesRequired();
      }
      await this.rules.submit(listing, action);
    } else {
      this.rules.move(listing, action);
    }
    await this.listings.save(listing);
    await this.activity.recordPost('listing.statusChanged', caller.userId, listing);
    await this.matchingJobs.postSaved({ kind: 'listing', ...listing });
    return this.detail(listing, caller);
  }

  /** Staff decisions: approve a listing in review, reject or close one with a reason (mailed). */
  async moderate(caller: Caller, id: string, request: ModerationRequest): Promise<ListingDetail> {
    const listing = await this.rules.moderate(caller, id, request);
    this.logger.log(`Listing ${listing.id} ${request.action} by ${caller.userId}`);
    await this.matchingJobs.postSaved({ kind: 'listing', ...listing });
    return this.detail(listing, caller);
  }

  /** Deletes a draft (other statuses are closed instead, so buyers' links keep working). */
  async delete(caller: Caller, id: string): Promise<void> {
    const listing = await this.rules.authorized(caller, id, 'delete');
    await this.listings.remove(listing);
  }

  /**
   * One listing's page for anyone who may see it. A view by someone other than the author counts,
   * and a signed-in viewer's recent views remember it. With the client (`from`), the seller
   * analytics count it too, once a day per viewer and never a bot's
   * (docs/product/seller-analytics.md).
   */
  async get(
    viewer: Actor,
    id: string,
    from?: { address: string; userAgent: string },
  ): Promise<ListingDetail> {
    const listing = await this.rules.findVisible(viewer, id);
    const isAuthor = viewer?.userId === listing.sellerId;
    if (!isAuthor && listing.status === 'published') {
      if (viewer) await this.recentViews.record(viewer.userId, listing.id);
      // One definition of a view everywhere (docs/product/seller-analytics.md): once per viewer
      // and UTC day, bots never. The listing's lifetime count and the dashboard's days count the
      // same views as the seller analytics, so the three numbers agree.
      const counted =
        from !== undefined &&
        (await this.visits.record(listing, { userId: viewer?.userId ?? null, ...from }));
      if (counted) {
        listing.viewCount += 1;
        await this.listings.countView(listing.id);
      }
    }
    return this.detail(listing, viewer);
  }

  /** The seller's own listings in every status, with how many there are in each. */
  async mine(caller: Caller, query: MyListingsQuery): Promise<ListingPage> {
    const after = keysetFromCursor(query.cursor);
    const [rows, counts] = await Promise.all([
      this.listings.mine(caller.userId, query.status, after, query.limit + 1),
      this.listings.countsByStatus(caller.userId),
    ]);
    const page = await this.page(rows, query.limit, 'createdAt');
    // The author's own list also says how each listing is doing (and why one was rejected).
    const byId = new Map(rows.map((row) => [row.id, row]));
    const items = page.items.map((card) => {
      const row = byId.get(card.id);
      return row
        ? {
            ...card,
            own: {
              viewCount: row.viewCount,
              saveCount: row.saveCount,
              rejectionReason: row.rejectionReason ?? null,
            },
          }
        : card;
    });
    return { ...page, items, counts };
  }

  /** A shop's published listings (by shop id, slug or its seller's id). */
  async ofShop(key: string, query: PageQuery): Promise<ListingPage> {
    const shop =
      (await this.shopsRepository.findById(key)) ?? (await this.shopsRepository.findByOwner(key));
    if (!shop) throw new ApiException(HttpStatus.NOT_FOUND, m.shopNotFound);
    const after = keysetFromCursor(query.cursor);
    const rows = await this.listings.publishedOfShop(shop.id, after, query.limit + 1);
    return this.page(rows, query.limit, 'publishedAt');
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

  private async page(
    rows: Listing[],
    limit: number,
    column: 'createdAt' | 'publishedAt',
  ): Promise<ListingPage> {
    const { items, nextCursor } = pageOf(rows, limit, (row) => row[column]);
    return { items: await this.cards(items), nextCursor };
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

  private async detail(listing: Listing, viewer: Actor): Promise<ListingDetail> {
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

  private imagesRequired(): never {
    throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
      { path: 'imageIds', msg: m.imagesRequired },
    ]);
  }
}

import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  effectivePublishedAt,
  messages,
  ratingSummaryOf,
  reviewWindowEnd,
  reviewWindowOpen,
  serverEvents,
  type Actor,
  type OrderReviews,
  type PublicReview,
  type ReportedReview,
  type ReviewReportsQuery,
  type ReviewRequest,
  type ReviewSide,
  type ReviewsPage,
  type ReviewsQuery,
} from '@matchbazaar/contracts';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { encodeCursor } from '../../platform/common/keyset-cursor.js';
import { keysetFromCursor } from '../../platform/common/post-keyset.js';
import { runAsOneRequest } from '../../platform/common/request-scope.js';
import { Transactions } from '../../platform/database/transactions.js';
import { listingResource } from '../listings/listing.mapper.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { NotificationsService, type NotifyInput } from '../notifications/notifications.service.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { ShopsRepository } from '../shops/shops.repository.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { Review } from './review.entity.js';
import {
  orderReviewResource,
  partyName,
  reviewResource,
  toOwnReview,
  toPublicReview,
  type ReviewNames,
} from './review.mapper.js';
import {
  ReviewsRepository,
  type Published,
  type ReviewedOrder,
  type ReviewedThing,
} from './reviews.repository.js';

const m = messages.reviews;
type Caller = NonNullable<Actor>;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The moderators' queue shows this many reviews at most, most recently reported first. */
const QUEUE_SIZE = 100;

/**
 * Reviews after an order (docs/product/reviews.md): each side of a completed order reviews the
 * other once within 14 days; blind until both wrote (published together, in the transaction
 * that stores the second) or the window ended (counted so at read time, written down by the
 * sweep); the subject replies once; anyone signed in reports; moderators hide with a reason.
 * Every publication or hiding recomputes the shop's and listing's rating from the buyers'
 * published, visible reviews (what matching reads), then tells both parties.
 */
@Injectable()
export class ReviewsService {
  private readonly logger = new Logger(ReviewsService.name);

  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly shops: ShopsRepository,
    private readonly listings: ListingsRepository,
    private readonly users: UsersRepository,
    private readonly access: ResourceAccess,
    private readonly transactions: Transactions,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditLog,
    private readonly realtime: RealtimeService,
  ) {}

  /** POST orders/:id/reviews: the caller's review of the other side (their side is derived). */
  async write(caller: Caller, orderId: string, request: ReviewRequest): Promise<OrderReviews> {
    const { published, order } = await this.transactions.run(async () => {
      const { order, side } = this.partyOf(caller, await this.reviews.order(orderId, true));
      if (order.status !== 'completed' || !order.completedAt) {
        throw new ApiException(HttpStatus.CONFLICT, m.notCompleted);
      }
      const now = new Date();
      if (!reviewWindowOpen(order.completedAt, now)) {
        throw new ApiException(HttpStatus.CONFLICT, m.windowClosed);
      }
      const existing = await this.reviews.ofOrder(order.id);
      if (existing.some((review) => review.authorSide === side)) {
        throw new ApiException(HttpStatus.CONFLICT, m.alreadyWritten);
      }
      const review = new Review();
      Object.assign(review, {
        orderId: order.id,
        authorId: caller.userId,
        subjectId: side === 'buyer' ? order.sellerId : order.buyerId,
        authorSide: side,
        shopId: order.shopId,
        listingId: order.listingId,
        rating: request.rating,
        body: request.body,
        windowEndsAt: reviewWindowEnd(order.completedAt),
        publishedAt: null,
        reply: null,
        repliedAt: null,
        hiddenAt: null,
        hiddenReason: null,
        hiddenBy: null,
      });
      if (!(await this.reviews.insert(review))) {
        throw new ApiException(HttpStatus.CONFLICT, m.alreadyWritten);
      }
      // The second side wrote (under the order's lock, so both see each other): both publish.
      if (existing.length === 0) return { published: [], order };
      await this.reviews.publishOrder(order.id, now);
      await this.reviews.recompute([order.shopId], [order.listingId], now);
      return { published: await this.reviews.ofOrder(order.id), order };
    });
    // The other side's open order page learns at once that a review was written (docs/product/reviews.md).
    this.realtime.toUsers([order.buyerId, order.sellerId], serverEvents.orderReviewsChanged, {
      orderId: order.id,
    });
    if (published.length > 0) await this.announce(published);
    return this.ofOrder(caller, orderId);
  }

  /** GET orders/:id/reviews: what one party sees of the order's reviews. */
  async ofOrder(caller: Caller, orderId: string): Promise<OrderReviews> {
    const { order, side } = this.partyOf(caller, await this.reviews.order(orderId));
    const now = new Date();
    const rows = await this.reviews.ofOrder(order.id);
    const mine = rows.find((review) => review.authorSide === side) ?? null;
    const theirs = rows.find((review) => review.authorSide !== side) ?? null;
    const names = await this.names(
      rows,
      new Map(order.listingId ? [[order.listingId, order.title]] : []),
    );
    // Hidden by moderators: the other side reads it no more than the public does.
    const theirsShown = theirs && !theirs.hiddenAt ? this.shown(theirs, now) : null;
    const windowOpen =
      order.status === 'completed' &&
      order.completedAt !== null &&
      reviewWindowOpen(order.completedAt, now);
    return {
      orderId: order.id,
      orderNumber: order.number,
      orderTitle: order.title,
      viewerSide: side,
      windowEndsAt: order.completedAt ? reviewWindowEnd(order.completedAt).toISOString() : null,
      canWrite: windowOpen && mine === null,
      mine: mine && toOwnReview(mine, names, now),
      theirs: theirs && theirsShown ? toPublicReview(theirs, theirsShown, names) : null,
      theirsWritten: theirs !== null,
      canReply: theirs !== null && theirsShown !== null && theirs.reply == null,
    };
  }

  /** POST reviews/:id/reply: the party the review is about, once, once it is published. */
  async reply(caller: Caller, id: string, body: string): Promise<PublicReview> {
    const now = new Date();
    const review = await this.transactions.run(async () => {
      const review = this.access.authorize(
        caller,
        'reply',
        this.readable(caller, await this.reviews.lockById(id), now),
        reviewResource(now),
        { notFound: m.notFound, forbidden: m.onlySubject },
      );
      if (review.hiddenAt) throw new ApiException(HttpStatus.CONFLICT, m.alreadyHidden);
      if (!this.shown(review, now)) throw new ApiException(HttpStatus.CONFLICT, m.notPublishedYet);
      if (!(await this.reviews.reply(review.id, body, now))) {
        throw new ApiException(HttpStatus.CONFLICT, m.alreadyReplied);
      }
      return (await this.reviews.findById(review.id))!;
    });
    this.realtime.toUsers([review.authorId, review.subjectId], serverEvents.orderReviewsChanged, {
      orderId: review.orderId,
    });
    return toPublicReview(review, this.shown(review, now)!, await this.names([review]));
  }

  /** POST reviews/:id/report: anyone signed in, once, about a review they can read. */
  async report(caller: Caller, id: string, reason: string): Promise<void> {
    const now = new Date();
    const review = this.readable(caller, await this.reviews.findById(id), now);
    if (!review || !this.access.can(caller, 'read', reviewResource(now)(review))) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.notFound);
    }
    if (review.authorId === caller.userId) {
      throw new ApiException(HttpStatus.FORBIDDEN, m.ownReview);
    }
    if (!(await this.reviews.report(review.id, caller.userId, reason))) {
      throw new ApiException(HttpStatus.CONFLICT, m.alreadyReported);
    }
  }

  /** GET shops/:shop/reviews: the buyers' published reviews of the shop, with the summary. */
  async ofShop(key: string, query: ReviewsQuery): Promise<ReviewsPage> {
    const shop = uuid.test(key)
      ? await this.shops.findById(key)
      : await this.shops.findBySlug(key.toLowerCase());
    if (!shop) throw new ApiException(HttpStatus.NOT_FOUND, messages.catalogue.shopNotFound);
    return this.page({ shopId: shop.id }, query);
  }

  /** GET listings/:id/reviews: the same for one listing (one the public may read). */
  async ofListing(id: string, query: ReviewsQuery): Promise<ReviewsPage> {
    const listing = (await this.listings.findByIds([id])).get(id);
    if (!listing || !this.access.can(null, 'read', listingResource(listing))) {
      throw new ApiException(HttpStatus.NOT_FOUND, messages.catalogue.listingNotFound);
    }
    return this.page({ listingId: listing.id }, query);
  }

  /** GET admin/reviews/reports: reviews with open (or only resolved) reports, for staff. */
  async reported(caller: Caller, query: ReviewReportsQuery): Promise<ReportedReview[]> {
    this.moderator(caller);
    const rows = await this.reviews.reported(query.status === 'open', QUEUE_SIZE);
    return this.reportedViews(rows.map((row) => row.reviewId));
  }

  /** POST admin/reviews/:id/hide: a moderator hides a review with a reason; its reports close. */
  async hide(caller: Caller, id: string, reason: string): Promise<ReportedReview> {
    this.moderator(caller);
    const now = new Date();
    await this.audit.changeAndRecord(
      async () => {
        const review = await this.reviews.lockById(id);
        if (!review) throw new ApiException(HttpStatus.NOT_FOUND, m.notFound);
        if (!(await this.reviews.setHidden(review.id, { reason, by: caller.userId, at: now }))) {
          throw new ApiException(HttpStatus.CONFLICT, m.alreadyHidden);
        }
        await this.reviews.resolveReports(review.id, now);
        if (review.authorSide === 'buyer') {
          await this.reviews.recompute([review.shopId ?? null], [review.listingId ?? null], now);
        }
      },
      caller,
      'review.hidden',
      { kind: 'review', id },
      { hidden: false },
      { hidden: true, reason },
    );
    return (await this.reportedViews([id]))[0]!;
  }

  /** POST admin/reviews/:id/unhide: a moderator shows a hidden review again. */
  async unhide(caller: Caller, id: string): Promise<ReportedReview> {
    this.moderator(caller);
    const now = new Date();
    await this.audit.changeAndRecord(
      async () => {
        const review = await this.reviews.lockById(id);
        if (!review) throw new ApiException(HttpStatus.NOT_FOUND, m.notFound);
        if (!(await this.reviews.setHidden(review.id, null))) {
          throw new ApiException(HttpStatus.CONFLICT, m.notHidden);
        }
        if (review.authorSide === 'buyer') {
          await this.reviews.recompute([review.shopId ?? null], [review.listingId ?? null], now);
        }
      },
      caller,
      'review.unhidden',
      { kind: 'review', id },
      { hidden: true },
      { hidden: false },
    );
    return (await this.reportedViews([id]))[0]!;
  }

  /** POST admin/reviews/:id/dismiss: the review stays; its open reports close. */
  async dismiss(caller: Caller, id: string): Promise<ReportedReview> {
    this.moderator(caller);
    await this.audit.changeAndRecord(
      async () => {
        const review = await this.reviews.lockById(id);
        if (!review) throw new ApiException(HttpStatus.NOT_FOUND, m.notFound);
        if ((await this.reviews.resolveReports(review.id, new Date())) === 0) {
          throw new ApiException(HttpStatus.CONFLICT, m.noOpenReports);
        }
      },
      caller,
      'review.reportsDismissed',
      { kind: 'review', id },
      { reports: 'open' },
      { reports: 'dismissed' },
    );
    return (await this.reportedViews([id]))[0]!;
  }

  /**
   * The sweep: publishes a batch of blind reviews whose window ended (at the window's end),
   * recomputes their shops' and listings' ratings in the same transaction, then tells the
   * parties. Answers how many it published; several BFFs sweeping at once publish each once.
   */
  publishDue(now: Date, batch: number): Promise<number> {
    // The sweep runs outside HTTP: each batch gets its own unit of work, as a request would.
    return runAsOneRequest(() => this.publishDueNow(now, batch));
  }

  private async publishDueNow(now: Date, batch: number): Promise<number> {
    const published = await this.transactions.run(async () => {
      const due: Published[] = await this.reviews.publishDue(now, batch);
      const buyers = due.filter((review) => review.authorSide === 'buyer');
      await this.reviews.recompute(
        buyers.map((review) => review.shopId),
        buyers.map((review) => review.listingId),
        now,
      );
      return due;
    });
    if (published.length > 0) {
      await this.announce([...(await this.reviews.findByIds(published.map((r) => r.id))).values()]);
    }
    return published.length;
  }

  /**
   * After the commit (stored first, then announced: decision 0011): each published review's
   * subject is told they were reviewed; its author that theirs is published, unless they were
   * reviewed in the same breath (both wrote: "X reviewed you" says it all).
   */
  private async announce(published: readonly Review[]): Promise<void> {
    const names = await this.names(published);
    const orders = await this.reviews.ordersByIds(published.map((review) => review.orderId));
    const subjects = new Set(published.map((review) => `${review.orderId}:${review.subjectId}`));
    for (const review of published) {
      const order = orders.get(review.orderId);
      const title = order?.title ?? '';
      const link = `/dashboard/orders/${review.orderId}#reviews`;
      const data = { reviewId: review.id, orderId: review.orderId, rating: review.rating };
      const author = partyName(review, review.authorId, review.authorSide, names);
      await this.notify({
        userId: review.subjectId,
        type: 'review.received',
        title: m.notify.received(author, title),
        body: m.notify.body(review.rating),
        link,
        data,
      });
      if (!subjects.has(`${review.orderId}:${review.authorId}`)) {
        await this.notify({
          userId: review.authorId,
          type: 'review.published',
          title: m.notify.published(title),
          body: null,
          link,
          data,
        });
      }
    }
  }

  /** The review is stored already: a notification that fails is logged, not the step's failure. */
  private async notify(input: NotifyInput): Promise<void> {
    try {
      await this.notifications.notify(input);
    } catch (error) {
      this.logger.warn(`${input.type} for ${input.userId} not stored: ${String(error)}`);
    }
  }

  private async page(thing: ReviewedThing, query: ReviewsQuery): Promise<ReviewsPage> {
    const now = new Date();
    const after = keysetFromCursor(query.cursor) ?? null;
    const [counts, { rows, shownAt }] = await Promise.all([
      this.reviews.starCounts(thing, now),
      this.reviews.page(thing, now, after, query.limit + 1),
    ]);
    const items = rows.slice(0, query.limit);
    const names = await this.names(items);
    const last = items.at(-1);
    return {
      summary: ratingSummaryOf(counts),
      items: items.map((review) => toPublicReview(review, shownAt.get(review.id)!, names)),
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor([shownAt.get(last.id)!.toISOString(), last.id])
          : null,
    };
  }

  /**
   * The caller's side of the order: 404 without the order and for anyone not a party to it, so
   * the route tells a stranger nothing of which order ids exist.
   */
  private partyOf(
    caller: Caller,
    row: ReviewedOrder | null,
  ): { order: ReviewedOrder; side: ReviewSide } {
    const order = this.access.authorize(caller, 'write', row, orderReviewResource, {
      notFound: m.orderNotFound,
    });
    return { order, side: order.buyerId === caller.userId ? 'buyer' : 'seller' };
  }

  /** When the review counts as published (null while blind). */
  private shown(review: Review, now: Date): Date | null {
    return effectivePublishedAt(review.publishedAt ?? null, review.windowEndsAt, now);
  }

  /**
   * The review when the caller may know of it: published and visible, or its author, staff, or
   * the party it is about (told that it was written, not what it says, while it is blind).
   */
  private readable(caller: Caller, review: Review | null, now: Date): Review | null {
    if (!review) return null;
    const resource = reviewResource(now)(review);
    return this.access.can(caller, 'read', resource) ||
      this.access.can(caller, 'readOwn', resource) ||
      review.subjectId === caller.userId
      ? review
      : null;
  }

  private moderator(caller: Caller): void {
    if (!this.access.can(caller, 'moderate', { kind: 'review', ownerIds: [] })) {
      throw new ApiException(HttpStatus.FORBIDDEN, m.moderatorsOnly);
    }
  }

  private async reportedViews(ids: readonly string[]): Promise<ReportedReview[]> {
    const now = new Date();
    const [rows, reports] = await Promise.all([
      this.reviews.findByIds(ids),
      this.reviews.reportsOf(ids),
    ]);
    const reviews = ids.flatMap((id) => rows.get(id) ?? []);
    const reporters = await this.users.findByIds(
      [...reports.values()].flat().map((report) => report.reporterId),
    );
    const names = await this.names(reviews);
    const orders = await this.reviews.ordersByIds(reviews.map((review) => review.orderId));
    return reviews.map((review) => {
      const own = toOwnReview(review, names, now);
      const list = reports.get(review.id) ?? [];
      return {
        review: {
          ...toPublicReview(review, this.shown(review, now) ?? review.createdAt, names),
          publishedAt: own.publishedAt,
          orderNumber: orders.get(review.orderId)?.number ?? 0,
          shopName: review.shopId ? (names.shops.get(review.shopId)?.name ?? null) : null,
          hidden: own.hidden,
        },
        reports: list.map((report) => ({
          reporterName: partyName(review, report.reporterId, 'buyer', {
            ...names,
            users: reporters,
          }),
          reason: report.reason,
          createdAt: report.createdAt.toISOString(),
          resolvedAt: report.resolvedAt?.toISOString() ?? null,
        })),
        lastReportedAt: (list[0]?.createdAt ?? review.createdAt).toISOString(),
      };
    });
  }

  /** Names for the reviews' authors and subjects, and their listings' titles. */
  private async names(
    reviews: readonly Review[],
    knownTitles: Map<string, string> = new Map(),
  ): Promise<ReviewNames> {
    const listingIds = reviews
      .map((review) => review.listingId)
      .filter((id): id is string => id != null && !knownTitles.has(id));
    const [users, shops, listings] = await Promise.all([
      this.users.findByIds(reviews.flatMap((review) => [review.authorId, review.subjectId])),
      this.shops.findByIds(
        reviews.map((review) => review.shopId).filter((id): id is string => id != null),
      ),
      this.listings.findByIds(listingIds),
    ]);
    const titles = new Map(knownTitles);
    for (const [id, listing] of listings) titles.set(id, listing.title);
    return { users, shops, listings: titles };
  }
}

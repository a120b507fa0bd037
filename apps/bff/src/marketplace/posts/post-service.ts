import { Injectable, Logger } from '@nestjs/common';
import {
  messages,
  type Actor,
  type ModerationRequest,
  type PageQuery,
  type PostLifecycle,
  type ResourceRef,
} from '@matchbazaar/contracts';
import { ActivityRepository } from '../../identity/activity/activity.repository.js';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { keysetFromCursor, pageOf, type Keyset } from '../../platform/common/post-keyset.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { ImagesRepository } from '../images/images.repository.js';
import { MatchingJobs } from '../matching-jobs/matching-jobs.js';
import { ModerationMailer } from '../moderation/moderation-mailer.js';
import { ModerationPolicy } from '../moderation/moderation-policy.js';
import { PostRules, type PostRow } from './post-rules.js';
import type { PostRoutesService, PostViewer } from './post-routes.js';

const m = messages.catalogue;
/** A signed-in caller. */
export type Caller = NonNullable<Actor>;
type KindName = 'listing' | 'requirement';

/** The collaborators every kind's service shares, injected as one. */
@Injectable()
export class PostCollaborators {
  constructor(
    readonly moderation: ModerationPolicy,
    readonly images: ImagesRepository,
    readonly audit: AuditLog,
    readonly mailer: ModerationMailer,
    readonly access: ResourceAccess,
    readonly activity: ActivityRepository,
    readonly matchingJobs: MatchingJobs,
  ) {}
}

/** A saved post as the shared core reads it. */
export interface SavedPost<S extends string> extends PostRow<S> {
  viewCount: number;
  createdAt: Date;
}

/** What the shared core asks of a kind's repository. */
export interface PostStore<P, S extends string> {
  findById(id: string): Promise<P | null>;
  /** Saves the post, and its photos in their order when `imageIds` is given. */
  save(post: P, imageIds?: readonly string[]): Promise<void>;
  remove(post: P): Promise<void>;
  titleUsedSince(authorId: string, title: string, since: Date, exceptId?: string): Promise<boolean>;
  mine(
    authorId: string,
    status: S | undefined,
    after: Keyset | undefined,
    limit: number,
  ): Promise<P[]>;
  countsByStatus(authorId: string): Promise<Record<string, number>>;
  countView(id: string): Promise<void>;
}

/**
 * One kind of post as its service describes it. Its texts that follow from its name come from the
 * strings catalogue (`listingNotFound`, `requirementStatuses`); every kind goes to review in
 * `pending_review`.
 */
export interface PostServiceKind<P, S extends string, E extends string> {
  kind: KindName;
  lifecycle: PostLifecycle<S, E> &
    Record<'submit' | 'renew' | ModerationRequest['action'], unknown>;
  publicStatus: S;
  authorOf(post: P): string;
  resource(post: P): ResourceRef<'listing'> | ResourceRef<'requirement'>;
  /** What the automatic checks read when it is submitted, renewed or edited. */
  checkedTexts(post: P): string[];
  store: PostStore<P, S>;
  texts: { notYours: string; duplicateTitle: string };
}

/** What an author's form sends for every kind: a title, photos and whether to publish. */
interface PostRequest {
  title: string;
  imageIds: string[];
  intent: 'draft' | 'publish';
}

/** A card in a list; the author's own lists add how the post is doing (`own`). */
interface PostCard {
  id: string;
  own?: unknown;
}

interface PostPage<Card> {
  items: Card[];
  nextCursor: string | null;
  counts?: Record<string, number>;
}

/**
 * The service core every kind of post shares (docs/product/marketplace.md): posting and editing,
 * the author's status changes, staff moderation, deleting a draft, one post's page and the
 * author's own list, each with its activity entry and its matching job. A kind's service extends
 * it and adds only what is its own: how a post starts (a listing's shop and quota), its fields,
 * its status actions, what a view counts, its cards, its page and its author's public posts.
 */
export abstract class PostService<
  P extends SavedPost<S>,
  S extends string,
  E extends string,
  Request extends PostRequest,
  StatusRequest,
  Detail,
  Card extends PostCard,
> implements PostRoutesService<
  Request,
  StatusRequest,
  { status?: S; cursor?: string; limit: number },
  Detail,
  PostPage<Card>
> {
  protected readonly logger: Logger;
  protected readonly rules: PostRules<P, S, E>;
  protected readonly store: PostStore<P, S>;

  protected constructor(
    protected readonly kind: PostServiceKind<P, S, E>,
    protected readonly shared: PostCollaborators,
  ) {
    const { store, texts } = kind;
    const statuses: Record<string, string> = m[`${kind.kind}Statuses`];
    this.logger = new Logger(new.target.name);
    this.store = store;
    this.rules = new PostRules(
      {
        ...kind,
        reviewStatus: 'pending_review' as S,
        find: (id) => store.findById(id),
        save: (post) => store.save(post),
        titleUsedSince: (...args) => store.titleUsedSince(...args),
        texts: { ...texts, notFound: m[`${kind.kind}NotFound`], status: (s) => statuses[s]! },
      },
      shared.moderation,
      shared.images,
      shared.audit,
      shared.mailer,
      shared.access,
    );
  }

  /** A new draft of the caller's, with what its kind needs before one may be posted. */
  protected abstract start(caller: Caller): Promise<P>;
  /** Writes the form's fields onto the post (refusing what only the whole form can tell). */
  protected abstract fill(post: P, request: Request): Promise<void> | void;
  /** What has to hold before an author's submit or renew (a listing's photos). */
  protected abstract readyToSubmit(post: P, imageIds?: readonly string[]): Promise<void> | void;
  /** The kind's own status actions, on a post the caller may change. */
  protected abstract applyStatus(post: P, request: StatusRequest): Promise<void>;
  /** What a kind adds to a moderator's decision (a requirement's close reason). */
  protected moderated(_post: P, _request: ModerationRequest): void {}
  /** What a view by someone else counts, beside the post's own count. */
  protected abstract viewed(post: P, viewer: Actor, from: PostViewer | undefined): Promise<boolean>;
  /** How the author's own list says the post is doing. */
  protected abstract own(post: P): Card['own'];
  protected abstract detail(post: P, viewer: Actor): Promise<Detail>;
  abstract cards(rows: readonly P[]): Promise<Card[]>;
  abstract ofAuthor(id: string, query: PageQuery): Promise<PostPage<Card>>;

  /** Posts one for the caller, as a draft or submitted. */
  async create(caller: Caller, request: Request): Promise<Detail> {
    const post = await this.start(caller);
    await this.rules.checkImages(caller.userId, request.imageIds);
    await this.rules.refuseDuplicate(caller.userId, request.title);
    post.status = 'draft' as S;
    await this.fill(post, request);
    if (request.intent === 'publish') await this.rules.submit(post);
    await this.store.save(post, request.imageIds);
    this.logger.log(`${this.label} ${post.id} saved as ${post.status}`);
    return this.saved(post, caller, 'posted');
  }

  /** Saves the author's changes; `publish` submits a draft or a rejected one. */
  async update(caller: Caller, id: string, request: Request): Promise<Detail> {
    const post = await this.rules.authorized(caller, id, 'update');
    await this.rules.checkImages(caller.userId, request.imageIds);
    if (request.title.toLowerCase() !== post.title.toLowerCase()) {
      await this.rules.refuseDuplicate(caller.userId, request.title, post.id);
    }
    await this.fill(post, request);
    if (request.intent === 'publish' && ['draft', 'rejected'].includes(post.status)) {
      await this.readyToSubmit(post, request.imageIds);
      await this.rules.submit(post);
    } else {
      await this.rules.checkEdit(post);
    }
    await this.store.save(post, request.imageIds);
    return this.saved(post, caller, 'changed');
  }

  /** The author's status changes, as the kind has them. */
  async changeStatus(caller: Caller, id: string, request: StatusRequest): Promise<Detail> {
    const post = await this.rules.authorized(caller, id, 'changeStatus');
    await this.applyStatus(post, request);
    await this.store.save(post);
    return this.saved(post, caller, 'statusChanged');
  }

  /** Staff decisions: approve one in review, reject or close one with a reason (mailed). */
  async moderate(caller: Caller, id: string, request: ModerationRequest): Promise<Detail> {
    const post = await this.rules.moderate(caller, id, request, (it) =>
      this.moderated(it, request),
    );
    this.logger.log(`${this.label} ${post.id} ${request.action} by ${caller.userId}`);
    await this.shared.matchingJobs.postSaved({ kind: this.kind.kind, ...post });
    return this.detail(post, caller);
  }

  /** Deletes a draft (other statuses are closed instead, so links to it keep working). */
  async delete(caller: Caller, id: string): Promise<void> {
    await this.store.remove(await this.rules.authorized(caller, id, 'delete'));
  }

  /** One post's page for anyone who may see it; a public one's view by someone else counts. */
  async get(viewer: Actor, id: string, from?: PostViewer): Promise<Detail> {
    const post = await this.rules.findVisible(viewer, id);
    const byAuthor = viewer?.userId === this.kind.authorOf(post);
    if (
      !byAuthor &&
      post.status === this.kind.publicStatus &&
      (await this.viewed(post, viewer, from))
    ) {
      post.viewCount += 1;
      await this.store.countView(post.id);
    }
    return this.detail(post, viewer);
  }

  /** The author's own posts in every status, with how many there are in each. */
  async mine(
    caller: Caller,
    query: { status?: S; cursor?: string; limit: number },
  ): Promise<PostPage<Card>> {
    const [rows, counts] = await Promise.all([
      this.store.mine(caller.userId, query.status, keysetFromCursor(query.cursor), query.limit + 1),
      this.store.countsByStatus(caller.userId),
    ]);
    const { items, nextCursor } = pageOf(rows, query.limit, (row) => row.createdAt);
    // The author's own list also says how each post is doing (and why one was rejected).
    const byId = new Map(items.map((row) => [row.id, row]));
    const cards = (await this.cards(items)).map((card) => {
      const row = byId.get(card.id);
      return row ? { ...card, own: this.own(row) } : card;
    });
    return { items: cards, nextCursor, counts };
  }

  /** A page of public posts, newest published first. */
  protected async publishedPage(rows: P[], limit: number): Promise<PostPage<Card>> {
    const { items, nextCursor } = pageOf(rows, limit, (row) => row.publishedAt);
    return { items: await this.cards(items), nextCursor };
  }

  /** After an author's save: the activity entry, the matching job, the post as the API shows it. */
  private async saved(
    post: P,
    caller: Caller,
    what: 'posted' | 'changed' | 'statusChanged',
  ): Promise<Detail> {
    await this.shared.activity.recordPost(`${this.kind.kind}.${what}`, caller.userId, post);
    await this.shared.matchingJobs.postSaved({ kind: this.kind.kind, ...post });
    return this.detail(post, caller);
  }

  /** "Listing", "Requirement": how the log names the kind. */
  private get label(): string {
    return this.kind.kind.charAt(0).toUpperCase() + this.kind.kind.slice(1);
  }
}

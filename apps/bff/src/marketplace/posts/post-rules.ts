import { HttpStatus } from '@nestjs/common';
import {
  messages,
  nextStatus,
  type Actor,
  type ModerationRequest,
  type PostLifecycle,
  type ResourceRef,
} from '@matchbazaar/contracts';
import type { AuditLog } from '../../platform/audit/audit-log.service.js';
import { ApiException } from '../../platform/common/api-exception.js';
import type { ImagesRepository } from '../images/images.repository.js';
import { moderationDecisions, type ModerationMailer } from '../moderation/moderation-mailer.js';
import type { ModerationPolicy } from '../moderation/moderation-policy.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';

const m = messages.catalogue;
const day = 24 * 60 * 60_000;
type Caller = NonNullable<Actor>;

/** The events every kind of post has, which these rules send. */
type SharedEvent = 'submit' | 'renew' | ModerationRequest['action'];

/** What the rules read and write on a listing or a requirement. */
export interface PostRow<S extends string> {
  id: string;
  title: string;
  description: string;
  status: S;
  rejectionReason?: string | null;
  /** A moderator's reject or close stands: only a moderator's approval lifts it. */
  heldByModerator: boolean;
  moderationFlags: string[];
  publishedAt?: Date | null;
  expiresAt?: Date | null;
  updatedAt: Date;
}

/** One kind of post, as the rules need it: its table, its author, its storage and its texts. */
export interface PostKind<P extends PostRow<S>, S extends string, E extends string> {
  kind: 'listing' | 'requirement';
  lifecycle: PostLifecycle<S, E> & Record<SharedEvent, unknown>;
  /** The status in which anyone may see it (published, open). */
  publicStatus: S;
  /** Where a post waits for a moderator. */
  reviewStatus: S;
  authorOf(post: P): string;
  resource(post: P): ResourceRef<'listing'> | ResourceRef<'requirement'>;
  /** What the automatic checks read when it is submitted, renewed or edited. */
  checkedTexts(post: P): string[];
  find(id: string): Promise<P | null>;
  save(post: P): Promise<unknown>;
  titleUsedSince(authorId: string, title: string, since: Date, exceptId?: string): Promise<boolean>;
  texts: { notFound: string; notYours: string; duplicateTitle: string; status(status: S): string };
}

/**
 * Whether an author's submit or renew goes to review first: the moderation policy says so, or a
 * moderator rejected or closed the post and has not approved it since.
 */
export function reviewedOnSubmit(
  post: Pick<PostRow<string>, 'heldByModerator'>,
  verdict: { reviewed: boolean },
): boolean {
  return verdict.reviewed || post.heldByModerator;
}

/**
 * Whether an author's edit sends the post to review: the public may read it (published, paused,
 * closed, expired) and the checks flag the new text or a moderator's decision stands. A post
 * nobody else reads (a draft, one in review or rejected) keeps its status with the new flags.
 */
export function reviewedOnEdit(
  post: Pick<PostRow<string>, 'heldByModerator'>,
  publiclyReadable: boolean,
  flags: readonly string[],
): boolean {
  return publiclyReadable && (flags.length > 0 || post.heldByModerator);
}

/**
 * What listings and requirements share in their life (docs/product/marketplace.md): who may see
 * or act on one (the access policy), moving it through its kind's table, the automatic checks on
 * submit, the publishing stamps, the duplicate-title rule, photo ownership, and a moderator's
 * decision with its audit entry and mail. Each service makes one for its kind and keeps only
 * what differs (a shop, a close reason, the pages).
 */
export class PostRules<P extends PostRow<S>, S extends string, E extends string> {
  constructor(
    private readonly kind: PostKind<P, S, E>,
    private readonly moderation: ModerationPolicy,
    private readonly images: ImagesRepository,
    private readonly audit: AuditLog,
    private readonly mailer: ModerationMailer,
    private readonly access: ResourceAccess,
  ) {}

  /** Public statuses for anyone; every status for the author and staff. */
  visible(viewer: Actor, post: P): boolean {
    const resource = this.kind.resource(post);
    return (
      this.access.can(viewer, 'read', resource) || this.access.can(viewer, 'readPrivate', resource)
    );
  }

  /** The post if the viewer may see it, else 404 (a draft is no one else's business). */
  async findVisible(viewer: Actor, id: string): Promise<P> {
    const post = await this.kind.find(id);
    if (!post || !this.visible(viewer, post)) {
      throw new ApiException(HttpStatus.NOT_FOUND, this.kind.texts.notFound);
    }
    return post;
  }

  /** Whether the viewer may see what only the author and staff see (flags, rejection reason). */
  privileged(viewer: Actor, post: P): boolean {
    return viewer !== null && this.access.can(viewer, 'readPrivate', this.kind.resource(post));
  }

  /** The post if the caller may do `action` to it: 404 if they may not see it, else 403. */
  async authorized(
    caller: Caller,
    id: string,
    action: 'update' | 'changeStatus' | 'delete' | 'moderate',
  ): Promise<P> {
    const post = await this.findVisible(caller, id);
    if (!this.access.can(caller, action, this.kind.resource(post))) {
      // The author may delete only drafts: for them it is the status that refuses.
      if (this.kind.authorOf(post) === caller.userId && action === 'delete') {
        throw new ApiException(HttpStatus.CONFLICT, m.transitionRefused(this.statusLabel(post)));
      }
      throw new ApiException(HttpStatus.FORBIDDEN, this.kind.texts.notYours);
    }
    return post;
  }

  /** Applies an event of the post's life, or answers 409 when it does not apply now. */
  move(post: P, event: E, reviewed = false): void {
    const to = nextStatus(this.kind.lifecycle, post.status, event, reviewed);
    if (!to) {
      throw new ApiException(HttpStatus.CONFLICT, m.transitionRefused(this.statusLabel(post)));
    }
    post.status = to;
    if (to !== 'rejected') post.rejectionReason = null;
  }

  /**
   * Submits (or renews): to review or straight to public, as the moderation policy decides, and
   * always to review while a moderator's reject or close stands.
   */
  async submit(post: P, event: 'submit' | 'renew' = 'submit'): Promise<void> {
    const verdict = await this.moderation.verdict(
      this.kind.authorOf(post),
      this.kind.checkedTexts(post),
    );
    this.move(post, event as E, reviewedOnSubmit(post, verdict));
    post.moderationFlags = verdict.flags;
    if (post.status === this.kind.publicStatus) await this.stampPublished(post);
  }

  /**
   * An edit is checked in every status (the flags are what a moderator sees). One the public may
   * read goes back to review when the checks flag it or a moderator's decision stands, so no
   * reader sees text no moderator saw.
   */
  async checkEdit(post: P): Promise<void> {
    const verdict = await this.moderation.verdict(
      this.kind.authorOf(post),
      this.kind.checkedTexts(post),
    );
    post.moderationFlags = verdict.flags;
    if (reviewedOnEdit(post, this.publiclyReadable(post), verdict.flags)) {
      post.status = this.kind.reviewStatus;
    }
  }

  /** Whether anyone, signed in or not, may read the post as it is (the access policy's rule). */
  publiclyReadable(post: P): boolean {
    return this.access.can(null, 'read', this.kind.resource(post));
  }

  /**
   * A moderator's decision: approve one in review, reject or close one with a reason. Recorded in
   * the audit log with the save, then mailed to the author. `adjust` sets what the kind adds.
   */
  async moderate(
    caller: Caller,
    id: string,
    request: ModerationRequest,
    adjust?: (post: P) => void,
  ): Promise<P> {
    const post = await this.authorized(caller, id, 'moderate');
    const before = post.status;
    this.move(post, request.action as E);
    if (post.status === this.kind.publicStatus) await this.stampPublished(post);
    if (request.action === 'reject') post.rejectionReason = request.reason ?? null;
    // A reject or close holds until a moderator approves: the author alone cannot undo it.
    post.heldByModerator = request.action !== 'approve';
    adjust?.(post);
    const { kind } = this.kind;
    await this.audit.changeAndRecord(
      () => this.kind.save(post),
      caller,
      `${kind}.moderated`,
      { kind, id: post.id },
      { status: before },
      { status: post.status, action: request.action, reason: request.reason ?? null },
    );
    await this.mailer.tell({
      kind,
      id: post.id,
      title: post.title,
      authorId: this.kind.authorOf(post),
      decision: moderationDecisions[request.action],
      reason: request.reason ?? null,
      changedAt: post.updatedAt,
    });
    return post;
  }

  /** Photos must be the author's own uploads. */
  async checkImages(ownerId: string, imageIds: readonly string[]): Promise<void> {
    const foreign = await this.images.notOwnedBy(ownerId, imageIds);
    if (foreign.length > 0) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: `imageIds.${imageIds.indexOf(foreign[0]!)}`, msg: m.imageNotYours },
      ]);
    }
  }

  /** The same title from the same author within a day is refused as a duplicate. */
  async refuseDuplicate(authorId: string, title: string, exceptId?: string): Promise<void> {
    const since = new Date(Date.now() - day);
    if (await this.kind.titleUsedSince(authorId, title, since, exceptId)) {
      const text = this.kind.texts.duplicateTitle;
      throw new ApiException(HttpStatus.CONFLICT, text, [{ path: 'title', msg: text }]);
    }
  }

  private async stampPublished(post: P): Promise<void> {
    const now = new Date();
    post.publishedAt = now;
    post.expiresAt = new Date(
      now.getTime() + (await this.moderation.lifetimeDays(this.kind.kind)) * day,
    );
  }

  private statusLabel(post: P): string {
    return this.kind.texts.status(post.status).toLowerCase();
  }
}

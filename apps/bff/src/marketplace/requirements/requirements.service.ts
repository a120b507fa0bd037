import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  messages,
  requirementLifecycle,
  type Actor,
  type ModerationRequest,
  type MyRequirementsQuery,
  type PageQuery,
  type RequirementCard,
  type RequirementDetail,
  type RequirementEvent,
  type RequirementPage,
  type RequirementRequest,
  type RequirementStatus,
  type RequirementStatusRequest,
} from '@matchbazaar/contracts';
import { ActivityRepository } from '../../identity/activity/activity.repository.js';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { MatchingJobs } from '../matching-jobs/matching-jobs.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { keysetFromCursor, pageOf } from '../../platform/common/post-keyset.js';
import { ImagesRepository } from '../images/images.repository.js';
import { categoryPath } from '../listings/listing.mapper.js';
import { ModerationMailer } from '../moderation/moderation-mailer.js';
import { ModerationPolicy } from '../moderation/moderation-policy.js';
import { PostRules } from '../posts/post-rules.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import {
  requirementResource,
  toRequirementCard,
  toRequirementDetail,
  type RequirementContext,
} from './requirement.mapper.js';
import { Requirement } from './requirement.entity.js';
import { RequirementsRepository } from './requirements.repository.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';

const m = messages.catalogue;
type Caller = NonNullable<Actor>;

/**
 * Buyers' requirements (docs/product/marketplace.md): posting and editing, the status life, staff
 * moderation, one requirement's page and the buyers' own lists. Any signed-in account may post.
 */
@Injectable()
export class RequirementsService {
  private readonly logger = new Logger(RequirementsService.name);
  private readonly rules: PostRules<Requirement, RequirementStatus, RequirementEvent>;

  constructor(
    private readonly requirements: RequirementsRepository,
    private readonly users: UsersRepository,
    private readonly images: ImagesRepository,
    moderation: ModerationPolicy,
    mailer: ModerationMailer,
    private readonly activity: ActivityRepository,
    audit: AuditLog,
    private readonly matchingJobs: MatchingJobs,
    private readonly access: ResourceAccess,
  ) {
    this.rules = new PostRules(
      {
        kind: 'requirement',
        lifecycle: requirementLifecycle,
        publicStatus: 'open',
        reviewStatus: 'pending_review',
        authorOf: (requirement) => requirement.buyerId,
        resource: requirementResource,
        checkedTexts: (requirement) => [
          requirement.title,
          requirement.description,
          ...requirement.tags,
        ],
        find: (id) => requirements.findById(id),
        save: (requirement) => requirements.save(requirement),
        titleUsedSince: (...args) => requirements.titleUsedSince(...args),
        texts: {
          notFound: m.requirementNotFound,
          notYours: m.notYourRequirement,
          duplicateTitle: m.duplicateRequirementTitle,
          status: (status) => m.requirementStatuses[status],
        },
      },
      moderation,
      images,
      audit,
      mailer,
      access,
    );
  }

  async create(caller: Caller, request: RequirementRequest): Promise<RequirementDetail> {
    await this.rules.checkImages(caller.userId, request.imageIds);
    await this.rules.refuseDuplicate(caller.userId, request.title);
    const requirement = new Requirement();
    requirement.buyerId = caller.userId;
    requirement.status = 'draft';
    this.apply(requirement, request);
    if (request.intent === 'publish') await this.rules.submit(requirement);
    await this.requirements.save(requirement, request.imageIds);
    this.logger.log(`Requirement ${requirement.id} saved as ${requirement.status}`);
    await this.activity.recordPost('requirement.posted', caller.userId, requirement);
    await this.matchingJobs.postSaved({ kind: 'requirement', ...requirement });
    return this.detail(requirement, caller);
  }

  async update(caller: Caller, id: string, request: RequirementRequest) {
    const requirement = await this.rules.authorized(caller, id, 'update');
    await this.rules.checkImages(caller.userId, request.imageIds);
    if (request.title.toLowerCase() !== requirement.title.toLowerCase()) {
      await this.rules.refuseDuplicate(caller.userId, request.title, requirement.id);
    }
    this.apply(requirement, request);
    if (request.intent === 'publish' && ['draft', 'rejected'].includes(requirement.status)) {
      await this.rules.submit(requirement);
    } else {
      await this.rules.checkEdit(requirement);
    }
    await this.requirements.save(requirement, request.imageIds);
    await this.activity.recordPost('requirement.changed', caller.userId, requirement);
    await this.matchingJobs.postSaved({ kind: 'requirement', ...requirement });
    return this.detail(requirement, caller);
  }

  async changeStatus(caller: Caller, id: string, request: RequirementStatusRequest) {
    const requirement = await this.rules.authorized(caller, id, 'changeStatus');
    if (request.action === 'close') {
      this.rules.move(requirement, 'close');
      requirement.closeReason = request.closeReason ?? 'cancelled';
    } else {
      await this.rules.submit(requirement, request.action);
      requirement.closeReason = null;
    }
    await this.requirements.save(requirement);
    await this.activity.recordPost('requirement.statusChanged', caller.userId, requirement);
    await this.matchingJobs.postSaved({ kind: 'requirement', ...requirement });
    return this.detail(requirement, caller);
  }

  async moderate(caller: Caller, id: string, request: ModerationRequest) {
    const requirement = await this.rules.moderate(caller, id, request, (closing) => {
      if (request.action === 'close') closing.closeReason = 'cancelled';
    });
    await this.matchingJobs.postSaved({ kind: 'requirement', ...requirement });
    return this.detail(requirement, caller);
  }

  async delete(caller: Caller, id: string): Promise<void> {
    await this.requirements.remove(await this.rules.authorized(caller, id, 'delete'));
  }

  async get(viewer: Actor, id: string): Promise<RequirementDetail> {
    const requirement = await this.rules.findVisible(viewer, id);
    if (viewer?.userId !== requirement.buyerId && requirement.status === 'open') {
      requirement.viewCount += 1;
      await this.requirements.countView(requirement.id);
    }
    return this.detail(requirement, viewer);
  }

  async mine(caller: Caller, query: MyRequirementsQuery): Promise<RequirementPage> {
    const [rows, counts] = await Promise.all([
      this.requirements.mine(
        caller.userId,
        query.status,
        keysetFromCursor(query.cursor),
        query.limit + 1,
      ),
      this.requirements.countsByStatus(caller.userId),
    ]);
    const { items, nextCursor } = pageOf(rows, query.limit, (row) => row.createdAt);
    const cards = await this.cards(items);
    // The author's own list also says how each requirement is doing (and why one was rejected).
    const own = items.map((row) => ({
      viewCount: row.viewCount,
      rejectionReason: row.rejectionReason ?? null,
    }));
    return { items: cards.map((card, i) => ({ ...card, own: own[i] })), nextCursor, counts };
  }

  /** A buyer's open requirements. */
  async ofBuyer(buyerId: string, query: PageQuery): Promise<RequirementPage> {
    const rows = await this.requirements.openOfBuyer(
      buyerId,
      keysetFromCursor(query.cursor),
      query.limit + 1,
    );
    const { items, nextCursor } = pageOf(rows, query.limit, (row) => row.publishedAt);
    return { items: await this.cards(items), nextCursor };
  }

  async cards(
    rows: readonly Requirement[],
    extras: ReadonlyMap<string, { distanceKm?: number; snippet?: string }> = new Map(),
  ): Promise<RequirementCard[]> {
    const contexts = await this.contexts(rows);
    return rows.map((row) =>
      toRequirementCard(
        row,
        contexts.get(row.id) ?? { buyer: undefined, images: [] },
        extras.get(row.id),
      ),
    );
  }

  private async contexts(rows: readonly Requirement[]): Promise<Map<string, RequirementContext>> {
    const [buyers, imageIds] = await Promise.all([
      this.users.findByIds(rows.map((row) => row.buyerId)),
      this.requirements.imageIdsOf(rows.map((row) => row.id)),
    ]);
    const images = await this.images.findByIds([...imageIds.values()].flat());
    return new Map(
      rows.map((row) => [
        row.id,
        {
          buyer: buyers.get(row.buyerId),
          images: (imageIds.get(row.id) ?? []).flatMap((imageId) => {
            const image = images.get(imageId);
            return image ? [image] : [];
          }),
        },
      ]),
    );
  }

  private async detail(requirement: Requirement, viewer: Actor): Promise<RequirementDetail> {
    const context = (await this.contexts([requirement])).get(requirement.id)!;
    const privileged = this.rules.privileged(viewer, requirement);
    return toRequirementDetail(requirement, context, { privileged });
  }

  private apply(requirement: Requirement, request: RequirementRequest): void {
    Object.assign(requirement, {
      title: request.title,
      description: request.description,
      category: request.category,
      ...categoryPath(request.category),
      quantity: request.quantity.amount,
      quantityUnit: request.quantity.unit,
      budgetMinMinor: request.budget.minMinor ?? null,
      budgetMaxMinor: request.budget.maxMinor ?? null,
      currency: request.budget.currency,
      neededBy: request.neededBy ?? null,
      urgency: request.urgency,
      city: request.place.city,
      region: request.place.region ?? null,
      country: request.place.country,
      latitude: request.place.coordinates?.latitude ?? null,
      longitude: request.place.coordinates?.longitude ?? null,
      tags: request.tags,
    });
    if (request.neededBy && request.neededBy < new Date().toISOString().slice(0, 10)) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: 'neededBy', msg: m.neededByInvalid },
      ]);
    }
  }
}

import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  requirementLifecycle,
  type Actor,
  type ModerationRequest,
  type PageQuery,
  type RequirementCard,
  type RequirementDetail,
  type RequirementEvent,
  type RequirementPage,
  type RequirementRequest,
  type RequirementStatus,
  type RequirementStatusRequest,
} from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { keysetFromCursor } from '../../platform/common/post-keyset.js';
import { ImagesRepository } from '../images/images.repository.js';
import { categoryPath } from '../listings/listing.mapper.js';
import { PostCollaborators, PostService, type Caller } from '../posts/post-service.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import {
  requirementResource,
  toRequirementCard,
  toRequirementDetail,
  type RequirementContext,
} from './requirement.mapper.js';
import { Requirement } from './requirement.entity.js';
import { RequirementsRepository } from './requirements.repository.js';

const m = messages.catalogue;

/**
 * Buyers' requirements (docs/product/marketplace.md), which any signed-in account may post, on
 * the core every post shares (PostService). A requirement's own: its fields, closing with a
 * reason (fulfilled or cancelled), its cards with their buyers, and a buyer's page of open ones;
 * every view by someone else counts, and it may go out without photos.
 */
@Injectable()
export class RequirementsService extends PostService<
  Requirement,
  RequirementStatus,
  RequirementEvent,
  RequirementRequest,
  RequirementStatusRequest,
  RequirementDetail,
  RequirementCard
> {
  constructor(
    private readonly requirements: RequirementsRepository,
    private readonly users: UsersRepository,
    private readonly images: ImagesRepository,
    shared: PostCollaborators,
  ) {
    super(
      {
        kind: 'requirement',
        lifecycle: requirementLifecycle,
        publicStatus: 'open',
        authorOf: (requirement) => requirement.buyerId,
        resource: requirementResource,
        checkedTexts: ({ title, description, tags }) => [title, description, ...tags],
        store: requirements,
        texts: { notYours: m.notYourRequirement, duplicateTitle: m.duplicateRequirementTitle },
      },
      shared,
    );
  }

  protected start(caller: Caller): Promise<Requirement> {
    const requirement = new Requirement();
    requirement.buyerId = caller.userId;
    return Promise.resolve(requirement);
  }

  /** Nothing beyond the form's own checks: a requirement may go out without photos. */
  protected readyToSubmit(): void {}

  /** Submit and renew (checked as posting is), or close as fulfilled or cancelled. */
  protected async applyStatus(
    requirement: Requirement,
    request: RequirementStatusRequest,
  ): Promise<void> {
    if (request.action === 'close') {
      this.rules.move(requirement, 'close');
      requirement.closeReason = request.closeReason ?? 'cancelled';
    } else {
      await this.rules.submit(requirement, request.action);
      requirement.closeReason = null;
    }
  }

  /** A moderator's close cancels it. */
  protected override moderated(requirement: Requirement, request: ModerationRequest): void {
    if (request.action === 'close') requirement.closeReason = 'cancelled';
  }

  /** Every view by someone else counts. */
  protected viewed(): Promise<boolean> {
    return Promise.resolve(true);
  }

  protected own(requirement: Requirement) {
    return {
      viewCount: requirement.viewCount,
      rejectionReason: requirement.rejectionReason ?? null,
    };
  }

  /** A buyer's open requirements. */
  async ofAuthor(buyerId: string, query: PageQuery): Promise<RequirementPage> {
    const after = keysetFromCursor(query.cursor);
    return this.publishedPage(
      await this.requirements.openOfBuyer(buyerId, after, query.limit + 1),
      query.limit,
    );
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

  protected async detail(requirement: Requirement, viewer: Actor): Promise<RequirementDetail> {
    const context = (await this.contexts([requirement])).get(requirement.id)!;
    const privileged = this.rules.privileged(viewer, requirement);
    return toRequirementDetail(requirement, context, { privileged });
  }

  protected fill(requirement: Requirement, request: RequirementRequest): void {
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

import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  apiErrorCodes,
  formatMoney,
  isServiceGroup,
  messages,
  proposalDocumentRules,
  proposalTotal,
  serverEvents,
  todayUtc,
  type Actor,
  type ApiError,
  type CounterAnswerRequest,
  type DeliveryAddress,
  type CounterOfferRequest,
  type MyProposalsQuery,
  type NotificationType,
  type Proposal as ProposalView,
  type ProposalDeclineRequest,
  type ProposalAcceptRequest,
  type ProposalChangedError,
  type ProposalEventType,
  type ProposalRequest,
  type ProposeState,
  type RequirementProposals,
  type UploadedDocument,
} from '@matchbazaar/contracts';
import { nextProposalStatus, type ProposalAction } from '@matchbazaar/machines';
import { ApiException } from '../../platform/common/api-exception.js';
import type { DownloadFile } from '../../platform/common/file-download.js';
import { shownFileName } from '../../platform/common/file-name.js';
import { isPdf } from '../../platform/common/pdf-type.js';
import { ConversationsService } from '../conversations/conversations.service.js';
import { Reachability } from '../blocks/reachability.js';
import { MatchOutcomes } from '../matching/match-outcomes.js';
import type { Order, OrderEvent } from '../orders/order.entity.js';
import { OrdersService } from '../orders/orders.service.js';
import { Transactions } from '../../platform/database/transactions.js';
import { ImagesRepository } from '../images/images.repository.js';
import { NotificationsService, type NotifyInput } from '../notifications/notifications.service.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { titleShownTo } from '../posts/shown-title.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { requirementResource } from '../requirements/requirement.mapper.js';
import type { Requirement } from '../requirements/requirement.entity.js';
import { RequirementsRepository } from '../requirements/requirements.repository.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import type { Shop } from '../shops/shop.entity.js';
import { ShopsRepository } from '../shops/shops.repository.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import { Proposal, type ProposalStep } from './proposal.entity.js';
import { proposalResource, toProposalView, toUploadedDocument } from './proposal.mapper.js';
import { ProposalDocumentsRepository } from './proposal-documents.repository.js';
import type { ReadFileUpload } from '../../platform/common/multipart-file.js';
import { StorageQuota } from '../images/storage-quota.js';
import { ProposalsRepository, type StepBy } from './proposals.repository.js';

const m = messages.proposals;
type Caller = NonNullable<Actor>;
type Side = 'buyer' | 'seller';

/** What one step did, for the pushes and notifications after its transaction commits. */
interface Outcome {
  proposal: Proposal;
  requirement: Requirement;
  /** The history step it wrote, also the thread's system message. */
  step: ProposalStep;
  /** Other proposals the step settled (the rest declined when one is accepted). */
  others: string[];
}

/** The policy's action behind each machine action, and the side it tells. */
const steps = {
  update: { policy: 'update', event: 'updated', tell: 'buyer', alert: 'proposal.updated' },
  withdraw: { policy: 'withdraw', event: 'withdrawn', tell: 'buyer', alert: 'proposal.withdrawn' },
  'counter.accept': {
    policy: 'answerCounter',
    event: 'counterAccepted',
    tell: 'buyer',
    alert: 'proposal.counterAnswered',
  },
  'counter.decline': {
    policy: 'answerCounter',
    event: 'counterDeclined',
    tell: 'buyer',
    alert: 'proposal.counterAnswered',
  },
  shortlist: {
    policy: 'shortlist',
    event: 'shortlisted',
    tell: 'seller',
    alert: 'proposal.shortlisted',
  },
  counter: { policy: 'counter', event: 'countered', tell: 'seller', alert: 'proposal.countered' },
  accept: { policy: 'accept', event: 'accepted', tell: 'seller', alert: 'proposal.accepted' },
  decline: { policy: 'decline', event: 'declined', tell: 'seller', alert: 'proposal.declined' },
} as const satisfies Partial<
  Record<
    ProposalAction,
    { policy: string; event: ProposalEventType; tell: Side; alert: NotificationType }
  >
>;
type Step = keyof typeof steps;

/**
 * Steps that stay possible after the requirement stopped taking proposals: leaving. They stay
 * possible under a block too (the blocker can end a negotiation), but tell the other side nothing.
 */
const leaving: readonly Step[] = ['withdraw', 'decline'];

/**
 * Proposals on requirements (docs/product/live-marketplace.md, "Proposals"): the rules of sending
 * one (a trader with a shop, not on their own requirement, an open one, one active each, the
 * requirement's cap counted under its row lock), each step of the negotiation checked by the
 * access policy (who) and the proposal machine (when), stored with its history step, then pushed
 * to both sides ('proposal.changed') and notified to the other (NotificationsService).
 */
@Injectable()
export class ProposalsService {
  private readonly logger = new Logger(ProposalsService.name);

  constructor(
    private readonly proposals: ProposalsRepository,
    private readonly requirements: RequirementsRepository,
    private readonly shops: ShopsRepository,
    private readonly users: UsersRepository,
    private readonly images: ImagesRepository,
    private readonly settings: SettingsService,
    private readonly access: ResourceAccess,
    private readonly transactions: Transactions,
    private readonly realtime: RealtimeService,
    private readonly notifications: NotificationsService,
    private readonly conversations: ConversationsService,
    private readonly documents: ProposalDocumentsRepository,
    private readonly outcomes: MatchOutcomes,
    private readonly orders: OrdersService,
    private readonly reach: Reachability,
    private readonly quota: StorageQuota,
  ) {}

  async submit(caller: Caller, requirementId: string, request: ProposalRequest) {
    const shop = await this.proposerShop(caller);
    await this.checkAttachments(caller.userId, request.attachmentIds);
    const cap = await this.settings.current('proposals.perRequirementCap');
    const outcome = await this.transactions.run(async () => {
      const requirement = this.takingProposalsFrom(
        caller,
        this.visible(caller, await this.requirements.lockById(requirementId)),
      );
      await this.reach.assertCanReach(caller.userId, requirement.buyerId);
      await this.proposals.expireDueOn(requirement.id, todayUtc(), new Date());
      if (await this.proposals.findActive(requirement.id, caller.userId)) {
        throw new ApiException(HttpStatus.CONFLICT, m.alreadyProposed);
      }
      // Counted under the requirement's row lock: parallel submissions take turns here.
      if ((await this.proposals.countCapped(requirement.id)) >= cap) {
        throw new ApiException(HttpStatus.CONFLICT, m.requirementFull(cap));
      }
      const proposal = new Proposal();
      Object.assign(proposal, {
        requirementId: requirement.id,
        sellerId: caller.userId,
        buyerId: requirement.buyerId,
        shopId: shop.id,
        status: 'submitted',
        version: 1,
        counterAt: null,
        declineReason: null,
      });
      this.applyTerms(proposal, request);
      await this.proposals.save(proposal, request.attachmentIds);
      if (request.documentIds?.length) await this.attachDocuments(proposal, request.documentIds);
      const step = await this.proposals.addStep(
        proposal.id,
        'submitted',
        'seller',
        this.termsNote(proposal),
      );
      return { proposal, requirement, step, others: [] };
    });
    await this.outcomes.proposed(outcome.requirement.id, caller.userId);
    return this.announce(outcome, 'proposal.received', 'buyer');
  }

  update(caller: Caller, id: string, request: ProposalRequest) {
    return this.step(caller, id, 'update', async (proposal) => {
      await this.checkAttachments(caller.userId, request.attachmentIds);
      this.applyTerms(proposal, request);
      proposal.version += 1;
      this.clearCounter(proposal);
      await this.proposals.save(proposal, request.attachmentIds);
      if (request.documentIds) await this.attachDocuments(proposal, request.documentIds);
      return this.termsNote(proposal);
    });
  }

  withdraw(caller: Caller, id: string) {
    return this.step(caller, id, 'withdraw', async (proposal) => {
      this.clearCounter(proposal);
      await this.proposals.save(proposal);
      return null;
    });
  }

  shortlist(caller: Caller, id: string) {
    return this.step(caller, id, 'shortlist', async (proposal) => {
      await this.proposals.save(proposal);
      return null;
    });
  }

  counter(caller: Caller, id: string, request: CounterOfferRequest) {
    return this.step(caller, id, 'counter', async (proposal, requirement) => {
      await this.orders.assertCanReceiveGoods(proposal.buyerId, requirement.groupId);
      Object.assign(proposal, {
        counterUnitPriceMinor: request.unitPriceMinor,
        counterQuantity: request.quantity,
        counterTotalMinor: this.total(request.unitPriceMinor, request.quantity),
        counterDeliveryDays: request.deliveryDays,
        counterMessage: request.message || null,
        counterAt: new Date(),
      });
      await this.proposals.save(proposal);
      return [
        this.formatTerms(
          proposal.currency,
          request.unitPriceMinor,
          request.quantity,
          request.deliveryDays,
        ),
        request.message,
      ]
        .filter(Boolean)
        .join(' · ');
    });
  }

  /**
   * The seller's answer to a counter-offer. Declining hands the proposal back to the buyer with
   * its terms; accepting agrees to the buyer's terms, which closes the deal as the buyer's
   * acceptance does: the order is placed at once, accepted by both, and the buyer pays next.
   */
  async answerCounter(caller: Caller, id: string, request: CounterAnswerRequest) {
    if (request.answer !== 'accept') {
      return this.step(caller, id, 'counter.decline', async (proposal) => {
        this.clearCounter(proposal);
        await this.proposals.save(proposal);
        return null;
      });
    }
    let placed: { order: Order; event: OrderEvent } | undefined;
    const view = await this.step(
      caller,
      id,
      'counter.accept',
      async (proposal, requirement, now) => {
        Object.assign(proposal, {
          unitPriceMinor: proposal.counterUnitPriceMinor!,
          quantity: proposal.counterQuantity!,
          totalMinor: proposal.counterTotalMinor!,
          deliveryDays: proposal.counterDeliveryDays!,
          version: proposal.version + 1,
        });
        this.clearCounter(proposal);
        const closed = await this.closeDeal(proposal, requirement, now, 'seller');
        placed = closed.placed;
        return { note: this.termsNote(proposal), others: closed.others };
      },
    );
    if (!placed) return view;
    await this.orders.announcePlaced(placed);
    return { ...view, orderId: placed.order.id };
  }

  /**
   * Accepting closes the negotiation (closeDeal). It names the terms' version the buyer saw: terms
   * changed since are a 409 with the proposal as it is now.
   */
  async accept(caller: Caller, id: string, request: ProposalAcceptRequest) {
    // The address chosen for goods, checked before anything is written.
    const address = request.addressId
      ? await this.orders.deliveryAddress(caller, request.addressId)
      : undefined;
    let placed: { order: Order; event: OrderEvent } | undefined;
    const view = await this.step(
      caller,
      id,
      'accept',
      async (proposal, requirement, now) => {
        const closed = await this.closeDeal(proposal, requirement, now, 'buyer', address);
        placed = closed.placed;
        return { note: null, others: closed.others };
      },
      { version: request.version },
    );
    if (!placed) return view;
    await this.orders.announcePlaced(placed);
    return { ...view, orderId: placed.order.id };
  }

  /**
   * A deal agreed, in the step's transaction: the proposal stored, its requirement closed as
   * fulfilled (it stops taking proposals), the other open proposals declined (their sellers told
   * why after the commit) and the agreed terms made an order (docs/product/orders.md).
   */
  private async closeDeal(
    proposal: Proposal,
    requirement: Requirement,
    now: Date,
    agreedBy: Side,
    address?: DeliveryAddress,
  ): Promise<{ placed: { order: Order; event: OrderEvent }; others: string[] }> {
    await this.proposals.save(proposal);
    const others = await this.proposals.declineOthers(
      requirement.id,
      proposal.id,
      m.otherAccepted,
      now,
    );
    await this.requirements.closeFulfilled(requirement.id, now);
    const placed = await this.orders.placeFromProposal(proposal, requirement, agreedBy, address);
    return { placed, others };
  }

  decline(caller: Caller, id: string, request: ProposalDeclineRequest) {
    return this.step(caller, id, 'decline', async (proposal) => {
      proposal.declineReason = request.reason;
      this.clearCounter(proposal);
      await this.proposals.save(proposal);
      return request.reason;
    });
  }

  /**
   * Stores a PDF for the caller's proposal on the requirement (one to send, or theirs to update):
   * whoever may propose on it now, checked (with the storage quota) before the file is read. A
   * PDF by its bytes only; attached by the proposal's `documentIds`, swept after a day otherwise.
   */
  async uploadDocument(
    caller: Caller,
    requirementId: string,
    read: ReadFileUpload,
  ): Promise<UploadedDocument> {
    await this.proposerShop(caller);
    const requirement = this.takingProposalsFrom(
      caller,
      this.visible(caller, await this.requirements.findById(requirementId)),
    );
    await this.reach.assertCanReach(caller.userId, requirement.buyerId);
    const file = await this.quota.read(caller.userId, read);
    if (!isPdf(file.bytes)) {
      throw new ApiException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, m.documentType, [
        { path: proposalDocumentRules.field, msg: m.documentType },
      ]);
    }
    const row = await this.documents.insert({
      requirementId: requirement.id,
      uploaderId: caller.userId,
      name: documentName(file.filename),
      mime: proposalDocumentRules.mime,
      bytes: file.bytes,
    });
    return toUploadedDocument(row);
  }

  /** A proposal's document with its bytes: for whoever may read the proposal (the policy). */
  async document(caller: Caller, proposalId: string, documentId: string): Promise<DownloadFile> {
    this.access.authorize(
      caller,
      'read',
      await this.proposals.findById(proposalId),
      proposalResource,
      { notFound: m.notFound },
    );
    const row = await this.documents.findOn(proposalId, documentId);
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, m.documentNotFound);
    return { bytes: row.bytes as Buffer, name: row.name, mime: row.mime };
  }

  /** GET requirements/:id/proposals: its buyer sees all, anyone else their own (if any). */
  async ofRequirement(viewer: Actor, requirementId: string): Promise<RequirementProposals> {
    const found = this.visible(viewer, await this.requirements.findById(requirementId));
    await this.transactions.run(() => this.proposals.expireDueOn(found.id, todayUtc(), new Date()));
    const requirement = (await this.requirements.findById(found.id)) ?? found;
    const buyer =
      viewer !== null &&
      this.access.can(viewer, 'list', {
        kind: 'requirementProposals',
        ownerIds: [requirement.buyerId],
      });
    const rows = buyer
      ? await this.proposals.ofRequirement(requirement.id)
      : viewer
        ? await this.proposals.ofSellerOn(requirement.id, viewer.userId)
        : [];
    const [limit, taken] = await Promise.all([
      this.settings.current('proposals.perRequirementCap'),
      this.proposals.countCapped(requirement.id),
    ]);
    return {
      requirement: {
        id: requirement.id,
        title: requirement.title,
        status: requirement.status,
        currency: requirement.currency,
        quantity: requirement.quantity,
        // Goods are delivered: accepting asks for the address (docs/product/orders.md, "Checkout").
        goods: !isServiceGroup(requirement.groupId),
      },
      viewer: buyer ? 'buyer' : 'seller',
      items: await this.views(rows, new Map([[requirement.id, requirement]])),
      cap: { limit, taken },
      propose: await this.proposeState(viewer, requirement, rows, taken >= limit),
    };
  }

  /** GET proposals/mine: the seller's proposals, most recently changed first. */
  async mine(caller: Caller, query: MyProposalsQuery): Promise<ProposalView[]> {
    await this.transactions.run(() =>
      this.proposals.expireDueOfSeller(caller.userId, todayUtc(), new Date()),
    );
    return this.views(await this.proposals.ofSeller(caller.userId, query.status, 50));
  }

  /**
   * One step of the negotiation in a transaction: the proposal's row locked (and the
   * requirement's before it, so an acceptance and a new submission take turns), who may (the
   * policy), that no block stands between the two (leaving steps aside), when (the machine) and,
   * when `expect` names one, that the terms are still that version; then `apply` and the history
   * step; after the commit, the pushes and the other side's notification.
   */
  private async step(
    caller: Caller,
    id: string,
    action: Step,
    apply: (
      proposal: Proposal,
      requirement: Requirement,
      now: Date,
    ) => Promise<string | null | { note: string | null; others: string[] }>,
    expect?: { version: number },
  ) {
    const rule = steps[action];
    const outcome = await this.transactions.run(async (): Promise<Outcome> => {
      const peek = await this.proposals.findById(id);
      const requirement = peek && (await this.requirements.lockById(peek.requirementId));
      const now = new Date();
      if (requirement) await this.proposals.expireDueOn(requirement.id, todayUtc(), now);
      const proposal = this.access.authorize(
        caller,
        rule.policy,
        requirement && (await this.proposals.lockById(id)),
        proposalResource,
        {
          notFound: m.notFound,
          forbidden: rule.tell === 'buyer' ? m.onlySeller : m.onlyBuyer,
        },
      );
      const to = nextProposalStatus(proposal.status, action);
      if (!to) {
        throw new ApiException(
          HttpStatus.CONFLICT,
          m.transitionRefused(m.statuses[proposal.status].toLowerCase()),
        );
      }
      if (!leaving.includes(action)) {
        const other = rule.tell === 'buyer' ? proposal.buyerId : proposal.sellerId;
        await this.reach.assertCanReach(caller.userId, other);
      }
      if (requirement!.status !== 'open' && !leaving.includes(action)) {
        throw new ApiException(HttpStatus.CONFLICT, m.requirementNotOpen);
      }
      // Checked under the row lock, so an update racing the acceptance is either seen or waits.
      if (expect && proposal.version !== expect.version) {
        throw await this.termsChanged(proposal, requirement!);
      }
      proposal.status = to;
      const done = await apply(proposal, requirement!, now);
      const { note, others } =
        done !== null && typeof done === 'object' ? done : { note: done, others: [] };
      const by: StepBy = rule.tell === 'buyer' ? 'seller' : 'buyer';
      const step = await this.proposals.addStep(proposal.id, rule.event, by, note);
      return { proposal, requirement: requirement!, step, others };
    });
    return this.announce(outcome, rule.alert, rule.tell, action);
  }

  /**
   * After the commit (decision 0007: stored first): the stored proposal to both sides' rooms, the
   * notification to the side that did not act, and the same for any proposal settled with it.
   */
  private async announce(
    { proposal, requirement, step, others }: Outcome,
    alert: NotificationType,
    tell: Side,
    action?: Step,
  ): Promise<ProposalView> {
    const settled = await this.proposals.findByIds(others);
    const [view, ...otherViews] = await this.views(
      [proposal, ...settled],
      new Map([[requirement.id, requirement]]),
    );
    for (const item of [view!, ...otherViews]) this.push(item);
    // A leaving step under a block (or another proposal settled with it) is stored and pushed as
    // state, but neither the thread nor the other side's notifications hear of it.
    if (await this.reach.canReach(view!.buyerId, view!.seller.id)) {
      await this.record(view!, step.type, step.note ?? null, step.id);
      await this.notify(this.alertOf(view!, requirement, alert, tell, action));
    }
    for (const other of otherViews) {
      if (!(await this.reach.canReach(other.buyerId, other.seller.id))) continue;
      await this.record(other, 'declined', other.declineReason);
      await this.notify(this.alertOf(other, requirement, 'proposal.declined', 'seller'));
    }
    return view!;
  }

  /** 409 for terms that changed since the buyer read them, carrying the proposal as it is now. */
  private async termsChanged(proposal: Proposal, requirement: Requirement): Promise<ApiException> {
    const [view] = await this.views([proposal], new Map([[requirement.id, requirement]]));
    const error = new ApiException(HttpStatus.CONFLICT, m.termsChanged, [], {
      code: apiErrorCodes.proposalChanged,
    });
    const body: ApiError & { data?: ProposalChangedError['data'] } = error.body;
    body.data = { proposal: view! };
    return error;
  }

  /**
   * The step as a system message in the buyer's and seller's conversation about the requirement
   * (the thread); its id is the history step's, so a repeat stores nothing twice. Logged, not
   * failed: the proposal's own history holds the step either way.
   */
  private async record(
    view: ProposalView,
    type: ProposalEventType,
    note: string | null,
    id?: string,
  ): Promise<void> {
    try {
      await this.conversations.recordSystemMessage({
        subject: { kind: 'requirement', id: view.requirementId },
        buyerId: view.buyerId,
        sellerId: view.seller.id,
        text: note ? `${m.history[type]}: ${note}` : m.history[type],
        data: { proposalId: view.id, event: type, status: view.status },
        ...(id && { id }),
      });
    } catch (error) {
      this.logger.warn(`Proposal ${view.id} ${type} not recorded in the thread: ${String(error)}`);
    }
  }

  /** The step is stored already: a notification that fails is logged, not the step's failure. */
  private async notify(input: NotifyInput): Promise<void> {
    try {
      await this.notifications.notify(input);
    } catch (error) {
      this.logger.warn(`${input.type} for ${input.userId} not stored: ${String(error)}`);
    }
  }

  private push(view: ProposalView): void {
    this.realtime.toUser(view.buyerId, serverEvents.proposalChanged, view);
    this.realtime.toUser(view.seller.id, serverEvents.proposalChanged, view);
  }

  private alertOf(
    view: ProposalView,
    requirement: Requirement,
    type: NotificationType,
    tell: Side,
    action?: Step,
  ): NotifyInput {
    const userId = tell === 'buyer' ? view.buyerId : view.seller.id;
    // The requirement as the one told reads it: its buyer always, its seller while it is public.
    const title = titleShownTo(userId, requirementResource(requirement), requirement.title);
    const titles: Record<string, string> = {
      'proposal.received': m.notify.received(title),
      'proposal.updated': m.notify.updated(title),
      'proposal.withdrawn': m.notify.withdrawn(title),
      'proposal.shortlisted': m.notify.shortlisted(title),
      'proposal.countered': m.notify.countered(title),
      'proposal.counterAnswered': m.notify.counterAnswered(title, action === 'counter.accept'),
      'proposal.accepted': m.notify.accepted(title),
      'proposal.declined': m.notify.declined(title),
    };
    return {
      userId,
      type,
      title: titles[type] ?? title,
      body:
        tell === 'buyer'
          ? m.notify.fromSeller(view.seller.shopName ?? view.seller.displayName)
          : (view.declineReason ?? null),
      // The requirement's page: its buyer compares the proposals there, a seller follows theirs.
      link: `/marketplace/requirement/${view.requirementId}#proposals`,
      data: { proposalId: view.id, requirementId: view.requirementId, status: view.status },
    };
  }

  private async proposeState(
    viewer: Actor,
    requirement: Requirement,
    own: readonly Proposal[],
    full: boolean,
  ): Promise<ProposeState> {
    if (!viewer) return 'signedOut';
    if (requirement.buyerId === viewer.userId) return 'own';
    if (!this.access.can(viewer, 'propose', { kind: 'requirementProposals', ownerIds: [] })) {
      return 'notTrader';
    }
    if (requirement.status !== 'open') return 'closed';
    if (own.some((p) => ['submitted', 'shortlisted', 'countered'].includes(p.status))) {
      return 'active';
    }
    if (full) return 'full';
    return (await this.shops.findByOwner(viewer.userId)) ? 'allowed' : 'noShop';
  }

  /** The caller's shop, when they may send proposals at all (a trader with a shop). */
  private async proposerShop(caller: Caller): Promise<Shop> {
    if (!this.access.can(caller, 'propose', { kind: 'requirementProposals', ownerIds: [] })) {
      throw new ApiException(HttpStatus.FORBIDDEN, m.sellersOnly);
    }
    const shop = await this.shops.findByOwner(caller.userId);
    if (!shop) throw new ApiException(HttpStatus.FORBIDDEN, m.shopRequired);
    return shop;
  }

  /** The requirement, when it takes proposals from the caller: someone else's, and open. */
  private takingProposalsFrom(caller: Caller, requirement: Requirement): Requirement {
    if (requirement.buyerId === caller.userId) {
      throw new ApiException(HttpStatus.FORBIDDEN, m.ownRequirement);
    }
    if (requirement.status !== 'open') {
      throw new ApiException(HttpStatus.CONFLICT, m.requirementNotOpen);
    }
    return requirement;
  }

  /** A requirement the viewer may read, or 404 (a hidden one is not told apart from none). */
  private visible(viewer: Actor, requirement: Requirement | null): Requirement {
    if (requirement) {
      const resource = requirementResource(requirement);
      if (
        this.access.can(viewer, 'read', resource) ||
        this.access.can(viewer, 'readPrivate', resource)
      ) {
        return requirement;
      }
    }
    throw new ApiException(HttpStatus.NOT_FOUND, messages.catalogue.requirementNotFound);
  }

  private async views(
    rows: readonly Proposal[],
    known: Map<string, Requirement> = new Map(),
  ): Promise<ProposalView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const missing = rows.map((row) => row.requirementId).filter((id) => !known.has(id));
    const [requirements, sellers, shops, history, attachmentIds, documents, response, orders] =
      await Promise.all([
        this.requirements.findByIds(missing),
        this.users.findByIds(rows.map((row) => row.sellerId)),
        this.shops.findByIds(rows.map((row) => row.shopId)),
        this.proposals.historyOf(ids),
        this.proposals.attachmentIdsOf(ids),
        this.documents.of(ids),
        this.proposals.responseMinutes(rows.map((row) => row.sellerId)),
        this.orders.orderIdsOfProposals(
          rows.filter((row) => row.status === 'accepted').map((row) => row.id),
        ),
      ]);
    const images = await this.images.findByIds([...attachmentIds.values()].flat());
    return rows.map((row) => {
      const requirement = known.get(row.requirementId) ?? requirements.get(row.requirementId);
      return toProposalView(row, {
        // As the proposal's seller reads it: the view goes to both sides, and a requirement back
        // in review, rejected or hidden must not show the seller its current text.
        requirementTitle: requirement
          ? titleShownTo(row.sellerId, requirementResource(requirement), requirement.title)
          : '',
        seller: sellers.get(row.sellerId),
        shop: shops.get(row.shopId),
        responseMinutes: response.get(row.sellerId),
        history: history.get(row.id) ?? [],
        attachments: (attachmentIds.get(row.id) ?? []).flatMap((imageId) => {
          const image = images.get(imageId);
          return image ? [image] : [];
        }),
        documents: documents.get(row.id) ?? [],
        orderId: orders.get(row.id),
      });
    });
  }

  private applyTerms(proposal: Proposal, request: ProposalRequest): void {
    Object.assign(proposal, {
      currency: request.currency,
      unitPriceMinor: request.unitPriceMinor,
      quantity: request.quantity,
      totalMinor: this.total(request.unitPriceMinor, request.quantity),
      deliveryDays: request.deliveryDays,
      validUntil: request.validUntil,
      message: request.message,
    });
  }

  /** Unit price × quantity, the server's; the request schema already refused a total too large. */
  private total(unitPriceMinor: number, quantity: number): number {
    const total = proposalTotal(unitPriceMinor, quantity);
    if (total === undefined) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: 'unitPriceMinor', msg: m.totalTooLarge },
      ]);
    }
    return total;
  }

  private clearCounter(proposal: Proposal): void {
    Object.assign(proposal, {
      counterUnitPriceMinor: null,
      counterQuantity: null,
      counterTotalMinor: null,
      counterDeliveryDays: null,
      counterMessage: null,
      counterAt: null,
    });
  }

  private termsNote(proposal: Proposal): string {
    return this.formatTerms(
      proposal.currency,
      proposal.unitPriceMinor,
      proposal.quantity,
      proposal.deliveryDays,
    );
  }

  /** The terms as one history line, money written as pages write it: "₹1,300 × 20 = ₹26,000, 7 days". */
  private formatTerms(currency: string, unit: number, quantity: number, days: number): string {
    const money = (amountMinor: number) => formatMoney({ amountMinor, currency });
    return `${money(unit)} × ${quantity.toLocaleString('en-US')} = ${money(unit * quantity)}, ${m.deliveryValue(days)}`;
  }

  /**
   * Makes `ids` the proposal's documents, in its step's transaction: each the seller's own upload
   * for this requirement, not on another proposal. The first that is not is refused on its field.
   */
  private async attachDocuments(proposal: Proposal, ids: readonly string[]): Promise<void> {
    const refused = await this.documents.replaceOn(proposal, ids);
    if (refused.length > 0) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: `documentIds.${ids.indexOf(refused[0]!)}`, msg: m.documentNotYours },
      ]);
    }
  }

  private async checkAttachments(ownerId: string, ids: readonly string[]): Promise<void> {
    const foreign = await this.images.notOwnedBy(ownerId, ids);
    if (foreign.length > 0) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: `attachmentIds.${ids.indexOf(foreign[0]!)}`, msg: m.attachmentNotYours },
      ]);
    }
  }
}

/** A document's name as shown and saved: the client's, cleaned, always ending in .pdf. */
function documentName(name: string | undefined): string {
  const shown = shownFileName(name, 'document.pdf', proposalDocumentRules.nameMax);
  const [, stem, extension = '.pdf'] = /^(.*?)(\.pdf)?$/is.exec(shown) ?? [];
  return `${(stem || 'document').slice(0, proposalDocumentRules.nameMax - extension.length)}${extension}`;
}

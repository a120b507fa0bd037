import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  attachmentRules,
  canAccess,
  messages,
  responseDeadlineHours,
  responseMetricsWindowDays,
  serverEvents,
  type Conversation as ConversationView,
  type ConversationMessage as MessageView,
  type ConversationsPage,
  type ConversationsQuery,
  type ConversationSubjectKind,
  type InquiriesPage,
  type InquiriesQuery,
  type InquiryRequest,
  type MessageAttachment as AttachmentView,
  type MessageReportRequest,
  type MessagesPage,
  type MessagesQuery,
  type RequirementContactRequest,
  type SendMessageRequest,
  type ServerToClientEvents,
} from '@matchbazaar/contracts';
import { randomUUID } from 'node:crypto';
import { ApiException } from '../../platform/common/api-exception.js';
import { shownFileName } from '../../platform/common/file-name.js';
import { keysetFromCursor, pageOf } from '../../platform/common/post-keyset.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { MatchOutcomes } from '../matching/match-outcomes.js';
import { NotificationsService, type NotifyInput } from '../notifications/notifications.service.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { RealtimeService } from '../../platform/realtime/realtime.service.js';
import { ReportsService } from '../reports/reports.service.js';
import { RequirementsRepository } from '../requirements/requirements.repository.js';
import { ShopsRepository } from '../shops/shops.repository.js';
import { UsersRepository } from '../../identity/users/users.repository.js';
import type { ReadFileUpload } from '../../platform/common/multipart-file.js';
import { StorageQuota } from '../images/storage-quota.js';
import { checkedAttachmentType } from './attachment-type.js';
import type { ConversationMessage } from './conversation-message.entity.js';
import { toAttachment, toConversation, toMessage } from './conversation.mapper.js';
import type { Conversation } from './conversation.entity.js';
import {
  ConversationsRepository,
  type ConversationListFilter,
  type NewMessage,
} from './conversations.repository.js';
import { blockedRefusal, Reachability } from '../blocks/reachability.js';

const m = messages.conversations;

export type Caller = { userId: string; role: unknown };

/** What `recordSystemMessage` takes: the proposals engine's steps, recorded in the conversation. */
export interface SystemMessageInput {
  subject: { kind: ConversationSubjectKind; id: string };
  buyerId: string;
  sellerId: string;
  text: string;
  data?: Record<string, unknown>;
  /** A stable id makes a repeated call store nothing twice (e.g. derived from the proposal step). */
  id?: string;
}

const inboxLink = (conversationId: string) => `/dashboard/inbox/${conversationId}`;
const preview = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

/**
 * Inquiries and conversations (docs/product/live-marketplace.md): every message is stored, then
 * pushed to both participants' rooms (docs/decisions/0007-realtime.md); only participants read a
 * conversation (others get 404); nothing is delivered between users when either blocked the other.
 */
@Injectable()
export class ConversationsService {
  private readonly logger = new Logger(ConversationsService.name);

  constructor(
    private readonly rows: ConversationsRepository,
    private readonly listings: ListingsRepository,
    private readonly requirements: RequirementsRepository,
    private readonly users: UsersRepository,
    private readonly shops: ShopsRepository,
    private readonly access: ResourceAccess,
    private readonly realtime: RealtimeService,
    private readonly notifications: NotificationsService,
    private readonly reports: ReportsService,
    private readonly outcomes: MatchOutcomes,
    private readonly reach: Reachability,
    private readonly quota: StorageQuota,
  ) {}

  /** "Send inquiry" on a listing: opens or reuses the conversation, stores the inquiry, tells the seller. */
  async inquire(
    caller: Caller,
    listingId: string,
    request: InquiryRequest,
  ): Promise<{ conversation: ConversationView; message: MessageView; created: boolean }> {
    const listing = await this.listings.summaryOf(listingId);
    if (
      !listing ||
      !this.access.can(caller, 'read', {
        kind: 'listing',
        ownerIds: [listing.sellerId],
        status: listing.status,
      })
    ) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.listingNotFound);
    }
    if (listing.sellerId === caller.userId)
      throw new ApiException(HttpStatus.FORBIDDEN, m.ownListing);
    if (listing.status !== 'published')
      throw new ApiException(HttpStatus.CONFLICT, m.listingNotOpen);
    await this.reach.assertCanReach(caller.userId, listing.sellerId);
    const phone = request.sharePhone ? await this.verifiedPhone(caller.userId) : null;
    const { conversation } = await this.rows.openOrReuse({
      subjectKind: 'listing',
      subjectId: listing.id,
      subjectTitle: listing.title,
      buyerId: caller.userId,
      sellerId: listing.sellerId,
    });
    const { message, created } = await this.store(conversation, {
      id: request.messageId,
      senderId: caller.userId,
      kind: 'inquiry',
      text: request.message,
      inquiryQuantity: request.quantity ?? null,
      inquiryPhone: phone,
    });
    if (created) {
      await this.tell(listing.sellerId, {
        type: 'inquiry.received',
        title: m.inquiryNotificationTitle(listing.title),
        body: preview(request.message),
        link: inboxLink(conversation.id),
        data: { conversationId: conversation.id, listingId: listing.id, messageId: message.id },
      });
      await this.outcomes.inquired(listing.id, caller.userId);
      // No refresh of the seller's response metrics here: an inquiry counts only once answered
      // or 24 h old (the first answer refreshes them; the hourly sweep sees the 24 h pass).
    }
    return { conversation: await this.view(caller.userId, conversation.id), message, created };
  }

  /** A seller writes to the buyer of an open requirement: opens or reuses their conversation. */
  async contactAboutRequirement(
    caller: Caller,
    requirementId: string,
    request: RequirementContactRequest,
  ): Promise<{ conversation: ConversationView; message: MessageView; created: boolean }> {
    const requirement = await this.requirements.findById(requirementId);
    if (
      !requirement ||
      !this.access.can(caller, 'read', {
        kind: 'requirement',
        ownerIds: [requirement.buyerId],
        status: requirement.status,
      })
    ) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.requirementNotFound);
    }
    if (requirement.buyerId === caller.userId)
      throw new ApiException(HttpStatus.FORBIDDEN, m.ownRequirement);
    if (!canAccess(caller.role, ['trader']))
      throw new ApiException(HttpStatus.FORBIDDEN, m.sellerOnly);
    if (requirement.status !== 'open')
      throw new ApiException(HttpStatus.CONFLICT, m.requirementNotOpen);
    await this.reach.assertCanReach(caller.userId, requirement.buyerId);
    const { conversation } = await this.rows.openOrReuse({
      subjectKind: 'requirement',
      subjectId: requirement.id,
      subjectTitle: requirement.title,
      buyerId: requirement.buyerId,
      sellerId: caller.userId,
    });
    const { message, created } = await this.store(conversation, {
      id: request.messageId,
      senderId: caller.userId,
      kind: 'text',
      text: request.message,
    });
    if (created)
      await this.tellMessage(requirement.buyerId, caller.userId, conversation.id, message);
    return { conversation: await this.view(caller.userId, conversation.id), message, created };
  }

  /**
   * For the proposals engine: opens or reuses the conversation of the subject, buyer and seller,
   * and stores and pushes a system message recording a proposal step. No notification: the
   * proposal's own notification says it.
   */
  async recordSystemMessage(input: SystemMessageInput): Promise<MessageView> {
    // Works outside a request too (a listener or job): this reads through forks only.
    const title = await this.rows.subjectTitle(input.subject.kind, input.subject.id);
    const { conversation } = await this.rows.openOrReuse({
      subjectKind: input.subject.kind,
      subjectId: input.subject.id,
      subjectTitle: title,
      buyerId: input.buyerId,
      sellerId: input.sellerId,
    });
    const { message } = await this.store(conversation, {
      id: input.id ?? randomUUID(),
      senderId: null,
      kind: 'system',
      text: input.text.slice(0, 5_000),
      data: input.data ?? {},
    });
    return message;
  }

  async list(userId: string, query: ConversationsQuery): Promise<ConversationsPage> {
    const { items, nextCursor } = await this.page(
      userId,
      { filter: query.filter, q: query.q || undefined },
      query.cursor,
      query.limit,
    );
    return { items, nextCursor, unreadTotal: await this.rows.unreadTotal(userId) };
  }

  async inquiries(userId: string, query: InquiriesQuery): Promise<InquiriesPage> {
    const { items, nextCursor } = await this.page(
      userId,
      { inquiries: { state: query.state } },
      query.cursor,
      query.limit,
    );
    return { items, nextCursor, counts: await this.inquiryCounts(userId) };
  }

  /** The seller's inquiries by state (the inbox's tabs, the seller area's figures). */
  inquiryCounts(sellerId: string): Promise<InquiriesPage['counts']> {
    return this.rows.inquiryCounts(sellerId);
  }

  async get(caller: Caller, id: string): Promise<ConversationView> {
    await this.authorized(caller, 'read', id);
    return this.view(caller.userId, id);
  }

  async messages(caller: Caller, id: string, query: MessagesQuery): Promise<MessagesPage> {
    await this.authorized(caller, 'read', id);
    const page = await this.rows.messages(id, query);
    return { items: await this.withAttachments(page.items), more: page.more };
  }

  /** Sends a message; a repeat of its id answers the stored one (`created` false). */
  async send(
    caller: Caller,
    id: string,
    request: SendMessageRequest,
  ): Promise<{ message: MessageView; created: boolean }> {
    const conversation = await this.authorized(caller, 'send', id);
    // The seller's first answer to an inquiry is what moves their response metrics.
    const firstAnswer =
      caller.userId === conversation.sellerId &&
      conversation.inquiredAt !== null &&
      conversation.firstResponseAt === null;
    const result = await this.store(conversation, {
      id: request.id,
      senderId: caller.userId,
      kind: 'text',
      text: request.text ?? '',
      attachmentIds: request.attachmentIds,
    });
    if (result.created) {
      const recipient =
        conversation.buyerId === caller.userId ? conversation.sellerId : conversation.buyerId;
      await this.tellMessage(recipient, caller.userId, conversation.id, result.message);
      if (firstAnswer) await this.refreshResponseMetrics(conversation.sellerId);
    }
    return result;
  }

  /**
   * Stores a file for a later message of the caller's in this conversation. The file is read only
   * once the caller may send here and has room in the storage quota.
   */
  async uploadAttachment(
    caller: Caller,
    id: string,
    read: ReadFileUpload,
  ): Promise<AttachmentView> {
    await this.authorized(caller, 'send', id);
    const file = await this.quota.read(caller.userId, read);
    const mime = await checkedAttachmentType(file.bytes);
    const row = await this.rows.insertAttachment({
      conversationId: id,
      uploaderId: caller.userId,
      name: shownFileName(file.filename, 'attachment', attachmentRules.nameMax),
      mime,
      bytes: file.bytes,
    });
    return toAttachment(row);
  }

  /** An attachment's bytes, for the conversation's participants only. */
  async attachment(
    caller: Caller,
    conversationId: string,
    attachmentId: string,
  ): Promise<{ bytes: Buffer; name: string; mime: string }> {
    await this.authorized(caller, 'read', conversationId);
    const row = await this.rows.findAttachment(attachmentId);
    // Before a message carries it, only its uploader may fetch it.
    if (
      !row ||
      row.conversationId !== conversationId ||
      (row.messageId === null && row.uploaderId !== caller.userId)
    ) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.attachmentNotFound);
    }
    return { bytes: row.bytes as Buffer, name: row.name, mime: row.mime };
  }

  /** Read receipts: moves the caller's mark and tells both sides' tabs. */
  async markRead(caller: Caller, id: string, upTo: string): Promise<string> {
    const conversation = await this.authorized(caller, 'read', id);
    const mark = await this.rows.markRead(id, caller.userId, upTo);
    const payload = { conversationId: id, userId: caller.userId, upTo: mark };
    // The reader's other tabs clear their badge; the other side sees the receipt unless blocked.
    this.push(caller.userId, serverEvents.conversationRead, payload);
    const other =
      conversation.buyerId === caller.userId ? conversation.sellerId : conversation.buyerId;
    if (await this.reach.canReach(caller.userId, other))
      this.push(other, serverEvents.conversationRead, payload);
    return mark;
  }

  async setArchived(caller: Caller, id: string, archived: boolean): Promise<void> {
    await this.authorized(caller, 'archive', id);
    await this.rows.setArchived(id, caller.userId, archived);
  }

  async block(caller: Caller, userId: string): Promise<void> {
    if (userId === caller.userId) throw new ApiException(HttpStatus.BAD_REQUEST, m.cannotBlockSelf);
    const user = await this.users.findById(userId);
    if (!user) throw new ApiException(HttpStatus.NOT_FOUND, m.userNotFound);
    await this.reach.block(caller.userId, userId);
  }

  async unblock(caller: Caller, userId: string): Promise<void> {
    await this.reach.unblock(caller.userId, userId);
  }

  /**
   * A participant reports the other's message to the staff's report queue (once while that report
   * is open); staff may then read the message.
   */
  async report(caller: Caller, messageId: string, request: MessageReportRequest): Promise<void> {
    const message = await this.readableMessage(caller, messageId, 'report');
    if (!(await this.reports.fileAboutMessage(caller.userId, message.id, request)))
      throw new ApiException(HttpStatus.CONFLICT, m.alreadyReported);
  }

  /** One message: for its conversation's participants, and for staff once it was reported. */
  async message(caller: Caller, messageId: string): Promise<MessageView> {
    const message = await this.readableMessage(caller, messageId, 'read');
    const [view] = await this.withAttachments([message]);
    return view!;
  }

  /** `userId:conversationId` → the other participant (null: not a participant). Never changes. */
  private readonly counterparts = new Map<string, string | null>();

  /**
   * Whom a typing signal of `userId` in the conversation goes to: the other participant, or null
   * when the user is not one or either blocked the other. Who the participants are is kept (it
   * never changes); blocks are read each time (one prepared statement, at most every 2 s per
   * typist), so a block made through any BFF stops the signals at once.
   */
  async typingTarget(userId: string, conversationId: string): Promise<string | null> {
    const key = `${userId}:${conversationId}`;
    let other = this.counterparts.get(key);
    if (other === undefined) {
      const conversation = await this.rows.findById(conversationId);
      other =
        conversation && [conversation.buyerId, conversation.sellerId].includes(userId)
          ? conversation.buyerId === userId
            ? conversation.sellerId
            : conversation.buyerId
          : null;
      if (this.counterparts.size > 10_000) this.counterparts.clear();
      this.counterparts.set(key, other);
    }
    if (other === null) return null;
    return (await this.reach.canReach(userId, other)) ? other : null;
  }

  /** Recomputes the seller's response metrics onto their shop. */
  async refreshResponseMetrics(sellerId: string): Promise<void> {
    const metrics = await this.rows.responseMetrics(
      sellerId,
      responseMetricsWindowDays,
      responseDeadlineHours,
    );
    await this.shops.setResponseMetrics(sellerId, metrics);
  }

  private async page(
    userId: string,
    filter: ConversationListFilter,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ items: ConversationView[]; nextCursor: string | null }> {
    const rows = await this.rows.list(userId, filter, keysetFromCursor(cursor), limit + 1);
    const { items, nextCursor } = pageOf(rows, limit, (row) => new Date(row.activity_at));
    return { items: items.map(toConversation), nextCursor };
  }

  private async view(userId: string, id: string): Promise<ConversationView> {
    const [row] = await this.rows.list(userId, { ids: [id] }, undefined, 1);
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, m.notFound);
    return toConversation(row);
  }

  /** The conversation, if the caller may do `action` to it (404 for strangers, 403 when blocked). */
  private async authorized(
    caller: Caller,
    action: 'read' | 'send' | 'archive',
    id: string,
  ): Promise<Conversation> {
    const conversation = await this.rows.findById(id);
    const participant =
      conversation && [conversation.buyerId, conversation.sellerId].includes(caller.userId);
    const blocks =
      conversation && participant
        ? await this.reach.between(
            caller.userId,
            conversation.buyerId === caller.userId ? conversation.sellerId : conversation.buyerId,
          )
        : { byA: false, byB: false };
    return this.access.authorize<'conversation', Conversation>(
      caller,
      action,
      conversation,
      (row) => ({
        kind: 'conversation',
        ownerIds: [row.buyerId, row.sellerId],
        status: blocks.byA || blocks.byB ? 'blocked' : 'open',
      }),
      { notFound: m.notFound, forbidden: blockedRefusal(blocks) ?? undefined },
    );
  }

  private async readableMessage(
    caller: Caller,
    messageId: string,
    action: 'read' | 'report',
  ): Promise<ConversationMessage> {
    const message = await this.rows.findMessage(messageId);
    const conversation = message ? await this.rows.findById(message.conversationId) : null;
    const participants = conversation ? [conversation.buyerId, conversation.sellerId] : [];
    const reported = message ? await this.reports.messageWasReported(message.id) : false;
    const describe = (row: ConversationMessage) => ({
      kind: 'conversationMessage' as const,
      ownerIds: row.senderId ? [row.senderId] : [],
      counterpartyIds: participants.filter((id) => id !== row.senderId),
      status: reported ? 'reported' : 'sent',
    });
    if (action === 'read' && message && this.access.can(caller, 'readReported', describe(message)))
      return message;
    return this.access.authorize<'conversationMessage', ConversationMessage>(
      caller,
      action,
      message,
      describe,
      {
        notFound: m.messageNotFound,
        forbidden: m.cannotReportOwn,
      },
    );
  }

  /** Stores the message, then pushes it to both participants' rooms (a repeat is pushed again). */
  private async store(
    conversation: Conversation,
    message: NewMessage,
  ): Promise<{ message: MessageView; created: boolean }> {
    const appended = await this.rows.append(conversation.id, message);
    if (appended.outcome === 'idReused')
      throw new ApiException(HttpStatus.CONFLICT, m.messageIdReused, [
        { path: 'id', msg: m.messageIdReused },
      ]);
    if (appended.outcome === 'attachmentsInvalid')
      throw new ApiException(HttpStatus.BAD_REQUEST, m.attachmentNotFound, [
        { path: 'attachmentIds', msg: m.attachmentNotFound },
      ]);
    // A message stored now without attachments has none to read.
    const [view] =
      appended.outcome === 'stored' && !message.attachmentIds?.length
        ? [toMessage(appended.message, undefined)]
        : await this.withAttachments([appended.message]);
    this.push([conversation.buyerId, conversation.sellerId], serverEvents.conversationMessage, {
      conversationId: conversation.id,
      message: view!,
    });
    return { message: view!, created: appended.outcome === 'stored' };
  }

  private push<E extends 'conversation.message' | 'conversation.read'>(
    userIds: string | readonly string[],
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    try {
      this.realtime.toUsers(typeof userIds === 'string' ? [userIds] : userIds, event, ...payload);
    } catch (error) {
      // Stored already: the client catches up with `?after=<seq>` when it reconnects.
      this.logger.warn(`Push of ${event} to ${String(userIds)} failed: ${String(error)}`);
    }
  }

  private async withAttachments(rows: ConversationMessage[]): Promise<MessageView[]> {
    const attachments = await this.rows.attachmentsOf(rows.map((row) => row.id));
    return rows.map((row) => toMessage(row, attachments.get(row.id)));
  }

  /** "New message" for the recipient, collapsed while one for this conversation is unread. */
  private async tellMessage(
    recipientId: string,
    senderId: string,
    conversationId: string,
    message: MessageView,
  ): Promise<void> {
    const sender = await this.users.findById(senderId);
    const name = sender && !sender.deletedAt ? `${sender.firstName} ${sender.lastName}` : m.someone;
    await this.tell(recipientId, {
      type: 'message.received',
      title: m.messageNotificationTitle(name),
      body: preview(message.text || message.attachments.map((a) => a.name).join(', ')),
      link: inboxLink(conversationId),
      data: { conversationId, messageId: message.id },
      collapseOn: { conversationId },
    });
  }

  /** A notification; the message is stored already, so a failure here is logged, not thrown. */
  private async tell(userId: string, notification: Omit<NotifyInput, 'userId'>): Promise<void> {
    try {
      await this.notifications.notify({ userId, ...notification });
    } catch (error) {
      this.logger.warn(`Notification for ${userId} failed: ${String(error)}`);
    }
  }

  private async verifiedPhone(userId: string): Promise<string> {
    const user = await this.users.findById(userId);
    if (!user?.phone || !user.phoneVerifiedAt)
      throw new ApiException(HttpStatus.BAD_REQUEST, m.phoneMissing, [
        { path: 'sharePhone', msg: m.phoneMissing },
      ]);
    return user.phone;
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { ConversationSubjectKind, InquiryState, MessageKind } from '@matchbazaar/contracts';
import type { Keyset } from '../../platform/common/post-keyset.js';
import { PreparedSql } from '../../platform/database/prepared-sql.js';
import { shownToSql, titleShownTo } from '../posts/shown-title.js';
import { ConversationMessage } from './conversation-message.entity.js';
import { Conversation } from './conversation.entity.js';
import { MessageAttachment } from './message-attachment.entity.js';

export interface NewConversation {
  subjectKind: ConversationSubjectKind;
  subjectId: string;
  subjectTitle: string;
  buyerId: string;
  sellerId: string;
}

export interface NewMessage {
  id: string;
  senderId: string | null;
  kind: MessageKind;
  text: string;
  inquiryQuantity?: number | null;
  inquiryPhone?: string | null;
  data?: Record<string, unknown>;
  attachmentIds?: readonly string[];
}

/** What appending a message did: stored it now, found it stored before, or refused it. */
export type Appended =
  | { outcome: 'stored'; message: ConversationMessage }
  | { outcome: 'repeated'; message: ConversationMessage }
  | { outcome: 'idReused' }
  | { outcome: 'attachmentsInvalid' };

/** One conversation as its participant `userId` sees it (one row of the list query). */
export interface ConversationRow {
  id: string;
  subject_kind: ConversationSubjectKind;
  subject_id: string;
  title: string;
  /** False while the subject is withheld from this participant (posts/shown-title.ts). */
  subject_shown: boolean;
  thumb_id: string | null;
  thumb_width: number | null;
  thumb_height: number | null;
  buyer_id: string;
  seller_id: string;
  buyer_name: string | null;
  seller_name: string | null;
  buyer_deleted: boolean;
  seller_deleted: boolean;
  buyer_shop: { id: string; slug: string; name: string } | null;
  seller_shop: { id: string; slug: string; name: string } | null;
  role: 'buyer' | 'seller';
  my_read_seq: string;
  their_read_seq: string;
  archived: boolean;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  unread: number;
  last_seq: string;
  last_sender_id: string | null;
  last_kind: MessageKind | null;
  last_text: string | null;
  last_attachment: string | null;
  last_at: Date | null;
  inquired_at: Date | null;
  awaiting_since: Date | null;
  last_buyer_seq: string;
  created_at: Date;
  activity_at: Date;
}

export interface ConversationListFilter {
  filter?: 'all' | 'listing' | 'requirement' | 'archived';
  q?: string;
  /** The seller's inquiries (listing conversations with an inquiry), optionally in one state. */
  inquiries?: { state?: InquiryState };
  ids?: readonly string[];
}

/** The inquiry states as SQL over a conversation `c` and the seller's participant row `me`. */
const inquiryStateSql: Record<InquiryState, string> = {
  new: `(c.awaiting_since is not null and me.last_read_seq < c.last_buyer_seq)`,
  unanswered: `(c.awaiting_since is not null and me.last_read_seq >= c.last_buyer_seq)`,
  answered: `(c.awaiting_since is null)`,
};

/**
 * A conversation row's columns, named: a prepared statement that said `*` would fail once a
 * migration added a column under a running BFF ("cached plan must not change result type").
 */
const conversationColumns = `"id", "subject_kind", "subject_id", "subject_title", "buyer_id", "seller_id",
  "last_seq", "last_message_at", "inquired_at", "first_response_at", "awaiting_since",
  "last_buyer_seq", "created_at", "updated_at"`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Conversations, their participants' marks, messages and attachments (blocks are
 * UserBlocksRepository's): the one place that reads or writes them. Appending a message locks its
 * conversation's row, so seqs are handed out in order and a repeated id is found, never stored
 * twice.
 */
@Injectable()
export class ConversationsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PreparedSql,
  ) {}

  /**
   * The listing's or requirement's title as the public reads it now ('' when it is gone): kept
   * as the conversation's title for both sides, so never a withheld post's current text.
   */
  async subjectTitle(kind: ConversationSubjectKind, id: string): Promise<string> {
    const rows = await this.em
      .fork()
      .execute<{ title: string; status: string; author_id: string }[]>(
        kind === 'listing'
          ? `select "title", "status", "seller_id" as "author_id" from "listing" where "id" = ?`
          : `select "title", "status", "buyer_id" as "author_id" from "requirement" where "id" = ?`,
        [id],
      );
    const post = rows[0];
    return post
      ? titleShownTo(null, { kind, ownerIds: [post.author_id], status: post.status }, post.title)
      : '';
  }

  findById(id: string): Promise<Conversation | null> {
    return this.em.fork().findOne(Conversation, { id });
  }

  /**
   * The conversation of this subject, buyer and seller: a new one with its two participants (one
   * statement, so it never lacks them), else the one there.
   */
  async openOrReuse(
    data: NewConversation,
  ): Promise<{ conversation: Conversation; opened: boolean }> {
    const em = this.em.fork();
    const [row] = await this.sql.alone<Record<string, unknown>>(
      `with "new" as (
         insert into "conversation" ("id", "subject_kind", "subject_id", "subject_title", "buyer_id", "seller_id", "created_at", "updated_at")
         values (gen_random_uuid(), ?, ?, ?, ?, ?, now(), now())
         on conflict ("subject_kind", "subject_id", "buyer_id", "seller_id") do nothing
         returning ${conversationColumns}
       ), "participants" as (
         insert into "conversation_participant" ("conversation_id", "user_id", "role")
         select "id", "buyer_id", 'buyer' from "new" union all select "id", "seller_id", 'seller' from "new"
       )
       select * from "new"`,
      [data.subjectKind, data.subjectId, data.subjectTitle, data.buyerId, data.sellerId],
    );
    if (row) return { conversation: em.map(Conversation, row), opened: true };
    const conversation = await em.findOneOrFail(Conversation, {
      subjectKind: data.subjectKind,
      subjectId: data.subjectId,
      buyerId: data.buyerId,
      sellerId: data.sellerId,
    });
    return { conversation, opened: false };
  }

  /**
   * Stores the message as the conversation's next seq, unless its id is stored already (then the
   * stored one is answered). Attachments named must be the sender's, in this conversation and not
   * yet sent. The sender's read mark moves to it; the recipient's archive is undone. A send is on
   * the path of every live push, so a message without attachments is one prepared statement (one
   * round trip, one commit); one with attachments is a transaction of four, as their check may
   * have to undo the rest.
   */
  async append(conversationId: string, message: NewMessage): Promise<Appended> {
    const now = new Date();
    const stored = await (
      message.attachmentIds?.length
        ? this.appendWithAttachments(conversationId, message, now)
        : this.appendAlone(conversationId, message, now)
    ).catch((error: unknown) => {
      if (error instanceof AttachmentsInvalid || error instanceof IdStoredBefore) return error;
      throw error;
    });
    if (stored instanceof AttachmentsInvalid) return { outcome: 'attachmentsInvalid' };
    if (stored instanceof ConversationMessage) return { outcome: 'stored', message: stored };
    if (stored === null) return { outcome: 'idReused' };
    const existing = await this.em.fork().findOne(ConversationMessage, { id: message.id });
    return existing?.conversationId === conversationId && existing.senderId === sender(message)
      ? { outcome: 'repeated', message: existing }
      : { outcome: 'idReused' };
  }

  /**
   * Next seq, message and read marks in one statement, so all or nothing commits. An id stored
   * before is seen first and nothing is written; one stored by a racing send after this
   * statement's snapshot fails the insert's primary key, which undoes the whole statement.
   */
  private async appendAlone(
    conversationId: string,
    message: NewMessage,
    now: Date,
  ): Promise<ConversationMessage | null> {
    let row: { seq: string | null; stored_before: boolean } | undefined;
    try {
      [row] = await this.sql.alone<{ seq: string | null; stored_before: boolean }>(
        `with "before" as (
           select 1 from "conversation_message" where "id" = ?
         ), "next" as (
           ${nextSeqSql} and not exists (select 1 from "before") returning "last_seq"
         ), "stored" as (
           insert into "conversation_message" ("id", "conversation_id", "seq", "sender_id", "kind", "text", "inquiry_quantity", "inquiry_phone", "data", "created_at")
           select ?::uuid, ?::uuid, "last_seq", ?::uuid, ?::varchar, ?::text, ?::integer, ?::varchar, ?::jsonb, ?::timestamptz from "next"
           returning "seq"
         ), "marks" as (
           ${readMarks('"next"."last_seq"', 'from "next"')}
         )
         select (select "seq" from "stored") as "seq", exists (select 1 from "before") as "stored_before"`,
        [
          message.id,
          ...nextSeqParams(conversationId, message, now),
          ...insertParams(conversationId, message, null, now),
          ...readMarksParams(conversationId, message, null),
        ],
      );
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && isMessageKey(error))
        throw new IdStoredBefore();
      throw error;
    }
    if (row?.stored_before) throw new IdStoredBefore();
    if (!row?.seq) return null;
    return storedMessage(conversationId, message, row.seq, now);
  }

  /** The same steps as `appendAlone` in a transaction, with the attachments' check before the marks. */
  private appendWithAttachments(
    conversationId: string,
    message: NewMessage,
    now: Date,
  ): Promise<ConversationMessage | null> {
    return this.sql.transaction(async (query): Promise<ConversationMessage | null> => {
      // Taking the next seq locks the conversation's row: concurrent sends to it (and a retry
      // racing itself) get theirs in order. SET expressions read the row as it was.
      const [conversation] = await query<{ last_seq: string }>(
        `${nextSeqSql} returning "last_seq"`,
        nextSeqParams(conversationId, message, now),
      );
      if (!conversation) return null;
      const inserted = await query<{ id: string }>(
        `insert into "conversation_message" ("id", "conversation_id", "seq", "sender_id", "kind", "text", "inquiry_quantity", "inquiry_phone", "data", "created_at")
         values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?)
         on conflict ("id") do nothing returning "id"`,
        insertParams(conversationId, message, conversation.last_seq, now),
      );
      // Stored before: nothing of this send is kept (the seq taken above goes back).
      if (inserted.length === 0) throw new IdStoredBefore();
      const attachmentIds = message.attachmentIds ?? [];
      const attached = await query<{ id: string }>(
        `update "message_attachment" set "message_id" = ?
         where "id" = any(?::uuid[])
           and "conversation_id" = ? and "uploader_id" = ? and "message_id" is null
         returning "id"`,
        [message.id, [...attachmentIds], conversationId, sender(message)],
      );
      // Nothing of this send is kept.
      if (attached.length !== new Set(attachmentIds).size) throw new AttachmentsInvalid();
      await query(readMarksSql, readMarksParams(conversationId, message, conversation.last_seq));
      return storedMessage(conversationId, message, conversation.last_seq, now);
    });
  }

  findMessage(id: string): Promise<ConversationMessage | null> {
    return this.em.fork().findOne(ConversationMessage, { id });
  }

  /**
   * A page of messages, oldest first: after a seq (catch-up, `more` = newer ones wait), before a
   * seq, or the latest (`more` = older ones exist).
   */
  async messages(
    conversationId: string,
    range: { after?: string; before?: string; limit: number },
  ): Promise<{ items: ConversationMessage[]; more: boolean }> {
    const em = this.em.fork();
    if (range.after !== undefined) {
      const rows = await em.find(
        ConversationMessage,
        { conversationId, seq: { $gt: range.after } },
        { orderBy: { seq: 'asc' }, limit: range.limit + 1 },
      );
      return { items: rows.slice(0, range.limit), more: rows.length > range.limit };
    }
    const rows = await em.find(
      ConversationMessage,
      range.before !== undefined
        ? { conversationId, seq: { $lt: range.before } }
        : { conversationId },
      { orderBy: { seq: 'desc' }, limit: range.limit + 1 },
    );
    return { items: rows.slice(0, range.limit).reverse(), more: rows.length > range.limit };
  }

  /** Attachments of these messages, by message id, in upload order. */
  async attachmentsOf(messageIds: readonly string[]): Promise<Map<string, MessageAttachment[]>> {
    const byMessage = new Map<string, MessageAttachment[]>();
    if (messageIds.length === 0) return byMessage;
    const rows = await this.em
      .fork()
      .find(
        MessageAttachment,
        { messageId: { $in: [...new Set(messageIds)] } },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    for (const row of rows) {
      const list = byMessage.get(row.messageId!) ?? [];
      list.push(row);
      byMessage.set(row.messageId!, list);
    }
    return byMessage;
  }

  async insertAttachment(data: {
    conversationId: string;
    uploaderId: string;
    name: string;
    mime: string;
    bytes: Buffer;
  }): Promise<MessageAttachment> {
    const em = this.em.fork();
    const row = em.create(MessageAttachment, {
      conversationId: data.conversationId,
      uploaderId: data.uploaderId,
      name: data.name,
      mime: data.mime,
      byteSize: data.bytes.length,
      bytes: data.bytes,
      messageId: null,
    });
    await em.flush();
    return row;
  }

  /** Deletes up to `limit` attachments uploaded before `before` that no message carries. */
  async deleteUnsentAttachments(before: Date, limit: number): Promise<number> {
    const rows = await this.em.execute(
      `delete from "message_attachment" where "id" in (
         select "id" from "message_attachment" where "message_id" is null and "created_at" < ?
         limit ? for update skip locked) returning "id"`,
      [before, limit],
    );
    return rows.length;
  }

  /** An attachment with its bytes. */
  findAttachment(id: string): Promise<MessageAttachment | null> {
    return this.em.fork().findOne(MessageAttachment, { id }, { populate: ['bytes'] });
  }

  /** Moves the user's read mark up to `upTo` (never back, never past the last message). */
  async markRead(conversationId: string, userId: string, upTo: string): Promise<string> {
    const rows = await this.em.execute<{ last_read_seq: string }[]>(
      `update "conversation_participant" p
       set "last_read_seq" = greatest(p."last_read_seq", least(?::bigint, c."last_seq"))
       from "conversation" c
       where c."id" = p."conversation_id" and p."conversation_id" = ? and p."user_id" = ?
       returning p."last_read_seq"`,
      [upTo, conversationId, userId],
    );
    return String(rows[0]?.last_read_seq ?? '0');
  }

  async setArchived(conversationId: string, userId: string, archived: boolean): Promise<void> {
    await this.em.execute(
      `update "conversation_participant" set "archived_at" = ${archived ? 'coalesce("archived_at", now())' : 'null'}
       where "conversation_id" = ? and "user_id" = ?`,
      [conversationId, userId],
    );
  }

  /** The user's conversations as they see them, most recent activity first. */
  async list(
    userId: string,
    filter: ConversationListFilter,
    after: Keyset | undefined,
    limit: number,
  ): Promise<ConversationRow[]> {
    const where: string[] = [`me."user_id" = ?`];
    const params: unknown[] = [userId];
    if (filter.ids) {
      if (filter.ids.length === 0) return [];
      // One conversation (an inquiry's answer, a push's summary) by equality: its generic plan
      // then costs what a custom one does, so PostgreSQL keeps it after five runs instead of
      // planning the statement again on every call (half of its time, measured).
      if (filter.ids.length === 1) {
        where.push(`c."id" = ?`);
        params.push(filter.ids[0]);
      } else {
        where.push(`c."id" = any(?::uuid[])`);
        params.push([...filter.ids]);
      }
    }
    if (filter.inquiries) {
      where.push(
        `me."role" = 'seller' and c."subject_kind" = 'listing' and c."inquired_at" is not null`,
      );
      if (filter.inquiries.state) where.push(inquiryStateSql[filter.inquiries.state]);
    } else if (filter.filter === 'archived') {
      where.push(`me."archived_at" is not null`);
    } else if (filter.filter) {
      where.push(`me."archived_at" is null`);
      if (filter.filter !== 'all') {
        where.push(`c."subject_kind" = ?`);
        params.push(filter.filter);
      }
    }
    if (filter.q) {
      const like = likePattern(filter.q);
      where.push(`((${subjectShownSql} and ${subjectTitleSql} ilike ? escape '\\')
        or exists (select 1 from "app_user" qu where qu."id" = other."user_id" and (qu."first_name" || ' ' || qu."last_name") ilike ? escape '\\')
        or exists (select 1 from "shop" qs where qs."owner_id" = other."user_id" and qs."name" ilike ? escape '\\')
        or exists (select 1 from "conversation_message" qm where qm."conversation_id" = c."id" and qm."text" ilike ? escape '\\'))`);
      params.push(like, like, like, like);
    }
    if (after) {
      where.push(`(coalesce(c."last_message_at", c."created_at"), c."id") < (?, ?)`);
      params.push(after.at, after.id);
    }
    params.push(limit);
    // Prepared (one statement per shape of filter): an inquiry answers its conversation with it,
    // and its planning cost PostgreSQL more than its running.
    return this.sql.query<ConversationRow>(
      `select c."id", c."subject_kind", c."subject_id",
         ${subjectTitleSql} as "title", ${subjectShownSql} as "subject_shown",
         img."id" as "thumb_id", img."width" as "thumb_width", img."height" as "thumb_height",
         c."buyer_id", c."seller_id",
         ${personSql('c."buyer_id"', `u."first_name" || ' ' || u."last_name"`)} as "buyer_name",
         ${personSql('c."seller_id"', `u."first_name" || ' ' || u."last_name"`)} as "seller_name",
         ${personSql('c."buyer_id"', `u."deleted_at" is not null`)} as "buyer_deleted",
         ${personSql('c."seller_id"', `u."deleted_at" is not null`)} as "seller_deleted",
         ${shopOfSql('c."buyer_id"')} as "buyer_shop",
         ${shopOfSql('c."seller_id"')} as "seller_shop",
         me."role", me."last_read_seq" as "my_read_seq", other."last_read_seq" as "their_read_seq",
         me."archived_at" is not null as "archived",
         exists (select 1 from "user_block" b where b."blocker_id" = me."user_id" and b."blocked_id" = other."user_id") as "blocked_by_me",
         exists (select 1 from "user_block" b where b."blocker_id" = other."user_id" and b."blocked_id" = me."user_id") as "blocked_by_them",
         (select count(*) from "conversation_message" um
           where um."conversation_id" = c."id" and um."seq" > me."last_read_seq"
             and um."sender_id" is distinct from me."user_id")::int as "unread",
         c."last_seq", lm."sender_id" as "last_sender_id", lm."kind" as "last_kind",
         left(lm."text", 140) as "last_text", lm."created_at" as "last_at",
         (select a."name" from "message_attachment" a where a."message_id" = lm."id" order by a."created_at" limit 1) as "last_attachment",
         c."inquired_at", c."awaiting_since", c."last_buyer_seq", c."created_at",
         coalesce(c."last_message_at", c."created_at") as "activity_at"
       from "conversation_participant" me
       join "conversation" c on c."id" = me."conversation_id"
       join "conversation_participant" other on other."conversation_id" = c."id" and other."user_id" <> me."user_id"
       left join lateral (
         select m."id", m."sender_id", m."kind", m."text", m."created_at" from "conversation_message" m
         where m."conversation_id" = c."id" and m."seq" = c."last_seq" limit 1
       ) lm on true
       left join lateral (
         select i."id", i."width", i."height" from (
           select li."image_id", li."position" from "listing_image" li
           where c."subject_kind" = 'listing' and li."listing_id" = c."subject_id"
           union all
           select ri."image_id", ri."position" from "requirement_image" ri
           where c."subject_kind" = 'requirement' and ri."requirement_id" = c."subject_id"
         ) x join "image" i on i."id" = x."image_id" order by x."position" limit 1
       ) img on true
       where ${where.join(' and ')}
       order by coalesce(c."last_message_at", c."created_at") desc, c."id" desc
       limit ?`,
      params,
    );
  }

  /** Unread messages over the user's conversations that are not archived. */
  async unreadTotal(userId: string): Promise<number> {
    const [row] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as "total" from "conversation_participant" me
       join "conversation_message" m on m."conversation_id" = me."conversation_id"
       where me."user_id" = ? and me."archived_at" is null and m."seq" > me."last_read_seq"
         and m."sender_id" is distinct from me."user_id"`,
      [userId],
    );
    return row?.total ?? 0;
  }

  /** How many of the seller's inquiries are in each state. */
  async inquiryCounts(sellerId: string): Promise<Record<InquiryState, number>> {
    const [row] = await this.em.execute<Record<InquiryState, number>[]>(
      `select
         count(*) filter (where ${inquiryStateSql.new})::int as "new",
         count(*) filter (where ${inquiryStateSql.unanswered})::int as "unanswered",
         count(*) filter (where ${inquiryStateSql.answered})::int as "answered"
       from "conversation_participant" me join "conversation" c on c."id" = me."conversation_id"
       where me."user_id" = ? and me."role" = 'seller' and c."subject_kind" = 'listing' and c."inquired_at" is not null`,
      [sellerId],
    );
    return row ?? { new: 0, unanswered: 0, answered: 0 };
  }

  /**
   * A seller's response metrics over the last `days` days: the share of inquiries answered
   * within `deadlineHours` (an inquiry still inside its deadline counts only once answered) and
   * the median minutes to the first answer.
   */
  async responseMetrics(
    sellerId: string,
    days: number,
    deadlineHours: number,
  ): Promise<{ rate: number | null; medianMinutes: number | null }> {
    const [row] = await this.em.execute<
      { counted: number; in_time: number; median_minutes: number | null }[]
    >(
      `select
         count(*) filter (where "first_response_at" is not null or "inquired_at" < now() - make_interval(hours => ?))::int as "counted",
         count(*) filter (where "first_response_at" - "inquired_at" <= make_interval(hours => ?))::int as "in_time",
         (percentile_cont(0.5) within group (order by extract(epoch from "first_response_at" - "inquired_at") / 60)
           filter (where "first_response_at" is not null))::float8 as "median_minutes"
       from "conversation"
       where "seller_id" = ? and "inquired_at" is not null and "inquired_at" >= now() - make_interval(days => ?)`,
      [deadlineHours, deadlineHours, sellerId, days],
    );
    if (!row || row.counted === 0) return { rate: null, medianMinutes: null };
    return {
      rate: Math.round((row.in_time / row.counted) * 100),
      medianMinutes: row.median_minutes === null ? null : Math.round(row.median_minutes),
    };
  }

  /** Sellers with an inquiry in the last `days` days (the metrics' periodic refresh). */
  async sellersWithInquiries(days: number): Promise<string[]> {
    const rows = await this.em.execute<{ seller_id: string }[]>(
      `select distinct "seller_id" from "conversation" where "inquired_at" >= now() - make_interval(days => ?)`,
      [days],
    );
    return rows.map((row) => row.seller_id);
  }
}

class AttachmentsInvalid extends Error {}
class IdStoredBefore extends Error {}

const sender = (message: NewMessage) => message.senderId;

/**
 * Takes the conversation's next seq (locking its row, so concurrent sends get theirs in order)
 * and moves its inquiry and answer marks; SET expressions read the row as it was. Ends with its
 * WHERE, so a caller may add a condition.
 */
const nextSeqSql = `update "conversation" set
    "last_seq" = "last_seq" + 1, "last_message_at" = ?, "updated_at" = ?,
    "inquired_at" = case when ? then coalesce("inquired_at", ?) else "inquired_at" end,
    "first_response_at" = case when "seller_id" = ? and "inquired_at" is not null and "first_response_at" is null then ? else "first_response_at" end,
    "awaiting_since" = case when "buyer_id" = ? then coalesce("awaiting_since", ?) when "seller_id" = ? then null else "awaiting_since" end,
    "last_buyer_seq" = case when "buyer_id" = ? then "last_seq" + 1 else "last_buyer_seq" end
  where "id" = ?`;

function nextSeqParams(conversationId: string, message: NewMessage, now: Date): unknown[] {
  const from = sender(message);
  const inquiry = message.kind === 'inquiry';
  return [now, now, inquiry, now, from, now, from, now, from, from, conversationId];
}

/** The values of a message row, its seq left out (null) when the statement takes it itself. */
function insertParams(
  conversationId: string,
  message: NewMessage,
  seq: string | null,
  now: Date,
): unknown[] {
  return [
    message.id,
    conversationId,
    ...(seq === null ? [] : [seq]),
    sender(message),
    message.kind,
    message.text,
    message.inquiryQuantity ?? null,
    message.inquiryPhone ?? null,
    JSON.stringify(message.data ?? {}),
    now,
  ];
}

/** The sender's read mark moves to the message (its seq a parameter here); the others' archive is undone. */
const readMarksSql = readMarks('?');

/** The same, the seq read from `seqSql` over the `from` clause's rows (a statement's own CTE). */
function readMarks(seqSql: string, from = ''): string {
  return `update "conversation_participant" set
    "last_read_seq" = case when "user_id" = ? then ${seqSql} else "last_read_seq" end,
    "archived_at" = case when "user_id" is distinct from ? then null else "archived_at" end
  ${from} where "conversation_id" = ?`;
}

function readMarksParams(conversationId: string, message: NewMessage, seq: string | null) {
  const from = sender(message);
  return seq === null ? [from, from, conversationId] : [from, seq, from, conversationId];
}

/** The message as stored (what the statement wrote), without reading it back. */
function storedMessage(
  conversationId: string,
  message: NewMessage,
  seq: string,
  now: Date,
): ConversationMessage {
  return Object.assign(new ConversationMessage(), {
    id: message.id,
    conversationId,
    seq,
    senderId: sender(message),
    kind: message.kind,
    text: message.text,
    inquiryQuantity: message.inquiryQuantity ?? null,
    inquiryPhone: message.inquiryPhone ?? null,
    data: message.data ?? {},
    createdAt: now,
  });
}

/** A message id taken by a racing send (not some other key of the row). */
function isMessageKey(error: UniqueConstraintViolationException): boolean {
  return (error as { constraint?: unknown }).constraint === 'conversation_message_pkey';
}

// The list query joins only the caller's participant row, the conversation, the other side's row
// and two lateral reads (last message, thumbnail); everything else is a scalar subquery per row.
// With every table joined, PostgreSQL spent about 4 ms planning each call (0.7 ms running it),
// and the list runs on every inquiry and inbox visit.

/** The subject's title as it is now, else as it was when the conversation opened. */
const subjectTitleSql = `coalesce(case c."subject_kind"
    when 'listing' then (select l."title" from "listing" l where l."id" = c."subject_id")
    else (select r."title" from "requirement" r where r."id" = c."subject_id") end,
  c."subject_title")`;

/**
 * Whether the subject is shown to the participant `me`: the one rule of posts/shown-title.ts (to
 * its author always, to the other side while the public may read it), and once it is gone (its
 * title as it was then). A withheld one's title and photo are not shown, nor found by a search.
 */
const subjectShownSql = `case c."subject_kind"
    when 'listing' then not exists (select 1 from "listing" l where l."id" = c."subject_id"
      and not ${shownToSql('listing', 'l', 'me."user_id"')})
    else not exists (select 1 from "requirement" r where r."id" = c."subject_id"
      and not ${shownToSql('requirement', 'r', 'me."user_id"')}) end`;

/** `expression` over the account `u` whose id is `idSql`. */
function personSql(idSql: string, expression: string): string {
  return `(select ${expression} from "app_user" u where u."id" = ${idSql})`;
}

/** The shop of the account `idSql` as { id, slug, name }, or null. */
function shopOfSql(idSql: string): string {
  return `(select json_build_object('id', s."id", 'slug', s."slug", 'name', s."name") from "shop" s where s."owner_id" = ${idSql})`;
}

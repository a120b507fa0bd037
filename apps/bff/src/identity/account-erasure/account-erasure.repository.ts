import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { listingLifecycle, requirementLifecycle, type Role } from '@matchbazaar/contracts';

/** Why an order still waiting for the seller or for payment was cancelled with its account. */
const erasedOrderReason = 'The account was deleted.';

/** The account being erased, as it was, and what its anonymised row and shop become. */
export interface ErasedAccountFacts {
  id: string;
  email: string;
  phone: string | null;
  now: Date;
  erased: { firstName: string; lastName: string; email: string; shopName: string };
}

/**
 * One table's part of an erasure: a statement or two over the rows of `covers` (the columns that
 * point at the account) or found by the account's address. Answers how many rows it changed.
 */
interface ErasureStep {
  name: string;
  covers: readonly string[];
  run(em: EntityManager, account: ErasedAccountFacts): Promise<number>;
}

/** Never public and no record of anything: a deleted account's drafts and posts in review go. */
const unpublished = ['draft', 'pending_review'];
const listingsClosed = listingLifecycle.close.from.filter((s) => !unpublished.includes(s));
const requirementsClosed = requirementLifecycle.close.from.filter((s) => !unpublished.includes(s));

async function count(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const rows = await em.execute<unknown[]>(`${sql} returning 1`, params);
  return rows.length;
}

/**
 * A suspended account's posts are hidden (docs/product/admin.md): erasing it first gives each the
 * status it had, so the rules below treat it like any other post.
 */
async function unhide(
  em: EntityManager,
  table: 'listing' | 'requirement',
  author: 'seller_id' | 'buyer_id',
  id: string,
): Promise<void> {
  await em.execute(
    `update "${table}" set "status" = "hidden_status", "hidden_status" = null
     where "${author}" = ? and "status" = 'hidden'`,
    [id],
  );
}

/**
 * What erasing an account does, table by table (docs/product/accounts.md, "Delete my account").
 * A table that gains a column pointing at app_user adds a step here: the spec lists every such
 * foreign key and fails until a step (or `keptWithoutPersonalData`) covers it.
 */
export const erasureSteps: readonly ErasureStep[] = [
  {
    // Photos may show people and places: detached from the posts, then deleted with their
    // variants (a shop's logo and cover are set null by their foreign keys).
    name: 'photos',
    covers: ['image.owner_id'],
    async run(em, { id }) {
      const owned = `select "id" from "image" where "owner_id" = ?`;
      await em.execute(`delete from "listing_image" where "image_id" in (${owned})`, [id]);
      await em.execute(`delete from "requirement_image" where "image_id" in (${owned})`, [id]);
      return count(em, `delete from "image" where "owner_id" = ?`, [id]);
    },
  },
  {
    // Published and paused listings close (others' saved copies say so); precise places go.
    name: 'listings',
    covers: ['listing.seller_id'],
    async run(em, { id, now }) {
      await unhide(em, 'listing', 'seller_id', id);
      const deleted = await count(
        em,
        `delete from "listing" where "seller_id" = ? and "status" in (?)`,
        [id, unpublished],
      );
      const closed = await count(
        em,
        `update "listing" set "status" = 'closed', "updated_at" = ?
         where "seller_id" = ? and "status" in (?)`,
        [now, id, listingsClosed],
      );
      await em.execute(
        `update "listing" set "latitude" = null, "longitude" = null
         where "seller_id" = ? and "latitude" is not null`,
        [id],
      );
      return deleted + closed;
    },
  },
  {
    name: 'requirements',
    covers: ['requirement.buyer_id'],
    async run(em, { id, now }) {
      await unhide(em, 'requirement', 'buyer_id', id);
      const deleted = await count(
        em,
        `delete from "requirement" where "buyer_id" = ? and "status" in (?)`,
        [id, unpublished],
      );
      const closed = await count(
        em,
        `update "requirement" set "status" = 'closed', "close_reason" = 'cancelled', "updated_at" = ?
         where "buyer_id" = ? and "status" in (?)`,
        [now, id, requirementsClosed],
      );
      await em.execute(
        `update "requirement" set "latitude" = null, "longitude" = null
         where "buyer_id" = ? and "latitude" is not null`,
        [id],
      );
      return deleted + closed;
    },
  },
  {
    // A seller's open proposals are withdrawn and every message they wrote in one is cleared (the
    // buyer keeps the terms as a record), and their documents (a quotation names people) go; open
    // proposals on the account's requirements, which were just closed, are declined.
    name: 'proposals',
    covers: ['proposal.seller_id', 'proposal_document.uploader_id'],
    async run(em, { id, now }) {
      const clearCounter = `"counter_unit_price_minor" = null, "counter_quantity" = null,
        "counter_total_minor" = null, "counter_delivery_days" = null, "counter_message" = null,
        "counter_at" = null, "updated_at" = ?`;
      const withdrawn = await count(
        em,
        `update "proposal" set "status" = 'withdrawn', ${clearCounter}
         where "seller_id" = ? and "status" in ('submitted', 'shortlisted', 'countered')`,
        [now, id],
      );
      await em.execute(`update "proposal" set "message" = '' where "seller_id" = ?`, [id]);
      await em.execute(`delete from "proposal_document" where "uploader_id" = ?`, [id]);
      const declined = await count(
        em,
        `update "proposal" set "status" = 'declined', ${clearCounter}
         where "buyer_id" = ? and "status" in ('submitted', 'shortlisted', 'countered')`,
        [now, id],
      );
      return withdrawn + declined;
    },
  },
  {
    // Orders stay: they are the other side's record and the ledger's (docs/product/orders.md).
    // Those not yet paid are cancelled (no money is held for them); the notes the account wrote
    // on any go. Paid orders in progress go on: escrow holds the money, and the other side or an
    // admin settles them by the usual steps. Payouts stay as the ledger's record, and so do the
    // payment provider's intents (no personal data: amounts, states, provider handles); a payout
    // still pending is settled by the sweep, as the money is the seller's.
    name: 'orders',
    covers: [
      'market_order.buyer_id',
      'market_order.seller_id',
      'payout.seller_id',
      'payment_intent.seller_id',
    ],
    async run(em, { id, now }) {
      const cancelled = await em.execute<{ id: string; status: string; as_buyer: boolean }[]>(
        `update "market_order" o set "status" = 'cancelled', "version" = o."version" + 1,
           "closed_by" = 'system', "close_reason" = ?, "closed_at" = ?, "updated_at" = ?
         from (select "id", "status" from "market_order"
               where ("buyer_id" = ? or "seller_id" = ?) and "status" in ('placed', 'quoting', 'quoted', 'accepted')
               for update) as before
         where o."id" = before."id"
         returning o."id", before."status", o."buyer_id" = ? as "as_buyer"`,
        [erasedOrderReason, now, now, id, id, id],
      );
      for (const order of cancelled) {
        await em.execute(
          `insert into "order_event" ("id", "order_id", "type", "by", "from_status", "to_status", "note", "at")
           values (gen_random_uuid(), ?, ?, 'system', ?, 'cancelled', ?, ?)`,
          [
            order.id,
            order.as_buyer ? 'buyer.cancel' : 'seller.cancel',
            order.status,
            erasedOrderReason,
            now,
          ],
        );
      }
      await em.execute(`update "market_order" set "buyer_note" = null where "buyer_id" = ?`, [id]);
      await em.execute(
        `update "market_order" set "ship_note" = null, "tracking" = null where "seller_id" = ?`,
        [id],
      );
      await em.execute(`update "order_dispute_message" set "body" = '' where "author_id" = ?`, [
        id,
      ]);
      return cancelled.length;
    },
  },
  {
    // The address book goes (docs/product/orders.md, "Checkout"); so does the address copied onto
    // the account's finished orders as buyer (the orders above that were not paid are cancelled
    // by now). An order still in progress keeps it: the seller needs it to deliver what was paid.
    name: 'delivery addresses',
    covers: ['delivery_address.user_id'],
    async run(em, { id }) {
      await em.execute(
        `update "market_order" set "delivery_address" = null
         where "buyer_id" = ? and "delivery_address" is not null
           and "status" in ('completed', 'cancelled', 'declined')`,
        [id],
      );
      return count(em, `delete from "delivery_address" where "user_id" = ?`, [id]);
    },
  },
  {
    // Payout methods go with their sealed numbers, and so does their change log; payouts stay
    // (the ledger's record) without the label of where they went (docs/product/payouts.md).
    name: 'payout methods',
    covers: ['payout_method.seller_id', 'payout_method_change.seller_id'],
    async run(em, { id }) {
      await em.execute(`update "payout" set "method_label" = null where "seller_id" = ?`, [id]);
      await em.execute(`delete from "payout_method_change" where "seller_id" = ?`, [id]);
      return count(em, `delete from "payout_method" where "seller_id" = ?`, [id]);
    },
  },
  {
    // Reviews keep their stars, so shops' averages stay true (docs/product/reviews.md); the words
    // the account wrote go (its reviews' text and its replies), and so do its reports of reviews.
    name: 'reviews',
    covers: ['review.author_id', 'review.subject_id', 'review_report.reporter_id'],
    async run(em, { id }) {
      const cleared = await count(em, `update "review" set "body" = '' where "author_id" = ?`, [
        id,
      ]);
      await em.execute(
        `update "review" set "reply" = null, "replied_at" = null where "subject_id" = ?`,
        [id],
      );
      await em.execute(`delete from "review_report" where "reporter_id" = ?`, [id]);
      return cleared;
    },
  },
  {
    name: 'notifications',
    covers: ['notification.user_id', 'notification_preference.user_id'],
    async run(em, { id }) {
      await em.execute(`delete from "notification_preference" where "user_id" = ?`, [id]);
      return count(em, `delete from "notification" where "user_id" = ?`, [id]);
    },
  },
  {
    // Its devices stop receiving push at once: the endpoints and keys go, and its quiet hours.
    name: 'push devices',
    covers: ['push_subscription.user_id', 'notification_quiet_hours.user_id'],
    async run(em, { id }) {
      await em.execute(`delete from "notification_quiet_hours" where "user_id" = ?`, [id]);
      return count(em, `delete from "push_subscription" where "user_id" = ?`, [id]);
    },
  },
  {
    // Conversations stay for the other side, the account shown as a former member: the text it
    // wrote, its files and the phone numbers it shared go, and so do its blocks either way.
    name: 'conversations',
    covers: [
      'conversation.buyer_id',
      'conversation.seller_id',
      'conversation_participant.user_id',
      'conversation_message.sender_id',
      'message_attachment.uploader_id',
      'user_block.blocker_id',
      'user_block.blocked_id',
    ],
    async run(em, { id }) {
      const cleared = await count(
        em,
        `update "conversation_message" set "text" = '', "inquiry_phone" = null where "sender_id" = ?`,
        [id],
      );
      await em.execute(`delete from "message_attachment" where "uploader_id" = ?`, [id]);
      await em.execute(`delete from "user_block" where "blocker_id" = ? or "blocked_id" = ?`, [
        id,
        id,
      ]);
      return cleared;
    },
  },
  {
    // The shop stays (its closed listings point at it) under a neutral name, without its
    // description, contact, pictures or precise place; the city stays as the coarse locality.
    name: 'shop',
    covers: ['shop.owner_id'],
    run: (em, { id, now, erased }) =>
      count(
        em,
        `update "shop" set "name" = ?, "slug" = 'closed-' || replace("id"::text, '-', ''),
           "tagline" = null, "description" = null, "logo_image_id" = null, "cover_image_id" = null,
           "latitude" = null, "longitude" = null, "region" = null, "show_contact" = false,
           "listing_count" = 0, "updated_at" = ?
         where "owner_id" = ?`,
        [erased.shopName, now, id],
      ),
  },
  {
    // Each listing's save_count stays the number of people who saved it.
    name: 'saved listings',
    covers: ['saved_listing.user_id'],
    async run(em, { id }) {
      const removed = await em.execute<{ listing_id: string }[]>(
        `delete from "saved_listing" where "user_id" = ? returning "listing_id"`,
        [id],
      );
      if (removed.length > 0)
        await em.execute(
          `update "listing" set "save_count" =
             (select count(*) from "saved_listing" s where s."listing_id" = "listing"."id")
           where "id" in (?)`,
          [removed.map((r) => r.listing_id)],
        );
      return removed.length;
    },
  },
  {
    // Their saved searches, with their hits.
    name: 'saved searches',
    covers: ['saved_search.user_id'],
    run: (em, { id }) => count(em, `delete from "saved_search" where "user_id" = ?`, [id]),
  },
  {
    // Their searches stay in the search analytics, no longer anyone's
    // (docs/product/search-analytics.md).
    name: 'searches',
    covers: ['search_event.account_id'],
    run: (em, { id }) =>
      count(em, `update "search_event" set "account_id" = null where "account_id" = ?`, [id]),
  },
  {
    name: 'recent views',
    covers: ['listing_view.user_id'],
    run: (em, { id }) => count(em, `delete from "listing_view" where "user_id" = ?`, [id]),
  },
  {
    // Their own timeline on the dashboard.
    name: 'activity',
    covers: ['activity_entry.user_id'],
    run: (em, { id }) => count(em, `delete from "activity_entry" where "user_id" = ?`, [id]),
  },
  {
    name: 'support tickets',
    covers: ['support_ticket.user_id'],
    run: (em, { id }) => count(em, `delete from "support_ticket" where "user_id" = ?`, [id]),
  },
  {
    name: 'verification and reset links',
    covers: ['account_token.user_id'],
    run: (em, { id }) => count(em, `delete from "account_token" where "user_id" = ?`, [id]),
  },
  {
    name: 'profile photo',
    covers: ['profile_image.user_id'],
    run: (em, { id }) => count(em, `delete from "profile_image" where "user_id" = ?`, [id]),
  },
  {
    // Its data exports, files and all.
    name: 'data exports',
    covers: ['account_export.user_id'],
    run: (em, { id }) => count(em, `delete from "account_export" where "user_id" = ?`, [id]),
  },
  {
    // Messages sent from the public contact form with the account's address.
    name: 'contact messages',
    covers: [],
    run: (em, { email }) =>
      count(em, `delete from "contact_message" where lower("email") = lower(?)`, [email]),
  },
  {
    // The launch waitlist's entries for the account's address or number (their deliveries go
    // with them).
    name: 'waitlist subscriptions',
    covers: [],
    run: (em, { email, phone }) =>
      count(
        em,
        `delete from "subscriber" where ("contact_type" = 'email' and lower("address") = lower(?))
           or ("contact_type" = 'phone' and "address" = ?)`,
        [email, phone ?? ''],
      ),
  },
  {
    // The development outbox's copies of texts sent to the account's number.
    name: 'texts',
    covers: [],
    run: (em, { phone }) =>
      phone
        ? count(em, `delete from "sms_outbox" where "recipient" = ?`, [phone])
        : Promise.resolve(0),
  },
];

/**
 * Columns pointing at app_user whose rows an erasure keeps as they are: records we must keep,
 * which after the erasure point at an anonymised account (docs/product/accounts.md).
 */
export const keptWithoutPersonalData: readonly string[] = [
  // Reports a user filed, and the moderator who decided one: moderation's record.
  'content_report.reporter_id',
  'content_report.resolved_by',
];

/** The account's sessions: deleted last but one, and ended everywhere once the erasure commits. */
const sessionsCover = 'refresh_token.user_id';

/** Every column pointing at app_user that an erasure handles (the spec compares it to the schema). */
export function erasureCoverage(): string[] {
  return [
    ...erasureSteps.flatMap((step) => step.covers),
    sessionsCover,
    ...keptWithoutPersonalData,
  ];
}

/** An unusable password hash: argon2 cannot verify against it, so no password ever matches. */
const NO_PASSWORD = '!erased';

export type ErasureOutcome =
  | { kind: 'erased'; role: Role; sessionIds: string[]; counts: Record<string, number> }
  | { kind: 'missing' }
  | { kind: 'last-admin' };

/** The erasure of one account: every step and the anonymised row, in one transaction. */
@Injectable()
export class AccountErasureRepository {
  constructor(private readonly em: EntityManager) {}

  async erase(
    id: string,
    now: Date,
    erasedAs: (id: string) => ErasedAccountFacts['erased'],
  ): Promise<ErasureOutcome> {
    return this.em.transactional(async (em) => {
      // The account and every admin able to act (not erased, not suspended: docs/product/admin.md),
      // locked in id order like Manage Users' changes (so concurrent ones cannot deadlock): two
      // last admins deleting themselves at once cannot both see the other.
      const locked = await em.execute<
        {
          id: string;
          email: string;
          phone: string | null;
          role: Role;
          deleted_at: Date | null;
          suspended_at: Date | null;
        }[]
      >(
        `select "id", "email", "phone", "role", "deleted_at", "suspended_at" from "app_user"
         where "id" = ? or ("role" = 'admin' and "deleted_at" is null and "suspended_at" is null)
         order by "id" for update`,
        [id],
      );
      const account = locked.find((row) => row.id === id);
      if (!account || account.deleted_at) return { kind: 'missing' };
      const activeAdmin = (row: (typeof locked)[number]) =>
        row.role === 'admin' && !row.deleted_at && !row.suspended_at;
      if (activeAdmin(account) && !locked.some((row) => row.id !== id && activeAdmin(row)))
        return { kind: 'last-admin' };

      const facts: ErasedAccountFacts = {
        id,
        email: account.email,
        phone: account.phone,
        now,
        erased: erasedAs(id),
      };
      const counts: Record<string, number> = {};
      for (const step of erasureSteps) counts[step.name] = await step.run(em, facts);
      // Sessions end with the transaction: a refresh or an access token of theirs finds no row.
      const sessions = await em.execute<{ family_id: string }[]>(
        `delete from "refresh_token" where "user_id" = ? returning "family_id"`,
        [id],
      );
      const sessionIds = [...new Set(sessions.map((row) => row.family_id))];
      counts.sessions = sessionIds.length;
      await em.execute(
        `update "app_user" set "first_name" = ?, "last_name" = ?, "email" = ?, "phone" = null,
           "password_hash" = ?, "role" = 'user', "email_verified_at" = null,
           "phone_verified_at" = null, "profile_image" = null, "suspended_at" = null,
           "suspension_reason" = null, "last_sign_in_at" = null, "deleted_at" = ?, "updated_at" = ?
         where "id" = ?`,
        [
          facts.erased.firstName,
          facts.erased.lastName,
          facts.erased.email,
          NO_PASSWORD,
          now,
          now,
          id,
        ],
      );
      return { kind: 'erased', role: account.role, sessionIds, counts };
    });
  }
}

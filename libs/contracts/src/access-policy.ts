import { canAccess } from './roles.js';

/**
 * The one answer to "may this user do this to that resource". Rules are data: one row per
 * resource kind and action, naming the relations that may do it (and, where it matters, the
 * resource statuses in which they may). A new resource kind is new rows, not a new code path; the
 * BFF's services and guards and the web's buttons all ask `accessPolicy.can`.
 *
 * Relations of an actor to a resource:
 * - `anyone`: every caller, signed in or not (public reads);
 * - `signedIn`: any signed-in account;
 * - `trader`: a role that passes where `trader` is allowed (trader, admin: the role rule);
 * - `owner`: the actor's id is among the resource's owner ids;
 * - `counterparty`: the actor's id is among its counterparty ids (the other side of a
 *   conversation, proposal or order);
 * - `moderator`: a role that passes where `support` is allowed (support, admin);
 * - `admin`: the admin role.
 */
export const relations = [
  'anyone',
  'signedIn',
  'trader',
  'owner',
  'counterparty',
  'moderator',
  'admin',
] as const;
export type Relation = (typeof relations)[number];

/** Who is asking: a signed-in account (its id and role), or `null` for an anonymous visitor. */
export type Actor = { readonly userId: string; readonly role: unknown } | null;

/** What is asked about: its kind, who owns it, who is on the other side, and its state. */
export interface ResourceRef<Kind extends string = string> {
  readonly kind: Kind;
  readonly ownerIds: readonly string[];
  readonly counterpartyIds?: readonly string[];
  readonly status?: string;
}

/** One action on one kind: the relations that may do it, optionally only in some statuses. */
export interface AccessRule {
  readonly allow: readonly Relation[];
  readonly whenStatus?: readonly string[];
}

export type AccessRules = Readonly<Record<string, Readonly<Record<string, AccessRule>>>>;

/** The relations `actor` holds to `resource` (empty for a visitor apart from `anyone`). */
export function relationsOf(actor: Actor, resource: ResourceRef): ReadonlySet<Relation> {
  const held = new Set<Relation>(['anyone']);
  if (!actor) return held;
  held.add('signedIn');
  if (canAccess(actor.role, ['trader'])) held.add('trader');
  if (canAccess(actor.role, ['support'])) held.add('moderator');
  if (canAccess(actor.role, ['admin'])) held.add('admin');
  if (resource.ownerIds.includes(actor.userId)) held.add('owner');
  if (resource.counterpartyIds?.includes(actor.userId)) held.add('counterparty');
  return held;
}

/**
 * A policy over a rules table. `can` is the yes/no; `decide` also says how a refusal should look
 * to the caller: `hidden` when the actor may not even read the resource (answer 404, as if it did
 * not exist, so ids cannot be probed), `forbidden` when they may read it but not do this (403).
 * An action or kind without a row is refused: nothing is allowed by omission.
 */
export function createAccessPolicy<Rules extends AccessRules>(rules: Rules) {
  type Kind = keyof Rules & string;
  type Action<K extends Kind> = keyof Rules[K] & string;

  function can<K extends Kind>(actor: Actor, action: Action<K>, resource: ResourceRef<K>): boolean {
    const rule: AccessRule | undefined = rules[resource.kind]?.[action];
    if (!rule) return false;
    if (rule.whenStatus && !rule.whenStatus.includes(resource.status ?? '')) return false;
    const held = relationsOf(actor, resource);
    return rule.allow.some((relation) => held.has(relation));
  }

  function decide<K extends Kind>(
    actor: Actor,
    action: Action<K>,
    resource: ResourceRef<K>,
  ): 'allowed' | 'hidden' | 'forbidden' {
    if (can(actor, action, resource)) return 'allowed';
    return can(actor, 'read', resource) ? 'forbidden' : 'hidden';
  }

  return { rules, can, decide };
}

/**
 * The product's rows. Support tickets: the owner and support staff read one; the owner may close
 * it, staff set any status. Marketplace kinds (listing, requirement, shop, conversation, proposal,
 * order, review, report) join as rows here when their issues land; the admin area's last.
 */
export const accessRules = {
  // An account's own data (docs/product/accounts.md, "Your data"): its owner exports it; its owner
  // or an admin deletes it. Only admins administer accounts (docs/product/admin.md).
  account: {
    exportData: { allow: ['owner'] },
    delete: { allow: ['owner', 'admin'] },
    administer: { allow: ['admin'] },
  },
  supportTicket: {
    read: { allow: ['owner', 'moderator'] },
    close: { allow: ['owner', 'moderator'] },
    setStatus: { allow: ['moderator'] },
  },
  // Catalogue (docs/product/marketplace.md). Anyone reads a post once it was public (a closed or
  // expired one says so); drafts, posts in review and rejected ones only their author and staff.
  // Only the author edits and changes status; staff moderate with a reason.
  listing: {
    read: { allow: ['anyone'], whenStatus: ['published', 'paused', 'closed', 'expired'] },
    readPrivate: { allow: ['owner', 'moderator'] },
    update: { allow: ['owner'] },
    changeStatus: { allow: ['owner'] },
    delete: { allow: ['owner'], whenStatus: ['draft'] },
    moderate: { allow: ['moderator'] },
  },
  requirement: {
    read: { allow: ['anyone'], whenStatus: ['open', 'closed', 'expired'] },
    readPrivate: { allow: ['owner', 'moderator'] },
    update: { allow: ['owner'] },
    changeStatus: { allow: ['owner'] },
    delete: { allow: ['owner'], whenStatus: ['draft'] },
    moderate: { allow: ['moderator'] },
  },
  shop: {
    read: { allow: ['anyone'] },
    update: { allow: ['owner'] },
    open: { allow: ['trader'] },
  },
  // Proposals (docs/product/live-marketplace.md, "Proposals"): the seller who sent one is its
  // owner, the buyer of the requirement its counterparty; nobody else reads it, staff included.
  // The seller changes their terms and answers a counter-offer; the buyer shortlists, counters,
  // accepts and declines. In which statuses is the proposal machine's (machines/src/proposal).
  proposal: {
    read: { allow: ['owner', 'counterparty'] },
    update: { allow: ['owner'] },
    withdraw: { allow: ['owner'] },
    answerCounter: { allow: ['owner'] },
    shortlist: { allow: ['counterparty'] },
    counter: { allow: ['counterparty'] },
    accept: { allow: ['counterparty'] },
    decline: { allow: ['counterparty'] },
  },
  // Sending one: a trader (with a shop, the service checks) on someone else's requirement. The
  // requirement's buyer (its owner here) lists all its proposals.
  requirementProposals: {
    propose: { allow: ['trader'] },
    list: { allow: ['owner'] },
  },
  // Matching (docs/product/matching.md): a match's owner is the seller whose listing it is, its
  // counterparty the requirement's buyer. The seller reads it as a lead and dismisses it; the
  // buyer reads the requirement's matches and invites a matched seller while it is open. Staff
  // read matches to answer support questions.
  match: {
    read: { allow: ['owner', 'counterparty', 'moderator'] },
    dismiss: { allow: ['owner'] },
    invite: { allow: ['counterparty'], whenStatus: ['open'] },
  },
  requirementMatches: {
    list: { allow: ['owner', 'moderator'] },
  },
  sellerLeads: {
    list: { allow: ['trader'] },
  },
  // The seller area's figures (docs/product/seller-analytics.md): a trader reads their own shop's
  // (the service asks with the caller as owner; nobody reads another seller's).
  sellerAnalytics: {
    read: { allow: ['trader'] },
  },
  // Saved searches (docs/product/matching.md, "Saved searches"): anyone signed in keeps their
  // own; only their owner reads, changes or deletes one (nobody else learns it exists).
  savedSearch: {
    create: { allow: ['signedIn'] },
    read: { allow: ['owner'] },
    update: { allow: ['owner'] },
    delete: { allow: ['owner'] },
  },
  // A buyer's saved delivery addresses (docs/product/orders.md, "Checkout"): anyone signed in
  // keeps their own; only their owner reads, changes or removes one.
  deliveryAddress: {
    create: { allow: ['signedIn'] },
    read: { allow: ['owner'] },
    update: { allow: ['owner'] },
    delete: { allow: ['owner'] },
  },
  // A device subscribed to Web Push (docs/product/push-notifications.md): its user's alone.
  pushSubscription: {
    create: { allow: ['signedIn'] },
    read: { allow: ['owner'] },
    delete: { allow: ['owner'] },
  },
  // Orders (docs/product/orders.md): an order's owner is its buyer, its counterparty its seller.
  // Each side takes its own steps; admins read every order and resolve disputes, support staff
  // read them to answer questions. While a dispute is open both sides and admins write to it.
  // In which statuses a step is possible is the order machine's (machines/src/order).
  order: {
    read: { allow: ['owner', 'counterparty', 'moderator'] },
    buyerStep: { allow: ['owner'] },
    sellerStep: { allow: ['counterparty'] },
    resolve: { allow: ['admin'] },
    discuss: { allow: ['owner', 'counterparty', 'admin'], whenStatus: ['disputed'] },
  },
  // Reviews (docs/product/reviews.md). Writing one: the resource is the order, its buyer the owner
  // and its seller the counterparty, and either side writes (once, within the window: the
  // service). A written review's owner is its author, its counterparty the party it is about, who
  // replies (once it is published: the service). The public reads it once published and not
  // hidden (status 'published'), its author and staff always; anyone signed in reports it; staff
  // hide it and show it again.
  review: {
    write: { allow: ['owner', 'counterparty'] },
    read: { allow: ['anyone'], whenStatus: ['published'] },
    readOwn: { allow: ['owner', 'moderator'] },
    reply: { allow: ['counterparty'] },
    report: { allow: ['signedIn'] },
    moderate: { allow: ['moderator'] },
  },
  // Ordering from a listing: anyone signed in (not its own seller, the service checks).
  listingOrders: {
    place: { allow: ['signedIn'] },
  },
  // The ledger: each account reads its own transactions; traders keep a balance and pay it out.
  ledger: {
    readOwn: { allow: ['signedIn'] },
    payout: { allow: ['trader'] },
  },
  // Staff's view of all orders and disputes.
  adminOrders: {
    list: { allow: ['moderator'] },
  },
  // Anyone signed in reports a post or shop; staff read the queue and resolve reports.
  report: {
    create: { allow: ['signedIn'] },
    review: { allow: ['moderator'] },
  },
  // Conversations (docs/product/live-marketplace.md): owners are its two participants. They read
  // it and its attachments; they send while neither blocked the other (status 'open', not
  // 'blocked'); each archives it for themselves. A message's owner is its sender, its counterparty
  // the other participant, who may report it; staff read a message only once it was reported.
  conversation: {
    read: { allow: ['owner'] },
    send: { allow: ['owner'], whenStatus: ['open'] },
    archive: { allow: ['owner'] },
  },
  conversationMessage: {
    read: { allow: ['owner', 'counterparty'] },
    report: { allow: ['counterparty'] },
    readReported: { allow: ['moderator'], whenStatus: ['reported'] },
  },
  // The admin area (docs/product/admin.md): only admins manage system settings and read the audit
  // log (and administer accounts, above). Support staff reach moderation, not these.
  systemSettings: {
    read: { allow: ['admin'] },
    update: { allow: ['admin'] },
  },
  auditLog: {
    read: { allow: ['admin'] },
  },
  // Search analytics (docs/product/search-analytics.md): what people searched for, admins only.
  searchAnalytics: {
    read: { allow: ['admin'] },
  },
} as const satisfies AccessRules;

export const accessPolicy = createAccessPolicy(accessRules);
export type ResourceKind = keyof typeof accessRules;
export type ActionOn<K extends ResourceKind> = keyof (typeof accessRules)[K] & string;

import { describe, expect, it } from '@jest/globals';
import { accessPolicy, createAccessPolicy, type Actor, type ResourceRef } from './access-policy.js';

const ME = 'me';
const OTHER = 'other';
const THIRD = 'third';

/** An actor by role; `visitor` is nobody signed in. */
const actor = (role: string): Actor => (role === 'visitor' ? null : { userId: ME, role });

type Row = [role: string, relation: 'owner' | 'stranger', action: string, allowed: boolean];

describe('accessPolicy: support tickets', () => {
  // Every role, as the ticket's owner and as a stranger, for every action.
  const table: Row[] = [
    ['visitor', 'stranger', 'read', false],
    ['visitor', 'stranger', 'close', false],
    ['visitor', 'stranger', 'setStatus', false],
    ['user', 'owner', 'read', true],
    ['user', 'owner', 'close', true],
    ['user', 'owner', 'setStatus', false],
    ['user', 'stranger', 'read', false],
    ['user', 'stranger', 'close', false],
    ['user', 'stranger', 'setStatus', false],
    ['trader', 'owner', 'read', true],
    ['trader', 'owner', 'close', true],
    ['trader', 'owner', 'setStatus', false],
    ['trader', 'stranger', 'read', false],
    ['trader', 'stranger', 'close', false],
    ['trader', 'stranger', 'setStatus', false],
    ['support', 'owner', 'setStatus', true],
    ['support', 'stranger', 'read', true],
    ['support', 'stranger', 'close', true],
    ['support', 'stranger', 'setStatus', true],
    ['admin', 'stranger', 'read', true],
    ['admin', 'stranger', 'close', true],
    ['admin', 'stranger', 'setStatus', true],
    // an unknown role is read as `user`
    ['superuser', 'stranger', 'read', false],
    ['superuser', 'owner', 'close', true],
    ['superuser', 'owner', 'setStatus', false],
  ];
  it.each(table)('%s as %s: %s -> %p', (role, relation, action, allowed) => {
    const ticket: ResourceRef<'supportTicket'> = {
      kind: 'supportTicket',
      ownerIds: [relation === 'owner' ? ME : OTHER],
    };
    expect(accessPolicy.can(actor(role), action as 'read', ticket)).toBe(allowed);
  });

  it.each([
    ['user', 'owner', 'setStatus', 'forbidden'],
    ['user', 'stranger', 'close', 'hidden'],
    ['user', 'stranger', 'setStatus', 'hidden'],
    ['visitor', 'stranger', 'read', 'hidden'],
    ['support', 'stranger', 'setStatus', 'allowed'],
  ] as const)('%s as %s: %s is %s', (role, relation, action, decision) => {
    const ticket = {
      kind: 'supportTicket',
      ownerIds: [relation === 'owner' ? ME : OTHER],
    } as const;
    expect(accessPolicy.decide(actor(role), action, ticket)).toBe(decision);
  });
});

/**
 * The engine over rows shaped like the marketplace's (counterparties, statuses, public reads): a
 * new kind needs rows only. These rows are examples for the engine, not the product's rules.
 */
describe('createAccessPolicy: relations and statuses', () => {
  const policy = createAccessPolicy({
    listing: {
      read: { allow: ['anyone'] },
      create: { allow: ['trader'] },
      update: { allow: ['owner', 'admin'] },
    },
    proposal: {
      read: { allow: ['owner', 'counterparty', 'moderator'] },
      accept: { allow: ['counterparty'], whenStatus: ['pending'] },
      withdraw: { allow: ['owner'], whenStatus: ['pending'] },
    },
  });

  type EngineRow = [
    role: string,
    relation: 'owner' | 'counterparty' | 'stranger',
    kind: 'listing' | 'proposal',
    action: string,
    status: string | undefined,
    allowed: boolean,
  ];
  const table: EngineRow[] = [
    ['visitor', 'stranger', 'listing', 'read', undefined, true],
    ['visitor', 'stranger', 'listing', 'create', undefined, false],
    ['user', 'stranger', 'listing', 'create', undefined, false],
    ['trader', 'stranger', 'listing', 'create', undefined, true],
    ['admin', 'stranger', 'listing', 'create', undefined, true],
    ['support', 'stranger', 'listing', 'create', undefined, false],
    ['trader', 'owner', 'listing', 'update', undefined, true],
    ['trader', 'stranger', 'listing', 'update', undefined, false],
    ['admin', 'stranger', 'listing', 'update', undefined, true],
    ['support', 'stranger', 'listing', 'update', undefined, false],
    ['user', 'stranger', 'listing', 'delete', undefined, false], // no row: refused
    ['admin', 'stranger', 'listing', 'delete', undefined, false],
    ['user', 'owner', 'proposal', 'read', 'pending', true],
    ['user', 'counterparty', 'proposal', 'read', 'pending', true],
    ['user', 'stranger', 'proposal', 'read', 'pending', false],
    ['support', 'stranger', 'proposal', 'read', 'pending', true],
    ['user', 'counterparty', 'proposal', 'accept', 'pending', true],
    ['user', 'counterparty', 'proposal', 'accept', 'withdrawn', false],
    ['user', 'counterparty', 'proposal', 'accept', undefined, false],
    ['user', 'owner', 'proposal', 'accept', 'pending', false],
    ['admin', 'stranger', 'proposal', 'accept', 'pending', false],
    ['user', 'owner', 'proposal', 'withdraw', 'pending', true],
    ['user', 'owner', 'proposal', 'withdraw', 'accepted', false],
    ['user', 'counterparty', 'proposal', 'withdraw', 'pending', false],
  ];
  it.each(table)(
    '%s as %s: %s.%s (status %p) -> %p',
    (role, relation, kind, action, status, allowed) => {
      const resource = {
        kind,
        ownerIds: relation === 'owner' ? [ME, THIRD] : [OTHER],
        counterpartyIds: relation === 'counterparty' ? [THIRD, ME] : [THIRD],
        ...(status !== undefined && { status }),
      };
      expect(policy.can(actor(role), action as never, resource)).toBe(allowed);
    },
  );

  it('refuses a kind without rows', () => {
    const resource = { kind: 'shop', ownerIds: [ME] } as unknown as ResourceRef<'listing'>;
    expect(policy.can(actor('admin'), 'read', resource)).toBe(false);
    expect(policy.decide(actor('admin'), 'read', resource)).toBe('hidden');
  });
});

describe('accessPolicy: listings and requirements', () => {
  const post = (
    kind: 'listing' | 'requirement',
    relation: 'owner' | 'stranger',
    status: string,
  ) => ({
    kind,
    ownerIds: [relation === 'owner' ? ME : OTHER],
    status,
  });
  // [role, relation, action, status, allowed]: every kind behaves alike where statuses agree.
  const table: [string, 'owner' | 'stranger', string, string, boolean][] = [
    ['visitor', 'stranger', 'read', 'published', true],
    ['visitor', 'stranger', 'read', 'closed', true],
    ['visitor', 'stranger', 'read', 'draft', false],
    ['visitor', 'stranger', 'read', 'pending_review', false],
    ['visitor', 'stranger', 'readPrivate', 'draft', false],
    ['user', 'stranger', 'read', 'rejected', false],
    ['user', 'owner', 'readPrivate', 'draft', true],
    ['user', 'owner', 'update', 'published', true],
    ['user', 'stranger', 'update', 'published', false],
    ['trader', 'owner', 'changeStatus', 'paused', true],
    ['trader', 'stranger', 'changeStatus', 'published', false],
    ['trader', 'owner', 'delete', 'draft', true],
    ['trader', 'owner', 'delete', 'published', false],
    ['trader', 'owner', 'moderate', 'pending_review', false],
    ['support', 'stranger', 'readPrivate', 'pending_review', true],
    ['support', 'stranger', 'moderate', 'pending_review', true],
    ['support', 'stranger', 'update', 'published', false],
    ['admin', 'stranger', 'moderate', 'published', true],
    ['admin', 'stranger', 'delete', 'draft', false],
  ];
  it.each(table)(
    'listing: %s as %s: %s when %s -> %p',
    (role, relation, action, status, allowed) => {
      expect(
        accessPolicy.can(actor(role), action as 'read', post('listing', relation, status)),
      ).toBe(allowed);
    },
  );
  it.each(
    table.map(
      ([role, relation, action, status, allowed]) =>
        [role, relation, action, status === 'published' ? 'open' : status, allowed] as const,
    ),
  )('requirement: %s as %s: %s when %s -> %p', (role, relation, action, status, allowed) => {
    expect(
      accessPolicy.can(actor(role), action as 'read', post('requirement', relation, status)),
    ).toBe(allowed);
  });

  it('reports: anyone signed in files one, staff review them', () => {
    const report = { kind: 'report' as const, ownerIds: [] };
    expect(accessPolicy.can(actor('user'), 'create', report)).toBe(true);
    expect(accessPolicy.can(null, 'create', report)).toBe(false);
    expect(accessPolicy.can(actor('user'), 'review', report)).toBe(false);
    expect(accessPolicy.can(actor('support'), 'review', report)).toBe(true);
    expect(accessPolicy.can(actor('admin'), 'review', report)).toBe(true);
  });

  it.each([
    // role, relation, action, status, allowed
    ['user', 'owner', 'read', 'open', true],
    ['user', 'owner', 'read', 'blocked', true],
    ['user', 'owner', 'send', 'open', true],
    ['user', 'owner', 'send', 'blocked', false],
    ['user', 'owner', 'archive', 'blocked', true],
    ['user', 'stranger', 'read', 'open', false],
    ['user', 'stranger', 'send', 'open', false],
    ['support', 'stranger', 'read', 'open', false],
    ['admin', 'stranger', 'read', 'open', false],
    ['admin', 'stranger', 'archive', 'open', false],
  ] as const)(
    'conversation: %s as %s: %s when %s -> %p',
    (role, relation, action, status, allowed) => {
      const conversation = {
        kind: 'conversation' as const,
        ownerIds: relation === 'owner' ? [ME, OTHER] : [OTHER, THIRD],
        status,
      };
      expect(accessPolicy.can(actor(role), action, conversation)).toBe(allowed);
    },
  );

  it.each([
    // role, relation, action, status, allowed
    ['user', 'owner', 'read', 'sent', true],
    ['user', 'counterparty', 'read', 'sent', true],
    ['user', 'owner', 'report', 'sent', false],
    ['user', 'counterparty', 'report', 'sent', true],
    ['user', 'stranger', 'report', 'sent', false],
    ['user', 'stranger', 'read', 'sent', false],
    ['support', 'stranger', 'read', 'sent', false],
    ['support', 'stranger', 'readReported', 'sent', false],
    ['support', 'stranger', 'readReported', 'reported', true],
    ['admin', 'stranger', 'readReported', 'reported', true],
    ['user', 'counterparty', 'readReported', 'reported', false],
  ] as const)(
    'conversation message: %s as %s: %s when %s -> %p',
    (role, relation, action, status, allowed) => {
      const message = {
        kind: 'conversationMessage' as const,
        ownerIds: relation === 'owner' ? [ME] : [OTHER],
        counterpartyIds: relation === 'counterparty' ? [ME] : [THIRD],
        status,
      };
      expect(accessPolicy.can(actor(role), action, message)).toBe(allowed);
    },
  );

  it('opening a shop is for traders (and admins)', () => {
    const shop = { kind: 'shop' as const, ownerIds: [] };
    expect(accessPolicy.can(actor('trader'), 'open', shop)).toBe(true);
    expect(accessPolicy.can(actor('admin'), 'open', shop)).toBe(true);
    expect(accessPolicy.can(actor('user'), 'open', shop)).toBe(false);
    expect(accessPolicy.can(actor('support'), 'open', shop)).toBe(false);
    expect(accessPolicy.can(null, 'open', shop)).toBe(false);
  });
});

describe('accessPolicy: proposals', () => {
  // The seller owns a proposal; the requirement's buyer is its counterparty.
  const sellerActions = ['update', 'withdraw', 'answerCounter'];
  const buyerActions = ['shortlist', 'counter', 'accept', 'decline'];
  const roles = ['visitor', 'user', 'trader', 'support', 'admin'] as const;
  const table = roles.flatMap((role) =>
    (['owner', 'counterparty', 'stranger'] as const).flatMap((relation) =>
      ['read', ...sellerActions, ...buyerActions].map((action) => {
        const allowed =
          role !== 'visitor' &&
          ((relation === 'owner' && (action === 'read' || sellerActions.includes(action))) ||
            (relation === 'counterparty' && (action === 'read' || buyerActions.includes(action))));
        return [role, relation, action, allowed] as const;
      }),
    ),
  );
  it.each(table)('%s as %s: %s -> %p', (role, relation, action, allowed) => {
    const proposal = {
      kind: 'proposal' as const,
      ownerIds: relation === 'owner' ? [ME] : [OTHER],
      counterpartyIds: relation === 'counterparty' ? [ME] : [THIRD],
    };
    expect(accessPolicy.can(actor(role), action as 'read', proposal)).toBe(allowed);
  });

  it('a stranger (staff too) cannot even learn a proposal exists: 404, not 403', () => {
    const proposal = { kind: 'proposal' as const, ownerIds: [OTHER], counterpartyIds: [THIRD] };
    expect(accessPolicy.decide(actor('admin'), 'accept', proposal)).toBe('hidden');
    expect(accessPolicy.decide(actor('trader'), 'update', proposal)).toBe('hidden');
  });

  it("the buyer may read but not change the seller's terms: 403", () => {
    const proposal = { kind: 'proposal' as const, ownerIds: [OTHER], counterpartyIds: [ME] };
    expect(accessPolicy.decide(actor('user'), 'update', proposal)).toBe('forbidden');
  });

  it.each([
    ['visitor', 'stranger', 'propose', false],
    ['user', 'stranger', 'propose', false],
    ['trader', 'stranger', 'propose', true],
    ['admin', 'stranger', 'propose', true],
    ['support', 'stranger', 'propose', false],
    ['trader', 'owner', 'list', true],
    ['user', 'owner', 'list', true],
    ['trader', 'stranger', 'list', false],
    ['admin', 'stranger', 'list', false],
  ] as const)(
    "a requirement's proposals: %s as %s: %s -> %p",
    (role, relation, action, allowed) => {
      const requirement = {
        kind: 'requirementProposals' as const,
        ownerIds: relation === 'owner' ? [ME] : [OTHER],
      };
      expect(accessPolicy.can(actor(role), action, requirement)).toBe(allowed);
    },
  );
});

describe("accessPolicy: an account's own data", () => {
  const mine = { kind: 'account' as const, ownerIds: [ME] };
  const theirs = { kind: 'account' as const, ownerIds: [OTHER] };

  it('only its owner exports it, whatever their role', () => {
    for (const role of ['user', 'trader', 'support', 'admin']) {
      expect(accessPolicy.can(actor(role), 'exportData', mine)).toBe(true);
      expect(accessPolicy.can(actor(role), 'exportData', theirs)).toBe(false);
    }
    expect(accessPolicy.can(null, 'exportData', mine)).toBe(false);
  });

  it('its owner or an admin deletes it; support staff do not', () => {
    expect(accessPolicy.can(actor('user'), 'delete', mine)).toBe(true);
    expect(accessPolicy.can(actor('user'), 'delete', theirs)).toBe(false);
    expect(accessPolicy.can(actor('support'), 'delete', theirs)).toBe(false);
    expect(accessPolicy.can(actor('admin'), 'delete', theirs)).toBe(true);
    expect(accessPolicy.can(null, 'delete', mine)).toBe(false);
  });
});

describe('accessPolicy: the admin area', () => {
  // Only admins, whoever owns the record: support reaches moderation, not these.
  const rows = [
    ['account', 'administer'],
    ['systemSettings', 'read'],
    ['systemSettings', 'update'],
    ['auditLog', 'read'],
    ['searchAnalytics', 'read'],
  ] as const;
  const table = rows.flatMap(([kind, action]) =>
    (['visitor', 'user', 'trader', 'support', 'admin', 'superuser'] as const).map(
      (role) => [kind, action, role, role === 'admin'] as const,
    ),
  );
  it.each(table)('%s.%s by %s -> %p', (kind, action, role, allowed) => {
    // Owning the record (an account's own user) gives nothing here.
    const resource = { kind, ownerIds: [ME] } as ResourceRef<typeof kind>;
    expect(accessPolicy.can(actor(role), action as never, resource)).toBe(allowed);
  });
});

import { describe, expect, it } from '@jest/globals';
import {
  activeProposalStatuses,
  proposalStatuses,
  type ProposalStatus,
} from '@matchbazaar/contracts';
import { createActor } from 'xstate';
import {
  nextProposalStatus,
  proposalActionSide,
  proposalActions,
  proposalActionsFor,
  proposalMachine,
  type ProposalAction,
} from './proposal.machine.js';

/**
 * The negotiation's rules (docs/product/live-marketplace.md, "The negotiation") on a running
 * machine, started from a stored status the way the BFF resolves one. Who may act is the access
 * policy's `proposal` rows; here only when.
 */
function at(status: ProposalStatus) {
  return createActor(proposalMachine, {
    snapshot: proposalMachine.resolveState({ value: status, context: {} }),
  }).start();
}

function walk(status: ProposalStatus, ...actions: ProposalAction[]): ProposalStatus {
  const actor = at(status);
  actions.forEach((type) => actor.send({ type }));
  return actor.getSnapshot().value;
}

const open = activeProposalStatuses;
const final = proposalStatuses.filter(
  (s) => !(activeProposalStatuses as readonly string[]).includes(s),
);

describe('proposal machine: the negotiation', () => {
  it('a new proposal starts submitted', () => {
    expect(createActor(proposalMachine).start().getSnapshot().value).toBe('submitted');
  });

  it('the buyer may accept the terms as sent, or after shortlisting', () => {
    expect(walk('submitted', 'accept')).toBe('accepted');
    expect(walk('submitted', 'shortlist', 'accept')).toBe('accepted');
  });

  it('shortlisting happens once: a shortlisted proposal is not shortlisted again', () => {
    const actor = at('shortlisted');
    actor.send({ type: 'shortlist' });
    expect(actor.getSnapshot().value).toBe('shortlisted');
    expect(nextProposalStatus('shortlisted', 'shortlist')).toBeUndefined();
  });

  it("the seller's update keeps a proposal where it was while nobody waits on the seller", () => {
    expect(walk('submitted', 'update')).toBe('submitted');
    expect(walk('shortlisted', 'update')).toBe('shortlisted');
  });

  it('a counter-offer waits for the seller: the buyer can neither accept the old terms nor counter again', () => {
    const actor = at('submitted');
    actor.send({ type: 'counter' });
    expect(actor.getSnapshot().value).toBe('countered');
    actor.send({ type: 'accept' });
    actor.send({ type: 'counter' });
    actor.send({ type: 'shortlist' });
    expect(actor.getSnapshot().value).toBe('countered');
    expect(proposalActionsFor('countered', 'buyer')).toEqual(['decline']);
  });

  it.each<ProposalAction>(['counter.decline', 'update'])(
    "the seller's answer (%s) hands the proposal back to the buyer, shortlisted",
    (answer) => {
      expect(walk('shortlisted', 'counter', answer)).toBe('shortlisted');
      expect(walk('submitted', 'counter', answer)).toBe('shortlisted');
    },
  );

  it("accepting the counter agrees to the buyer's terms: the proposal is accepted in that one step", () => {
    expect(walk('shortlisted', 'counter', 'counter.accept')).toBe('accepted');
    expect(walk('submitted', 'counter', 'counter.accept')).toBe('accepted');
    expect(proposalActionsFor('accepted', 'buyer')).toEqual([]);
    expect(proposalActionsFor('accepted', 'seller')).toEqual([]);
  });

  it('after a declined counter the buyer may counter again, or accept', () => {
    expect(walk('countered', 'counter.decline', 'counter')).toBe('countered');
    expect(walk('countered', 'counter.decline', 'accept')).toBe('accepted');
  });

  it('a counter is answered only while one waits', () => {
    for (const status of proposalStatuses.filter((s) => s !== 'countered'))
      for (const answer of ['counter.accept', 'counter.decline'] as const)
        expect([status, answer, walk(status, answer)]).toEqual([status, answer, status]);
  });
});

describe('proposal machine: leaving the negotiation', () => {
  it.each(open.map((s) => [s] as const))(
    'from %s: the seller withdraws, the buyer declines, the system closes or expires it',
    (status) => {
      expect(walk(status, 'withdraw')).toBe('withdrawn');
      expect(walk(status, 'decline')).toBe('declined');
      // Another proposal accepted, or the requirement closed: declined for the seller.
      expect(walk(status, 'close')).toBe('declined');
      expect(walk(status, 'expire')).toBe('expired');
    },
  );

  it('an expired proposal can no longer be accepted', () => {
    const actor = at('shortlisted');
    actor.send({ type: 'expire' });
    actor.send({ type: 'accept' });
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it.each(final.map((s) => [s] as const))(
    '%s is final: the actor is done and refuses every step',
    (status) => {
      for (const action of proposalActions) {
        const actor = at(status);
        expect(actor.getSnapshot().status).toBe('done');
        actor.send({ type: action });
        expect([action, actor.getSnapshot().value]).toEqual([action, status]);
        expect(nextProposalStatus(status, action)).toBeUndefined();
      }
      for (const side of ['buyer', 'seller', 'system'] as const)
        expect(proposalActionsFor(status, side)).toEqual([]);
    },
  );

  it('the statuses a proposal can still leave are exactly the active ones (submitted, shortlisted, countered)', () => {
    const leavable = proposalStatuses.filter((s) => nextProposalStatus(s, 'withdraw'));
    expect(leavable).toEqual([...open]);
  });
});

describe('proposal machine: each side sees only its own steps', () => {
  it('each step belongs to one side, and the screens offer a side only its own', () => {
    for (const status of proposalStatuses)
      for (const side of ['buyer', 'seller', 'system'] as const)
        for (const action of proposalActionsFor(status, side))
          expect(proposalActionSide[action]).toBe(side);
  });

  it('the seller may always update or withdraw an open proposal', () => {
    for (const status of open)
      expect(proposalActionsFor(status, 'seller')).toEqual(
        expect.arrayContaining(['update', 'withdraw']),
      );
  });

  it('the buyer may always decline an open proposal', () => {
    for (const status of open) expect(proposalActionsFor(status, 'buyer')).toContain('decline');
  });

  it("the system's steps are only closing and expiring, on any open proposal", () => {
    for (const status of open)
      expect(proposalActionsFor(status, 'system')).toEqual(['expire', 'close']);
  });

  it('the pure step of the BFF agrees with the running machine for every status and step', () => {
    for (const status of proposalStatuses)
      for (const action of proposalActions) {
        const actor = at(status);
        const can = actor.getSnapshot().can({ type: action });
        actor.send({ type: action });
        const expected = can ? actor.getSnapshot().value : undefined;
        expect([status, action, nextProposalStatus(status, action)]).toEqual([
          status,
          action,
          expected,
        ]);
      }
  });
});

import type { ProposalStatus } from '@matchbazaar/contracts';
import { setup, transition } from 'xstate';

/**
 * A proposal's life (docs/product/live-marketplace.md, "Proposals"). The seller submits; the buyer
 * shortlists, counter-offers, accepts or declines; the seller updates or withdraws until it is
 * settled and answers a counter-offer. Accepting the counter agrees to the buyer's terms and so
 * accepts the proposal, as the buyer accepting the seller's terms does: either closes the deal in
 * one step. Declining it hands the proposal back to the buyer shortlisted. Accepted, declined,
 * withdrawn and expired are final. `close` is the system declining what is still open when the
 * buyer accepts another proposal or the requirement closes; `expire` is its validity date passing.
 *
 * Who may send an event is the access policy's `proposal` rows; this says only when.
 */

export type ProposalAction =
  | 'update'
  | 'withdraw'
  | 'counter.accept'
  | 'counter.decline'
  | 'shortlist'
  | 'counter'
  | 'accept'
  | 'decline'
  | 'expire'
  | 'close';

export type ProposalMachineEvent = { type: ProposalAction };

/** Which side takes each action: the seller, the buyer, or the platform itself. */
export const proposalActionSide = {
  update: 'seller',
  withdraw: 'seller',
  'counter.accept': 'seller',
  'counter.decline': 'seller',
  shortlist: 'buyer',
  counter: 'buyer',
  accept: 'buyer',
  decline: 'buyer',
  expire: 'system',
  close: 'system',
} as const satisfies Record<ProposalAction, 'seller' | 'buyer' | 'system'>;
export type ProposalSide = (typeof proposalActionSide)[ProposalAction];

export const proposalActions = Object.keys(proposalActionSide) as ProposalAction[];

/** Leaving the negotiation, from any open state: the seller withdraws, the buyer declines, time. */
const settle = {
  withdraw: 'withdrawn',
  decline: 'declined',
  close: 'declined',
  expire: 'expired',
} as const;

export const proposalMachine = setup({
  types: { events: {} as ProposalMachineEvent },
}).createMachine({
  id: 'proposal',
  initial: 'submitted',
  states: {
    submitted: {
      on: {
        ...settle,
        update: 'submitted',
        shortlist: 'shortlisted',
        counter: 'countered',
        accept: 'accepted',
      },
    },
    shortlisted: {
      on: {
        ...settle,
        update: 'shortlisted',
        counter: 'countered',
        accept: 'accepted',
      },
    },
    // Waiting for the seller: the buyer may still walk away, not accept the old terms.
    countered: {
      on: {
        ...settle,
        update: 'shortlisted',
        'counter.accept': 'accepted',
        'counter.decline': 'shortlisted',
      },
    },
    accepted: { type: 'final' },
    declined: { type: 'final' },
    withdrawn: { type: 'final' },
    expired: { type: 'final' },
  },
});

function snapshotAt(status: ProposalStatus) {
  return proposalMachine.resolveState({ value: status, context: {} });
}

/** The status after `action`, or undefined when the action is not possible in `status`. */
export function nextProposalStatus(
  status: ProposalStatus,
  action: ProposalAction,
): ProposalStatus | undefined {
  const from = snapshotAt(status);
  if (!from.can({ type: action })) return undefined;
  const [to] = transition(proposalMachine, from, { type: action });
  return to.value;
}

/** The actions `side` may take in `status`, in the order the screens show them. */
export function proposalActionsFor(status: ProposalStatus, side: ProposalSide): ProposalAction[] {
  const from = snapshotAt(status);
  return proposalActions.filter(
    (action) => proposalActionSide[action] === side && from.can({ type: action }),
  );
}

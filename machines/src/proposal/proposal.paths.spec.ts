import { describe, expect, it } from '@jest/globals';
import { proposalStatuses, type ProposalStatus } from '@matchbazaar/contracts';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  nextProposalStatus,
  proposalActions,
  proposalActionsFor,
  proposalMachine,
} from './proposal.machine.js';

const events = proposalActions.map((type) => ({ type }));
const final: ProposalStatus[] = ['accepted', 'declined', 'withdrawn', 'expired'];

describe('proposal paths', () => {
  const paths = getShortestPaths(proposalMachine, { events });

  it('reaches every status', () => {
    expect(new Set(paths.map((p) => p.state.value))).toEqual(new Set(proposalStatuses));
  });

  it.each(
    paths.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(start)', p] as const),
  )('%s', (_name, path) => {
    const actor = createActor(proposalMachine).start();
    let status: ProposalStatus = 'submitted';
    for (const step of path.steps) {
      if (step.event.type.startsWith('xstate.')) continue;
      actor.send(step.event);
      // The pure function the BFF uses agrees with the running machine at every step.
      status = nextProposalStatus(status, step.event.type) ?? status;
      expect(actor.getSnapshot().value).toBe(step.state.value);
      expect(status).toBe(step.state.value);
    }
    actor.stop();
  });

  it('every simple path ends settled or still open, never past a final status', () => {
    for (const path of getSimplePaths(proposalMachine, { events })) {
      const statuses = path.steps.map((s) => s.state.value);
      statuses.slice(0, -1).forEach((status) => expect(final).not.toContain(status));
    }
  });
});

describe('nextProposalStatus', () => {
  it.each([
    ['submitted', 'shortlist', 'shortlisted'],
    ['submitted', 'counter', 'countered'],
    ['submitted', 'accept', 'accepted'],
    ['submitted', 'update', 'submitted'],
    ['shortlisted', 'update', 'shortlisted'],
    ['shortlisted', 'shortlist', undefined],
    ['countered', 'counter.accept', 'accepted'],
    ['countered', 'counter.decline', 'shortlisted'],
    ['countered', 'update', 'shortlisted'],
    ['countered', 'accept', undefined],
    ['countered', 'counter', undefined],
    ['countered', 'decline', 'declined'],
    ['shortlisted', 'counter.accept', undefined],
    ['submitted', 'close', 'declined'],
    ['shortlisted', 'expire', 'expired'],
    ['accepted', 'withdraw', undefined],
    ['accepted', 'update', undefined],
    ['declined', 'accept', undefined],
    ['withdrawn', 'update', undefined],
    ['expired', 'accept', undefined],
  ] as const)('%s + %s -> %p', (status, action, to) => {
    expect(nextProposalStatus(status, action)).toBe(to);
  });
});

describe('proposalActionsFor', () => {
  it.each([
    ['submitted', 'buyer', ['shortlist', 'counter', 'accept', 'decline']],
    ['submitted', 'seller', ['update', 'withdraw']],
    ['shortlisted', 'buyer', ['counter', 'accept', 'decline']],
    ['countered', 'buyer', ['decline']],
    ['countered', 'seller', ['update', 'withdraw', 'counter.accept', 'counter.decline']],
    ['accepted', 'seller', []],
    ['accepted', 'buyer', []],
    ['expired', 'buyer', []],
  ] as const)('%s, %s: %p', (status, side, actions) => {
    expect(proposalActionsFor(status, side)).toEqual(actions);
  });
});

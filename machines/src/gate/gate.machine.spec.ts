import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { messages } from '@matchbazaar/contracts';
import { gateMachine, gateView, type GateInput, type VerifyResult } from './gate.machine.js';

/** A gate whose storage calls are recorded and whose server answers when the test says so. */
function harness(input: Partial<GateInput> = {}) {
  const calls: string[] = [];
  const pending: Array<{
    code: string;
    resolve: (r: VerifyResult) => void;
    reject: (e: Error) => void;
  }> = [];
  const machine = gateMachine.provide({
    actors: {
      verifyCode: fromPromise<VerifyResult, { code: string }>(
        ({ input: { code } }) =>
          new Promise((resolve, reject) => pending.push({ code, resolve, reject })),
      ),
    },
    actions: {
      storeVerified: () => void calls.push('storeVerified'),
      storeAttempts: (_, p) => void calls.push(`storeAttempts(${p.attempts})`),
      storeLockout: (_, p) => void calls.push(`storeLockout(${p.durationMs})`),
      removeStoredLockout: () => void calls.push('removeStoredLockout'),
      removeStoredAttempts: () => void calls.push('removeStoredAttempts'),
    },
  });
  const actor = createActor(machine, {
    input: {
      storedStatus: null,
      storedAttempts: null,
      storedLockoutUntil: null,
      now: 1_000_000,
      ...input,
    },
  }).start();
  const view = () => gateView(actor.getSnapshot());
  const submit = async (code: string, answer?: VerifyResult | Error) => {
    actor.send({ type: 'code.change', value: code });
    actor.send({ type: 'code.submit' });
    if (answer === undefined) return;
    const call = pending.shift();
    if (!call) throw new Error('the server was not asked');
    if (answer instanceof Error) call.reject(answer);
    else call.resolve(answer);
    await jest.advanceTimersByTimeAsync(0);
  };
  return { actor, calls, pending, view, submit };
}

const wrong: VerifyResult = { outcome: 'rejected' };

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('gate machine: restoring from storage', () => {
  it('opens at once when the stored status is verified', () => {
    const { view } = harness({ storedStatus: 'verified' });
    expect(view().verified).toBe(true);
  });

  it('restores the attempt count and a lockout that lies in the future, with a live countdown', () => {
    const { view, calls, actor } = harness({
      storedAttempts: '5',
      storedLockoutUntil: 1_000_000 + 12_300,
    });
    expect(view()).toMatchObject({
      locked: true,
      lockoutSecondsLeft: 13,
      buttonLabel: 'Locked (13s)',
    });
    expect(view().error).toBe(messages.accessGate.lockoutLine(13));
    jest.advanceTimersByTime(1000);
    expect(view().error).toBe(messages.accessGate.lockoutLine(12));
    jest.advanceTimersByTime(12_000);
    expect(view()).toMatchObject({ locked: false, error: null });
    expect(calls).toEqual(['removeStoredLockout']);
    expect(actor.getSnapshot().context.attempts).toBe(5);
  });

  it('removes a stored lockout that has already expired', () => {
    const { view, calls } = harness({ storedAttempts: '5', storedLockoutUntil: 999_000 });
    expect(view().locked).toBe(false);
    expect(calls).toEqual(['removeStoredLockout']);
  });

  it('reads a missing or malformed attempt count as 0', () => {
    expect(harness({ storedAttempts: 'x' }).actor.getSnapshot().context.attempts).toBe(0);
  });
});

describe('gate machine: submitting codes', () => {
  it('refuses a short code without counting it or asking the server', async () => {
    const { view, pending, actor, submit } = harness();
    await submit('12345');
    expect(view().error).toBe('Access code must be at least 6 characters long.');
    expect(pending).toHaveLength(0);
    expect(actor.getSnapshot().context.attempts).toBe(0);
  });

  it('walks the wrong-code messages, the hint, the lockout and the relock of docs/product/access-gate.md', async () => {
    const { view, calls, actor, submit, pending } = harness();
    const seen: Array<[string | null, boolean]> = [];
    for (let i = 0; i < 4; i++) {
      await submit('wrong-code', wrong);
      seen.push([view().error, view().showHint]);
      expect(actor.getSnapshot().context.code).toBe('');
    }
    expect(seen).toEqual([
      ['Invalid access code. Please try again.', false],
      ['Invalid access code. 3 attempts remaining before timeout.', true],
      ['Invalid access code. 2 attempts remaining before timeout.', true],
      ['Invalid access code. 1 attempt remaining before timeout.', true],
    ]);
    await submit('wrong-code', wrong);
    expect(view()).toMatchObject({ locked: true, showHint: false, buttonLabel: 'Locked (30s)' });
    expect(view().error).toBe('Too many failed attempts. Please try again in 30 seconds.');
    expect(calls).toContain('storeLockout(30000)');
    expect(calls).toContain('storeAttempts(5)');

    // Submits are ignored while locked.
    await submit('another-code');
    expect(pending).toHaveLength(0);

    jest.advanceTimersByTime(29_000);
    expect(view().buttonLabel).toBe('Locked (1s)');
    jest.advanceTimersByTime(1_000);
    expect(view()).toMatchObject({ locked: false, error: null, buttonLabel: 'Access Site' });

    // The counter was not reset: the next wrong code locks again at once.
    await submit('wrong-again', wrong);
    expect(view()).toMatchObject({ locked: true, lockoutSecondsLeft: 30 });
    expect(actor.getSnapshot().context.attempts).toBe(6);
  });

  it('opens on the right code and clears what storage held', async () => {
    const { view, calls, submit, pending } = harness({ storedAttempts: '2' });
    await submit('right-code', { outcome: 'accepted' });
    expect(view()).toMatchObject({ verified: true, error: null });
    expect(calls).toEqual(['storeVerified', 'removeStoredAttempts', 'removeStoredLockout']);
    expect(pending).toHaveLength(0);
  });

  it("follows the server's own lockout (storage was cleared, the server still counts)", async () => {
    const { view, calls, submit } = harness();
    await submit('wrong-code', { outcome: 'locked', retryAfterSeconds: 17.2 });
    expect(view()).toMatchObject({ locked: true, lockoutSecondsLeft: 18 });
    expect(calls).toEqual(['storeAttempts(5)', 'storeLockout(18000)']);
  });

  it('does not count an attempt the server could not check', async () => {
    const { view, actor, submit } = harness();
    await submit('some-code', new Error('network down'));
    expect(view().error).toBe(messages.accessGate.unavailable);
    expect(actor.getSnapshot().context.attempts).toBe(0);
  });

  it('ignores a second submit while the server answers', () => {
    const { actor, pending, view } = harness();
    actor.send({ type: 'code.change', value: 'abcdefg' });
    actor.send({ type: 'code.submit' });
    actor.send({ type: 'code.submit' });
    expect(pending).toHaveLength(1);
    expect(view().checking).toBe(true);
  });
});

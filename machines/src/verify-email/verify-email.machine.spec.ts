import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import { messages } from '@matchbazaar/contracts';
import {
  isVerificationTokenShaped,
  oneVerifyRequestAtATime,
  verificationSuccessPath,
  verifyEmailInputError,
  verifyEmailMachine,
  verifyEmailScreen,
  type VerificationSuccessRecord,
  type VerifyEmailInput,
  type VerifyEmailOutcome,
} from './verify-email.machine.js';

const DAY = 24 * 60 * 60 * 1000;
const NOW = 1_800_000_000_000;
const good: VerifyEmailInput = {
  token: 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4e5f6a1b2',
  email: 'ada@example.com',
  successRecord: null,
  now: NOW,
};

/** Runs the page's machine; `answers` are the server's, in order (none left: it never answers). */
function start(input: Partial<VerifyEmailInput>, answers: VerifyEmailOutcome[] = []) {
  const effects: string[] = [];
  const calls: Array<{ token: string; email: string }> = [];
  const actor = createActor(
    verifyEmailMachine.provide({
      actors: {
        verifyEmail: fromPromise<VerifyEmailOutcome, { token: string; email: string }>(
          ({ input: call }) => {
            calls.push(call);
            const next = answers.shift();
            return next ? Promise.resolve(next) : new Promise(() => {});
          },
        ),
      },
      actions: {
        storeSuccessRecord: () => void effects.push('storeSuccessRecord'),
        discardSuccessRecord: () => void effects.push('discardSuccessRecord'),
        markEmailVerified: () => void effects.push('markEmailVerified'),
        redirectToSuccess: () => void effects.push('redirectToSuccess'),
        redirectFallback: () => void effects.push('redirectFallback'),
      },
    }),
    { input: { ...good, ...input } },
  ).start();
  const screen = () => verifyEmailScreen(actor.getSnapshot());
  return { actor, effects, calls, screen };
}

const fail = (kind: 'timeout' | 'network' | 'expired' | 'failed'): VerifyEmailOutcome => ({
  ok: false,
  kind,
});

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('link checks (docs/product/accounts.md)', () => {
  it.each([
    ['abc-DEF_123.x'],
    ['a'.repeat(40)],
    ['0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef'],
    ['eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl'],
    ['123e4567-e89b-12d3-a456-426614174000'],
  ])('accepts token %s', (token) => expect(isVerificationTokenShaped(token)).toBe(true));

  it.each([['has space'], ['<script>'], ['a/b'], ['x'.repeat(513)]])('refuses token %s', (token) =>
    expect(isVerificationTokenShaped(token)).toBe(false),
  );

  it.each([
    ['', 'ada@example.com', messages.verifyPage.missingParameters],
    ['tok', '  ', messages.verifyPage.missingParameters],
    ['bad token!', 'ada@example.com', messages.verifyPage.malformedToken],
    ['tok', 'ada lovelace@example.com', messages.verifyPage.emailHasSpaces],
    ['tok', 'ada.example.com', messages.verifyPage.emailMissingAt],
    ['tok', 'ada@example', messages.verifyPage.emailDomainIncomplete],
    ['tok', 'ada@example.', messages.verifyPage.emailDomainIncomplete],
  ])('token %j, email %j: %s', (token, email, message) => {
    expect(verifyEmailInputError(token, email)?.message).toBe(message);
  });

  it('passes after trimming', () => {
    expect(verifyEmailInputError(' tok ', ' ada@example.com ')).toBeNull();
  });

  it('names the token format for a malformed link', () => {
    expect(verifyEmailInputError('bad token!', 'ada@example.com')?.detail).toBe(
      messages.verifyPage.invalidTokenFormat,
    );
  });
});

describe('the flow (docs/product/accounts.md)', () => {
  it('waits in idle until started', () => {
    const { screen, calls } = start({});
    expect(screen()).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('shows a validation error without calling the server', () => {
    const { actor, screen, calls } = start({ email: null });
    actor.send({ type: 'verify.start' });
    expect(screen()).toBe('validationError');
    expect(actor.getSnapshot().context.message).toBe(messages.verifyPage.missingParameters);
    expect(calls).toHaveLength(0);
  });

  it('verifies, records, marks the user, redirects after 50 ms and falls back 100 ms later', async () => {
    const { actor, screen, effects, calls } = start({ token: ' tok ' }, [{ ok: true }]);
    actor.send({ type: 'verify.start' });
    expect(screen()).toBe('loading');
    expect(calls).toEqual([{ token: 'tok', email: 'ada@example.com' }]);
    await jest.advanceTimersByTimeAsync(0);
    expect(screen()).toBe('success');
    expect(effects).toEqual(['storeSuccessRecord', 'markEmailVerified']);
    await jest.advanceTimersByTimeAsync(49);
    expect(effects).not.toContain('redirectToSuccess');
    await jest.advanceTimersByTimeAsync(1);
    expect(effects).toContain('redirectToSuccess');
    await jest.advanceTimersByTimeAsync(99);
    expect(effects).not.toContain('redirectFallback');
    await jest.advanceTimersByTimeAsync(1);
    expect(effects.at(-1)).toBe('redirectFallback');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('builds the success path with the email', () => {
    expect(verificationSuccessPath('ada+x@example.com')).toBe(
      '/auth/email-verification-success?verified=true&email=ada%2Bx%40example.com',
    );
  });

  it('retries with 1 s then 2 s back-off, then gives the maximum-attempts message', async () => {
    const { actor, screen, calls } = start({}, [fail('failed'), fail('network'), fail('failed')]);
    actor.send({ type: 'verify.start' });
    await jest.advanceTimersByTimeAsync(0);
    expect(screen()).toBe('retrying');
    expect(actor.getSnapshot().context.message).toBe(messages.verifyPage.failed);
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(screen()).toBe('retrying');
    expect(actor.getSnapshot().context.message).toBe(messages.verifyPage.network);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(screen()).toBe('error');
    expect(actor.getSnapshot().context).toMatchObject({
      message: messages.verifyPage.maxAttempts,
      canRetry: true,
    });
  });

  it('retries a timeout automatically after 1 s', async () => {
    const { actor, screen, calls } = start({}, [fail('timeout'), fail('timeout'), { ok: true }]);
    actor.send({ type: 'verify.start' });
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.message).toBe(messages.verifyPage.timedOut);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(calls).toHaveLength(3);
    expect(screen()).toBe('success');
  });

  it('does not retry an expired or invalid link', async () => {
    const { actor, screen, calls } = start({}, [fail('expired')]);
    actor.send({ type: 'verify.start' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(screen()).toBe('error');
    expect(actor.getSnapshot().context).toMatchObject({
      message: messages.verifyPage.expired,
      canRetry: false,
    });
    actor.send({ type: 'verify.retry' });
    expect(screen()).toBe('error');
  });

  it("'Retry Verification' starts a fresh round", async () => {
    const { actor, screen, calls } = start({}, [
      fail('failed'),
      fail('failed'),
      fail('failed'),
      { ok: true },
    ]);
    actor.send({ type: 'verify.start' });
    await jest.advanceTimersByTimeAsync(3_000);
    expect(screen()).toBe('error');
    actor.send({ type: 'verify.retry' });
    expect(screen()).toBe('loading');
    expect(actor.getSnapshot().context.attempts).toBe(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(4);
    expect(screen()).toBe('success');
  });

  it('counts a thrown error as a plain failure', async () => {
    const actor = createActor(
      verifyEmailMachine.provide({
        actors: { verifyEmail: fromPromise(() => Promise.reject(new Error('bug'))) },
      }),
      { input: good },
    ).start();
    actor.send({ type: 'verify.start' });
    await jest.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('retrying');
    expect(actor.getSnapshot().context.message).toBe(messages.verifyPage.failed);
  });
});

describe('a link opened again (another device, a double click)', () => {
  it('an already verified address shows its own screen: no record, no redirect, no retry', async () => {
    const { actor, screen, effects, calls } = start({}, [{ ok: true, alreadyVerified: true }]);
    actor.send({ type: 'verify.start' });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(screen()).toBe('alreadyVerified');
    expect(calls).toHaveLength(1);
    expect(effects).toEqual([]);
  });

  it("StrictMode's stop and restart from the snapshot sends one request, and its answer counts", async () => {
    const requests: Array<(outcome: VerifyEmailOutcome) => void> = [];
    const verifyEmail = oneVerifyRequestAtATime(
      () => new Promise<VerifyEmailOutcome>((resolve) => void requests.push(resolve)),
    );
    const machine = verifyEmailMachine.provide({
      actors: { verifyEmail },
      actions: { redirectToSuccess: () => undefined, redirectFallback: () => undefined },
    });
    const first = createActor(machine, { input: good }).start();
    first.send({ type: 'verify.start' });
    // What @xstate/react does on StrictMode's simulated unmount and remount.
    const snapshot = first.getPersistedSnapshot();
    first.stop();
    const second = createActor(machine, { input: good, snapshot }).start();
    second.send({ type: 'verify.start' });
    expect(requests).toHaveLength(1);
    requests[0]!({ ok: true });
    await jest.advanceTimersByTimeAsync(0);
    expect(verifyEmailScreen(second.getSnapshot())).toBe('success');
  });

  it('a later attempt (a retry) sends a new request', async () => {
    let sent = 0;
    const verifyEmail = oneVerifyRequestAtATime(() => {
      sent += 1;
      return Promise.resolve<VerifyEmailOutcome>({ ok: false, kind: 'failed' });
    });
    const actor = createActor(verifyEmailMachine.provide({ actors: { verifyEmail } }), {
      input: good,
    }).start();
    actor.send({ type: 'verify.start' });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sent).toBe(2);
  });
});

describe('the 24 h success record', () => {
  const record = (email: string, age: number): VerificationSuccessRecord => ({
    verified: true,
    email,
    timestamp: NOW - age,
  });

  it('goes straight to the success page for the same email within 24 h', () => {
    const { actor, effects, calls } = start({ successRecord: record('ADA@example.com', DAY - 1) });
    actor.send({ type: 'verify.start' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(effects).toEqual(['redirectToSuccess']);
    expect(calls).toHaveLength(0);
  });

  it('discards an older record and verifies again', () => {
    const { actor, effects, calls } = start({ successRecord: record('ada@example.com', DAY) });
    actor.send({ type: 'verify.start' });
    expect(effects).toEqual(['discardSuccessRecord']);
    expect(actor.getSnapshot().context.successRecord).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("ignores another address's record", () => {
    const { actor, effects, calls } = start({ successRecord: record('bob@example.com', 1_000) });
    actor.send({ type: 'verify.start' });
    expect(effects).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise } from 'xstate';
import type { User } from '@matchbazaar/contracts';
import {
  sessionMachine,
  validationRetryDelay,
  type StoredSession,
  type TokenValidation,
} from './session.machine.js';

const user: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  role: 'user',
  isEmailVerified: false,
  isPhoneVerified: false,
  profileImage: null,
};

/** Runs the machine with recording effects; `answers` are the validation call's, in order. */
function start(stored: StoredSession | null, answers: Array<TokenValidation | Error> = []) {
  const effects: string[] = [];
  const stores: Array<{ user: User | null; token: string | null }> = [];
  const validations: string[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        validateToken: fromPromise<TokenValidation, { token: string }>(({ input }) => {
          validations.push(input.token);
          const next = answers.shift();
          if (!next) return new Promise(() => {});
          return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
        }),
      },
      actions: {
        persistSession: ({ context }) => {
          effects.push('persistSession');
          stores.push({ user: context.user, token: context.token });
        },
        persistUser: ({ context }) => {
          effects.push('persistUser');
          stores.push({ user: context.user, token: context.token });
        },
        clearStorage: () => void effects.push('clearStorage'),
        endServerSession: () => void effects.push('endServerSession'),
        redirectToLogin: () => void effects.push('redirectToLogin'),
      },
    }),
    { input: { stored } },
  ).start();
  return { actor, effects, stores, validations };
}

const stored: StoredSession = { user, token: 'stored-token' };

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('startup', () => {
  it('starts signed out with nothing stored', () => {
    const { actor } = start(null);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('trusts a stored user and token at once and validates 2 s later', async () => {
    const { actor, validations } = start(stored, [
      { valid: true, user: { ...user, firstName: 'Augusta' } },
    ]);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(user);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(validations).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(validations).toEqual(['stored-token']);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(actor.getSnapshot().context.user?.firstName).toBe('Augusta');
  });

  it('keeps a new access token that the validation brings', async () => {
    const { actor, stores } = start(stored, [{ valid: true, user, accessToken: 'fresh' }]);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().context.token).toBe('fresh');
    expect(stores.at(-1)).toEqual({ user, token: 'fresh' });
  });

  it('stays signed in, storage untouched, when the pre-launch wall answered instead', async () => {
    const { actor, effects, validations } = start(stored, [{ valid: 'unchecked' }]);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ user, token: 'stored-token', retries: 0 });
    expect(effects).toEqual([]);
    // No retry: the wall stays until the gate is passed; the next check (or call) decides.
    await jest.advanceTimersByTimeAsync(60_000);
    expect(validations).toHaveLength(1);
  });

  it('signs out and clears storage when the token is invalid', async () => {
    const { actor, effects } = start(stored, [{ valid: false }]);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: null });
    expect(effects).toEqual(['clearStorage']);
  });
});

describe('validation retries (3, from 1 s, times 1.5, at most 10 s)', () => {
  it('computes the delays', () => {
    expect([1, 2, 3, 7, 8].map(validationRetryDelay)).toEqual([
      1_000, 1_500, 2_250, 10_000, 10_000,
    ]);
  });

  it('retries after 1 s, 1.5 s and 2.25 s, then keeps trusting the stored user', async () => {
    const down = new Error('offline');
    const { actor, validations } = start(stored, [down, down, down, down]);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(validations).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(validations).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(validations).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(validations).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(2_249);
    expect(validations).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(validations).toHaveLength(4);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(validations).toHaveLength(4);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ user, retries: 0 });
  });

  it('succeeds on a retry', async () => {
    const { actor, validations } = start(stored, [new Error('502'), { valid: true, user }]);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(validations).toHaveLength(2);
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
  });
});

describe('debounced validation (1 s quiet, 10 s at most)', () => {
  async function signedInIdle() {
    const run = start(null, [
      { valid: true, user },
      { valid: true, user },
    ]);
    run.actor.send({ type: 'session.signedIn', data: { user, accessToken: 'a' } });
    await jest.advanceTimersByTimeAsync(0);
    return run;
  }

  it('validates 1 s after the last request', async () => {
    const { actor, validations } = await signedInIdle();
    actor.send({ type: 'session.validate' });
    await jest.advanceTimersByTimeAsync(800);
    actor.send({ type: 'session.validate' });
    await jest.advanceTimersByTimeAsync(999);
    expect(validations).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(validations).toEqual(['a']);
  });

  it('validates after 10 s even when requests keep coming', async () => {
    const { actor, validations } = await signedInIdle();
    for (let t = 0; t < 9_900; t += 900) {
      actor.send({ type: 'session.validate' });
      await jest.advanceTimersByTimeAsync(900);
    }
    expect(validations).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(100);
    expect(validations).toHaveLength(1);
  });
});

describe('signing in and out', () => {
  it('login stores the user and token', () => {
    const { actor, effects, stores } = start(null);
    actor.send({ type: 'session.signedIn', data: { user, accessToken: 'a', refreshToken: 'r' } });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'idle' });
    expect(effects).toEqual(['persistSession']);
    expect(stores).toEqual([{ user, token: 'a' }]);
  });

  it('ignores an answer without a token (registration before verification)', () => {
    const { actor } = start(null);
    actor.send({ type: 'session.signedIn', data: { user } });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('accepts `token` in place of `accessToken`', () => {
    const { actor } = start(null);
    actor.send({ type: 'session.signedIn', data: { user, token: 't' } });
    expect(actor.getSnapshot().context.token).toBe('t');
  });

  it('sign out tells the server and clears storage', () => {
    const { actor, effects } = start(stored);
    actor.send({ type: 'session.signOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['endServerSession', 'clearStorage']);
  });

  it('a failed refresh clears storage and goes to /auth/login', () => {
    const { actor, effects } = start(stored);
    actor.send({ type: 'session.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['clearStorage', 'redirectToLogin']);
  });

  it('a sign-out in another tab only forgets the session here', () => {
    const { actor, effects } = start(stored);
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual(['clearStorage']);
  });

  it('a refresh keeps the new token', () => {
    const { actor, stores } = start(stored);
    actor.send({ type: 'session.refreshed', data: { user, accessToken: 'new' } });
    expect(actor.getSnapshot().context.token).toBe('new');
    expect(stores).toEqual([{ user, token: 'new' }]);
  });

  it('a profile change is stored', () => {
    const { actor, stores } = start(stored);
    actor.send({ type: 'user.updated', user: { ...user, lastName: 'King' } });
    expect(stores.at(-1)?.user?.lastName).toBe('King');
  });
});

describe('email verification (docs/product/accounts.md)', () => {
  it('marks the signed-in user verified', () => {
    const { actor, effects } = start(stored);
    actor.send({ type: 'email.verified', email: 'ADA@example.com ' });
    expect(actor.getSnapshot().context.user?.isEmailVerified).toBe(true);
    expect(effects).toEqual(['persistUser']);
  });

  it("leaves a signed-in user alone for someone else's address", () => {
    const { actor, effects } = start(stored);
    actor.send({ type: 'email.verified', email: 'bob@example.com' });
    expect(actor.getSnapshot().context.user?.isEmailVerified).toBe(false);
    expect(effects).toEqual([]);
  });

  it('creates a temporary verified user when signed out', () => {
    const { actor, stores } = start(null);
    actor.send({ type: 'email.verified', email: 'new@example.com' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.user).toMatchObject({
      email: 'new@example.com',
      isEmailVerified: true,
    });
    expect(stores).toHaveLength(1);
  });
});

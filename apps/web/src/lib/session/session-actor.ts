import { isApiRequestError, isSiteAccessRequired } from '@matchbazaar/api-client';
import type { User } from '@matchbazaar/contracts';
import {
  sessionMachine,
  type SessionEvent,
  type StoredSession,
  type TokenValidation,
} from '@matchbazaar/machines';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { api } from './api';
import { clearSessionStorage, storeSession, storeUser } from './session-storage';

/** What the UI reads of the machine: whether it is signed in, and its user. */
export interface SessionSnapshot {
  signedIn: boolean;
  user: User | null;
}

export interface SessionActor {
  send: (event: SessionEvent) => void;
  stop: () => void;
}

const validateToken = fromPromise<TokenValidation, { token: string }>(async ({ signal }) => {
  try {
    const data = await api.auth.me({ signal });
    return data.accessToken
      ? { valid: true, user: data.user, accessToken: data.accessToken }
      : { valid: true, user: data.user };
  } catch (error) {
    // The pre-launch wall's 403 is about the browser, not the token: the api client has already
    // sent it back to the gate, and the user stays signed in for when it passes again.
    if (isSiteAccessRequired(error)) return { valid: 'unchecked' };
    // Refused even after the client's refresh: the token is no good. Anything else is transient.
    if (isApiRequestError(error) && (error.status === 401 || error.status === 403))
      return { valid: false };
    throw error;
  }
});

/**
 * Runs the session machine (docs/product/accounts.md) with browser storage and the api client. Its
 * own chunk, loaded by SessionProvider after the first render: the machine and XState are not
 * needed to show a page, whose first view of the session comes from storage.
 */
export function startSessionActor({
  stored,
  navigate,
  inspect,
  onChange,
}: {
  stored: StoredSession | null;
  navigate: (to: string) => void;
  inspect?: ((event: InspectionEvent) => void) | undefined;
  onChange: (snapshot: SessionSnapshot) => void;
}): SessionActor {
  const actor = createActor(
    sessionMachine.provide({
      actors: { validateToken },
      actions: {
        persistSession: ({ context }) => {
          if (context.user && context.token) storeSession(context.user, context.token);
        },
        persistUser: ({ context }) => {
          if (context.user) storeUser(context.user);
        },
        clearStorage: clearSessionStorage,
        // The token is read as the request starts, before clearStorage runs.
        endServerSession: () => void api.auth.logout().catch(() => undefined),
        redirectToLogin: () => navigate('/auth/login'),
      },
    }),
    { input: { stored }, ...(inspect ? { inspect } : {}) },
  );
  actor.subscribe((snapshot) =>
    onChange({ signedIn: snapshot.matches('signedIn'), user: snapshot.context.user }),
  );
  actor.start();
  return { send: (event) => actor.send(event), stop: () => actor.stop() };
}

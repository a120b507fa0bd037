import { isApiRequestError } from '@matchbazaar/api-client';
import { personaOf, storageKeys } from '@matchbazaar/contracts';
import { sessionMachine, type TokenValidation } from '@matchbazaar/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { fromPromise, type InspectionEvent } from 'xstate';
import { api, connectSession } from './api';
import {
  clearSessionStorage,
  readStoredSession,
  storePageLoadTime,
  storeSession,
  storeUser,
} from './session-storage';
import { SessionContext, type SessionView } from './use-session';

const validateToken = fromPromise<TokenValidation, { token: string }>(async ({ signal }) => {
  try {
    const data = await api.auth.me({ signal });
    return data.accessToken
      ? { valid: true, user: data.user, accessToken: data.accessToken }
      : { valid: true, user: data.user };
  } catch (error) {
    // Refused even after the client's refresh: the token is no good. Anything else is transient.
    if (isApiRequestError(error) && (error.status === 401 || error.status === 403))
      return { valid: false };
    throw error;
  }
});

/**
 * Runs the session machine (SPEC.md 4.4) with browser storage, the api client and navigation.
 * Mounted once around the router; `navigate` goes to /auth/login after a failed refresh (the first
 * one given is kept, like the machine: pass a stable function).
 */
export function SessionProvider({
  children,
  navigate = (to) => window.location.assign(to),
  inspect,
}: {
  children: ReactNode;
  navigate?: (to: string) => void;
  inspect?: (event: InspectionEvent) => void;
}) {
  // Read once: the machine takes its input when the actor is created.
  const [stored] = useState(readStoredSession);
  const actor = useActorRef(
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
    {
      input: { stored },
      ...(inspect ? { inspect } : {}),
    },
  );

  useEffect(() => {
    if (actor.getSnapshot().matches('signedIn')) storePageLoadTime();
    const disconnect = connectSession({
      refreshed: (data) => actor.send({ type: 'session.refreshed', data }),
      signedOut: () => actor.send({ type: 'session.expired' }),
    });
    // Another tab signed in or out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.authToken && event.key !== null) return;
      const stored = readStoredSession();
      if (stored)
        actor.send({
          type: 'session.signedIn',
          data: { user: stored.user, accessToken: stored.token },
        });
      else if (actor.getSnapshot().matches('signedIn')) actor.send({ type: 'session.ended' });
    };
    // Back to the tab after a while: check the session (debounced by the machine).
    const onVisible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'session.validate' });
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      disconnect();
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [actor]);

  const signedIn = useSelector(actor, (s) => s.matches('signedIn'));
  const user = useSelector(actor, (s) => s.context.user);

  const view = useMemo<SessionView>(
    () => ({
      status: signedIn ? 'signedIn' : 'signedOut',
      // A temporary user of an email verification is not a signed-in user.
      user: signedIn ? user : null,
      persona: signedIn && user ? personaOf(user.role) : null,
      signedIn: (data) => actor.send({ type: 'session.signedIn', data }),
      signOut: () => actor.send({ type: 'session.signOut' }),
      markEmailVerified: (email) => actor.send({ type: 'email.verified', email }),
      updateUser: (next) => actor.send({ type: 'user.updated', user: next }),
      validate: () => actor.send({ type: 'session.validate' }),
    }),
    [actor, signedIn, user],
  );

  return <SessionContext.Provider value={view}>{children}</SessionContext.Provider>;
}

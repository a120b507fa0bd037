import { personaOf, storageKeys } from '@matchbazaar/contracts';
import type { SessionEvent } from '@matchbazaar/machines';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import { connectSession } from './api';
import type { SessionActor, SessionSnapshot } from './session-actor';
import { readStoredSession, storePageLoadTime } from './session-storage';
import { SessionContext, type SessionView } from './use-session';

const sameSnapshot = (a: SessionSnapshot, b: SessionSnapshot) =>
  a.signedIn === b.signedIn && a.user === b.user;

/**
 * The session (docs/product/accounts.md) for the whole app. Mounted once around the router;
 * `navigate` goes to /auth/login after a failed refresh (the first one given is kept, like the
 * machine: pass a stable function).
 *
 * The first render needs no machine: like the machine's first state, it trusts a stored user and
 * token at once. The machine (session-actor, with XState) loads right after it, in its own chunk,
 * and takes over. Events sent before it arrives wait for it, and the session reads `checking`
 * meanwhile, so no guard decides on a state that is about to change.
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
  const [firstNavigate] = useState(() => navigate);
  const [snapshot, setSnapshot] = useState<SessionSnapshot>(() => ({
    signedIn: stored !== null,
    user: stored?.user ?? null,
  }));
  const [pending, setPending] = useState(false);
  const actorRef = useRef<SessionActor | null>(null);
  const queue = useRef<SessionEvent[]>([]);
  // The storage listener's view of the latest state, without re-subscribing on every change.
  const signedInRef = useRef(stored !== null);
  // Set while the machine's chunk has failed to load: the next event tries again.
  const retryLoad = useRef<(() => void) | null>(null);

  const send = useCallback((event: SessionEvent) => {
    if (actorRef.current) return actorRef.current.send(event);
    queue.current.push(event);
    // A validation request changes nothing by itself; anything else may.
    if (event.type !== 'session.validate') setPending(true);
    retryLoad.current?.();
  }, []);

  useEffect(() => {
    let active = true;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) =>
      void import('./session-actor').then(
        ({ startSessionActor }) => {
          if (!active) return;
          actorRef.current = startSessionActor({
            stored,
            navigate: firstNavigate,
            inspect,
            onChange: (next) => {
              signedInRef.current = next.signedIn;
              setSnapshot((current) => (sameSnapshot(current, next) ? current : next));
            },
          });
          for (const event of queue.current.splice(0)) actorRef.current.send(event);
          setPending(false);
        },
        (error: unknown) => {
          if (!active) return;
          // Without the machine, queued events wait and the session reads `checking`: try again,
          // once after a second, then on each event sent (a return to the tab sends one).
          console.error('The session machine could not load', error);
          if (attempt === 0) retryTimer = setTimeout(() => load(1), 1000);
          else
            retryLoad.current = () => {
              retryLoad.current = null;
              load(attempt + 1);
            };
        },
      );
    load(0);
    return () => {
      active = false;
      clearTimeout(retryTimer);
      retryLoad.current = null;
      actorRef.current?.stop();
      actorRef.current = null;
    };
  }, [stored, firstNavigate, inspect]);

  useEffect(() => {
    if (stored) storePageLoadTime();
    const disconnect = connectSession({
      refreshed: (data) => send({ type: 'session.refreshed', data }),
      signedOut: () => send({ type: 'session.expired' }),
    });
    // Another tab signed in or out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.authToken && event.key !== null) return;
      const next = readStoredSession();
      if (next)
        send({ type: 'session.signedIn', data: { user: next.user, accessToken: next.token } });
      else if (signedInRef.current) send({ type: 'session.ended' });
    };
    // Back to the tab after a while: check the session (debounced by the machine).
    const onVisible = () => {
      if (document.visibilityState === 'visible') send({ type: 'session.validate' });
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      disconnect();
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [stored, send]);

  const { signedIn, user } = snapshot;
  const view = useMemo<SessionView>(() => {
    const known = pending ? null : signedIn;
    return {
      status: known === null ? 'checking' : known ? 'signedIn' : 'signedOut',
      // A temporary user of an email verification is not a signed-in user.
      user: known ? user : null,
      persona: known && user ? personaOf(user.role) : null,
      signedIn: (data) => send({ type: 'session.signedIn', data }),
      signOut: () => send({ type: 'session.signOut' }),
      markEmailVerified: (email) => send({ type: 'email.verified', email }),
      updateUser: (next) => send({ type: 'user.updated', user: next }),
      validate: () => send({ type: 'session.validate' }),
    };
  }, [send, pending, signedIn, user]);

  return <SessionContext.Provider value={view}>{children}</SessionContext.Provider>;
}

import { realtimeNamespace, storageKeys } from '@matchbazaar/contracts';
import { io } from 'socket.io-client';
import { useEffect } from 'react';
import { readLocal } from '../local-storage';
import { useSession } from './use-session';

/** How long a refused or dropped connection waits before it tries again: doubling, at most 1 min. */
const firstRetryMs = 2_000;
const lastRetryMs = 60_000;

/**
 * The signed-in browser's live line to the BFF (docs/decisions/0007-realtime.md). The server closes
 * it when the session ends elsewhere (signed out on another device, suspended, deleted); the page
 * then checks the session at once, and one that no longer holds is signed out here too. A refused
 * connection (an expired access token) checks the session, which refreshes the token, and tries
 * again.
 */
export function useLiveSession(): void {
  const { status, validate } = useSession();
  const signedIn = status === 'signedIn';

  useEffect(() => {
    if (!signedIn) return;
    let retryMs = firstRetryMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const socket = io(realtimeNamespace, {
      // Read on every attempt: a refresh may have replaced the token since the last one.
      auth: (send) => send({ token: readLocal(storageKeys.authToken) ?? '' }),
      transports: ['websocket'],
      reconnection: false,
    });
    const again = () => {
      validate();
      clearTimeout(timer);
      timer = setTimeout(() => socket.connect(), retryMs);
      retryMs = Math.min(retryMs * 2, lastRetryMs);
    };
    socket.on('connect', () => {
      retryMs = firstRetryMs;
    });
    socket.on('connect_error', again);
    socket.on('disconnect', (reason) => {
      // Closed by us (leaving, signing out) needs nothing; anything else may mean the session ended.
      if (reason !== 'io client disconnect') again();
    });
    return () => {
      clearTimeout(timer);
      socket.disconnect();
    };
  }, [signedIn, validate]);
}

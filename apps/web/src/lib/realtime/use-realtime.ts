import type { ServerToClientEvents } from '@matchbazaar/contracts';
import type { LiveStatus } from '@matchbazaar/machines';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { realtimeHub } from './realtime-hub';

/** The live connection's status: `reconnecting` while it is down (a quiet indicator shows). */
export function useRealtimeStatus(): LiveStatus {
  return useSyncExternalStore(realtimeHub.onStatus, realtimeHub.status, realtimeHub.status);
}

/** Calls `handler` with every `event` the server pushes while mounted (the latest handler). */
export function useRealtimeEvent<E extends keyof ServerToClientEvents>(
  event: E,
  handler: (payload: Parameters<ServerToClientEvents[E]>[0]) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtimeHub.on(event, (payload) => latest.current(payload)), [event]);
}

/**
 * Calls `handler` on every connection made while mounted (after a drop, a BFF restart, a laptop
 * waking): the moment to ask the server for what arrived meanwhile.
 */
export function useRealtimeConnected(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtimeHub.onConnected(() => latest.current()), []);
}

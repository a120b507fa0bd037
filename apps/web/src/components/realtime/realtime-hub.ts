import type { ServerToClientEvents } from '@matchbazaar/contracts';
import type { LiveStatus } from '@matchbazaar/machines';

/**
 * Where the live connection (live-connection.tsx, its own chunk) meets the features: its status,
 * the server's events and every connection made, as plain subscriptions. It holds no socket, so a
 * feature that listens does not load Socket.IO; the connection publishes here while it is signed in.
 */

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];
type Listener = (payload: never) => void;

let status: LiveStatus = 'closed';
const statusListeners = new Set<() => void>();
const connectedListeners = new Set<() => void>();
const eventListeners = new Map<string, Set<Listener>>();

function add<T>(set: Set<T>, item: T): () => void {
  set.add(item);
  return () => void set.delete(item);
}

export const realtimeHub = {
  status: (): LiveStatus => status,
  onStatus: (listener: () => void) => add(statusListeners, listener),
  /** Every connection made, the first one too: catch up on what arrived while there was none. */
  onConnected: (listener: () => void) => add(connectedListeners, listener),
  on<E extends EventName>(event: E, listener: (payload: Payload<E>) => void): () => void {
    let listeners = eventListeners.get(event);
    if (!listeners) eventListeners.set(event, (listeners = new Set()));
    return add(listeners, listener as Listener);
  },

  // The live connection's side.
  setStatus(next: LiveStatus): void {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener();
  },
  connected(): void {
    for (const listener of [...connectedListeners]) listener();
  },
  publish(event: string, payload: unknown): void {
    for (const listener of [...(eventListeners.get(event) ?? [])])
      (listener as (p: unknown) => void)(payload);
  },
};

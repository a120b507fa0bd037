import type { ClientToServerEvents, ServerToClientEvents } from '@matchbazaar/contracts';
import type { LiveStatus } from '@matchbazaar/machines';

/**
 * Where the live connection (live-connection.tsx, its own chunk) meets the features: its status,
 * the server's events and every connection made, as plain subscriptions, and a way to send. It holds no socket, so a
 * feature that listens does not load Socket.IO; the connection publishes here while it is signed in.
 */

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];
type Listener = (payload: never) => void;
type ClientEventName = keyof ClientToServerEvents;
type Sender = (event: string, payload: unknown) => void;

let status: LiveStatus = 'closed';
const statusListeners = new Set<() => void>();
const connectedListeners = new Set<() => void>();
const eventListeners = new Map<string, Set<Listener>>();
let sender: Sender | null = null;

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

  /**
   * Sends an event to the server if connected; false when not (only ephemeral things go this way,
   * typing say: anything that must arrive is a REST call, stored first).
   */
  emit<E extends ClientEventName>(
    event: E,
    payload: Parameters<ClientToServerEvents[E]>[0],
  ): boolean {
    if (!sender || status !== 'connected') return false;
    sender(event, payload);
    return true;
  },

  // The live connection's side.
  /** The open socket's send, or null while there is none. */
  setSender(next: Sender | null): void {
    sender = next;
  },
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

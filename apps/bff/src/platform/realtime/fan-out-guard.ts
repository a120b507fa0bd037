import { Logger } from '@nestjs/common';
import { messages, realtimeNamespace } from '@matchbazaar/contracts';
import type { Redis } from 'ioredis';
import type { Server, Socket } from 'socket.io';

/** How often the adapter's clients are asked for a PONG, and how long one may take. */
export const FAN_OUT_PROBE_MS = 1_000;
export const FAN_OUT_TIMEOUT_MS = 2_000;
/** A handshake that arrives while Redis is away waits this long for it before being refused. */
const ADMISSION_WAIT_MS = 1_000;

/**
 * Without Redis a BFF's pushes reach only its own sockets, and what the other processes publish
 * never reaches them; Redis pub/sub keeps nothing for a subscriber that was away. A socket that
 * stayed connected would never learn what it missed (a client catches up from the store when it
 * connects, docs/product/live-marketplace.md). So while either of the adapter's clients cannot
 * reach Redis (closed, or a PING unanswered: a partition keeps the connection open), this BFF
 * closes every Socket.IO connection and refuses new handshakes; clients reconnect elsewhere or
 * later and catch up. docs/operations/chaos.md (Redis down, BFF cut off from Redis).
 *
 * Both are refused below the namespace, at the transport, on purpose: a Socket.IO client retries a
 * dropped transport and a refused handshake by itself, but not a namespace's `connect_error`.
 * Returns a function that stops the probe.
 */
export function guardFanOut(server: Server, clients: Redis[]): () => void {
  const logger = new Logger('RealtimeFanOut');
  let probeFailed = false;
  const connected = () => clients.every((client) => client.status === 'ready');
  const reachable = () => !probeFailed && connected();
  const waiters = new Set<() => void>();

  // The engine's connections, not the namespace's sockets: a handshake still in the namespace's
  // middleware (the session lookup) is closed too, instead of being admitted afterwards.
  const connections = new Set<Socket['conn']>();
  server.engine.on('connection', (connection: Socket['conn']) => {
    connections.add(connection);
    connection.once('close', () => connections.delete(connection));
  });
  const closeEveryConnection = () => {
    for (const connection of [...connections]) connection.close();
  };
  // Not yet: the clients are still connecting at start-up.
  let wasReachable = false;
  let stopped = false;
  const judge = (why: string) => {
    // Closing: the clients' own close is no outage.
    if (stopped) return;
    const now = reachable();
    if (now === wasReachable) return;
    wasReachable = now;
    if (now) {
      logger.log('Redis is reachable: taking sockets');
      for (const wake of waiters) wake();
    } else {
      logger.warn(`Redis is out of reach (${why}): closing every socket and refusing new ones`);
      closeEveryConnection();
    }
  };

  for (const client of clients) {
    client.on('close', () => judge(`${client.options.connectionName ?? 'a client'} closed`));
    client.on('ready', () => judge('ready'));
  }
  let probing = false;
  const probe = setInterval(() => {
    // A client that is not connected is judged by its status; its PING would wait in its queue.
    if (probing || !connected()) return;
    probing = true;
    void pongs(clients, FAN_OUT_TIMEOUT_MS).then((answered) => {
      probing = false;
      probeFailed = !answered;
      judge(`no PONG within ${FAN_OUT_TIMEOUT_MS} ms`);
    });
  }, FAN_OUT_PROBE_MS);
  probe.unref();

  server.engine.opts.allowRequest = (_request, answer) => {
    if (reachable()) return answer(null, true);
    // A blip (start-up, a reconnect under way) is waited out rather than refused.
    const wake = () => {
      clearTimeout(timer);
      waiters.delete(wake);
      const ok = reachable();
      answer(ok ? null : messages.api.serviceUnavailable, ok);
    };
    const timer = setTimeout(wake, ADMISSION_WAIT_MS);
    waiters.add(wake);
  };
  // Admitted by the transport, then Redis went away during the session lookup: closed like the rest.
  server.of(realtimeNamespace).on('connection', (socket) => {
    if (!reachable()) socket.conn.close();
  });

  return () => {
    stopped = true;
    clearInterval(probe);
    for (const wake of waiters) wake();
  };
}

/**
 * Whether every client answers PING within `ms`. The verdict waits one turn after the timer, so
 * an answer that arrived while the event loop was busy (a loaded machine) still counts.
 */
function pongs(clients: Redis[], ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const timer = setTimeout(() => setImmediate(() => resolve(answered)), ms);
    Promise.all(clients.map((client) => client.ping())).then(
      () => {
        answered = true;
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}

import { Redis, type RedisOptions } from 'ioredis';

/** How long a producer or health check waits to (re)connect before counting Redis as down. */
export const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/**
 * A client for request-time commands (enqueue, PING, job counts). With the offline queue off a
 * command fails at once while Redis is unreachable, instead of waiting for it to come back.
 */
export function createFailFastRedis(url: string, connectionName: string): Redis {
  const options: RedisOptions = {
    connectionName,
    enableOfflineQueue: false,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Keep trying in the background (capped at 2 s) so the BFF recovers when Redis returns.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  };
  return new Redis(url, options);
}

/**
 * A client that may queue commands while reconnecting: for the Socket.IO adapter's pub/sub.
 * `resendUnanswered: false` for a publisher: a command written before a connection dropped may
 * have reached Redis with only its answer lost, and ioredis would send it again after
 * reconnecting, so every subscriber would get that message twice. Without the resend its promise
 * is left unsettled (never a rejection), and a push lost so is only late: clients catch up.
 */
export function createPatientRedis(
  url: string,
  connectionName: string,
  options: { resendUnanswered?: boolean } = {},
): Redis {
  return new Redis(url, {
    connectionName,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    autoResendUnfulfilledCommands: options.resendUnanswered ?? true,
  });
}

/**
 * Closes a client whatever its state: QUIT when connected, else drop the socket and stop retrying.
 * A client caught mid-connect (the app closed right after it started) first gets to finish, so
 * the commands already queued on it (the Socket.IO adapter's subscriptions, which nobody awaits)
 * are answered instead of failing as unhandled rejections.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (client.status === 'connecting' || client.status === 'connect') {
    await connectAttemptSettled(client, REDIS_CONNECT_TIMEOUT_MS);
  }
  if (client.status === 'ready') {
    await client.quit().catch(() => client.disconnect());
  } else {
    client.disconnect();
  }
}

/** Resolves when the client's current connection attempt succeeds or fails, or after `ms`. */
function connectAttemptSettled(client: Redis, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const events = ['ready', 'error', 'close', 'end'] as const;
    const done = () => {
      clearTimeout(timer);
      for (const event of events) client.off(event, done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const event of events) client.once(event, done);
  });
}

/** Rejects after `ms` so a call to a dependency that is down can never hang a request. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

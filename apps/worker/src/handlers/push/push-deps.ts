import { UnrecoverableError } from 'bullmq';
import type { Agent } from 'node:https';
import type { Redis } from 'ioredis';
import type { Database } from '../../adapters/database.js';
import { RedisPushGate } from '../../adapters/push-gate.js';
import { WebPushSender, type PushSender } from '../../adapters/push-sender.js';
import type { PushQueue } from '../../adapters/push-queue.js';
import { PushStore } from '../../adapters/push-store.js';
import { publicOnlyAgent } from '../../adapters/public-only-agent.js';
import type { WorkerConfig } from '../../config/worker-config.js';
import { traceWebPushes } from '../../tracing/traced-adapters.js';
import type { PushDeps } from './push-notification.handler.js';

/** Without a VAPID pair nobody could subscribe (the BFF hands out no key): a job is a mistake. */
const unconfigured: PushSender = {
  send: () => Promise.reject(new UnrecoverableError('Web Push is not configured (VAPID keys)')),
};

/** The push job's adapters over the worker's database and Redis connection. */
export function pushDeps(
  config: WorkerConfig,
  db: Database,
  redis: Redis,
  /** Where the runs that send held pushes are queued. */
  queue: Pick<PushQueue, 'flushHeldAt'>,
  /** Trusts a test's loopback push service; production uses the system's CAs. */
  agent?: Agent,
): PushDeps {
  // In production a push goes out only to public addresses, whatever the endpoint's name says
  // (a benchmark on development providers talks to a loopback push service, as the BFF allows).
  const publicOnly = config.NODE_ENV === 'production' && !config.ALLOW_DEVELOPMENT_PROVIDERS;
  const sendingAgent = agent ?? (publicOnly ? publicOnlyAgent() : undefined);
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config;
  return {
    store: new PushStore(db),
    sender:
      publicKey && privateKey
        ? traceWebPushes(
            new WebPushSender(
              { subject: config.VAPID_SUBJECT, publicKey, privateKey },
              sendingAgent,
            ),
          )
        : unconfigured,
    gate: new RedisPushGate(redis, config.REDIS_PREFIX),
    perUserPerMinute: config.PUSH_PER_USER_PER_MINUTE,
    flushHeldAt: (notificationId, userId, at) => queue.flushHeldAt(notificationId, userId, at),
  };
}

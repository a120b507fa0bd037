import { jobNamesOf, workerQueueNames, type WorkerQueueName } from '@matchbazaar/contracts';
import { accountLinks, type SecretSealer } from '@matchbazaar/messaging';
import type { AccountExportStore } from '../adapters/account-export-store.js';
import type { BroadcastStore } from '../adapters/broadcast-store.js';
import type { DeliveryLog } from '../adapters/delivery-log.js';
import type { DeliveryProbe } from '../adapters/delivery-probe.js';
import type { Mailer } from '../adapters/mailer.js';
import type { RealtimePublisher } from '../adapters/realtime-publisher.js';
import type { AccountMailQueue, NoticeQueues } from '../adapters/notice-queues.js';
import type { SmsProvider } from '../adapters/sms/sms-provider.js';
import type { SavedSearchStore } from '../adapters/saved-search-store.js';
import type { SellerStatsStore } from '../adapters/seller-stats-store.js';
import { pushNotificationHandler, type PushDeps } from './push/push-notification.handler.js';
import { pushSweepHandler, type PushSweepDeps } from './push/push-sweep.handler.js';
import { accountExportHandler } from './account/export.handler.js';
import { rollupDayHandler } from './analytics/rollup-day.handler.js';
import type { HandlerRegistry } from './job-handler.js';
import { fanOutHandler } from './launch/fan-out.handler.js';
import { matchListingHandler } from './matching/match-listing.handler.js';
import { savedSearchAlertsHandler } from './matching/saved-search-alerts.handler.js';
import {
  matchRequirementHandler,
  type MatchingDeps,
} from './matching/match-requirement.handler.js';
import { launchNoticeHandler } from './launch/launch-notice.handler.js';
import { mailNoticeChannel, smsNoticeChannel, type NoticeLinks } from './launch/notice-channels.js';
import { accountLinkHandler } from './mail/account-link.handler.js';
import { deliverMailHandler } from './mail/deliver-mail.handler.js';
import { accountCodeHandler } from './sms/account-code.handler.js';
import { deliverSmsHandler } from './sms/deliver-sms.handler.js';

export interface HandlerDeps {
  mailer: Mailer;
  publisher: RealtimePublisher;
  sms: SmsProvider;
  deliveries: DeliveryLog;
  broadcasts: BroadcastStore;
  noticeQueues: NoticeQueues;
  /** Data exports: the account's records, and the export row the file goes into. */
  accountExports: AccountExportStore;
  /** Where a data export's mail is queued once its file is stored. */
  accountMail: AccountMailQueue;
  links: NoticeLinks;
  /** Opens the secrets of account messages (sealed by the BFF with the key both derive). */
  sealer: SecretSealer;
  /** Asked after an interrupted launch mail; none: such a mail is sent again. */
  mailProbe?: DeliveryProbe;
  /** Subscribers per addBulk in the launch fan-out. */
  chunkSize: number;
  /** The matching engine's store, meaning indexes, word vectors and weights. */
  matching: Omit<MatchingDeps, 'publisher'>;
  /** Saved searches and their alerts' hits and notifications. */
  savedSearches: SavedSearchStore;
  /** The seller analytics' rollups. */
  sellerStats: SellerStatsStore;
  /** Web Push: devices and preferences, the sender, and the Redis gate (live tabs, limits). */
  push: PushDeps;
  /** The sweep that queues the pushes their writer did not (the notifications' outbox mark). */
  pushSweep: PushSweepDeps;
}

/** Every job of libs/contracts mapped to its one handler; the type makes a missing one a compile error. */
export function createHandlerRegistry(deps: HandlerDeps): HandlerRegistry {
  return {
    mail: {
      deliver: deliverMailHandler(deps),
      'account-link': accountLinkHandler({
        ...deps,
        accountLinks: accountLinks(deps.links.publicUrl),
      }),
      'launch-notice': launchNoticeHandler({
        store: deps.broadcasts,
        channel: mailNoticeChannel(deps.mailer, deps.links, deps.mailProbe),
      }),
    },
    sms: {
      deliver: deliverSmsHandler(deps),
      'account-code': accountCodeHandler({ ...deps, publicUrl: deps.links.publicUrl }),
      'launch-notice': launchNoticeHandler({
        store: deps.broadcasts,
        channel: smsNoticeChannel(deps.sms, deps.links),
      }),
    },
    launch: {
      'fan-out': fanOutHandler({
        store: deps.broadcasts,
        queues: deps.noticeQueues,
        chunkSize: deps.chunkSize,
      }),
    },
    matching: {
      requirement: matchRequirementHandler({ ...deps.matching, publisher: deps.publisher }),
      listing: matchListingHandler({ ...deps.matching, publisher: deps.publisher }),
      'saved-searches': savedSearchAlertsHandler({
        store: deps.savedSearches,
        publisher: deps.publisher,
      }),
    },
    account: {
      export: accountExportHandler({ store: deps.accountExports, mail: deps.accountMail }),
    },
    analytics: {
      'rollup-day': rollupDayHandler({ store: deps.sellerStats }),
    },
    push: {
      notification: pushNotificationHandler(deps.push),
      sweep: pushSweepHandler(deps.pushSweep),
    },
  };
}

/** The jobs libs/contracts declares, per queue the worker consumes. */
export function declaredJobs(): Record<WorkerQueueName, readonly string[]> {
  return Object.fromEntries(workerQueueNames.map((q) => [q, jobNamesOf(q)])) as Record<
    WorkerQueueName,
    string[]
  >;
}

/**
 * The start-up check behind the compile-time one (a cast or a stale build can slip past the
 * compiler): throws, naming each `queue.job`, when a declared job has no handler or a handler
 * has no declared job.
 */
export function assertEveryJobHasHandler(
  registry: HandlerRegistry,
  jobs: Record<WorkerQueueName, readonly string[]> = declaredJobs(),
): void {
  const missing: string[] = [];
  const unknown: string[] = [];
  for (const queue of workerQueueNames) {
    const handlers = (registry[queue] ?? {}) as Record<string, unknown>;
    for (const job of jobs[queue]) {
      if (typeof handlers[job] !== 'function') missing.push(`${queue}.${job}`);
    }
    for (const job of Object.keys(handlers)) {
      if (!jobs[queue].includes(job)) unknown.push(`${queue}.${job}`);
    }
  }
  const problems = [
    ...(missing.length ? [`no handler for ${missing.join(', ')}`] : []),
    ...(unknown.length
      ? [`handlers for jobs libs/contracts does not declare: ${unknown.join(', ')}`]
      : []),
  ];
  if (problems.length) throw new Error(`worker cannot start: ${problems.join('; ')}`);
}

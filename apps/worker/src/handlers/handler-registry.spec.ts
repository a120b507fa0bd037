import { currentWeights, sharedWordVectors } from '@matchbazaar/matching';
import { describe, expect, it } from '@jest/globals';
import { secretSealer, subscriberLinkSigner } from '@matchbazaar/messaging';
import { AccountExportStore } from '../adapters/account-export-store.js';
import { MatchingStore } from '../adapters/matching-store.js';
import { SellerStatsStore } from '../adapters/seller-stats-store.js';
import { PostMeaningIndex } from '../adapters/post-meaning-index.js';
import { SavedSearchStore } from '../adapters/saved-search-store.js';
import { BroadcastStore } from '../adapters/broadcast-store.js';
import type { Database } from '../adapters/database.js';
import { InMemoryDeliveryLog } from '../adapters/delivery-log.js';
import type { Mailer } from '../adapters/mailer.js';
import type { RealtimePublisher } from '../adapters/realtime-publisher.js';
import type { SmsProvider } from '../adapters/sms/sms-provider.js';
import {
  assertEveryJobHasHandler,
  createHandlerRegistry,
  declaredJobs,
} from './handler-registry.js';
import type { HandlerRegistry } from './job-handler.js';
import type { PushGate } from '../adapters/push-gate.js';
import { PushStore } from '../adapters/push-store.js';
import { PushOutbox } from '../adapters/push-outbox.js';

const mailer: Mailer = {
  send: () => Promise.resolve({ messageId: '<m@x>', accepted: [], rejected: [] }),
  close: () => Promise.resolve(),
};
const publisher: RealtimePublisher = { toUser: () => undefined, close: () => Promise.resolve() };
const sms: SmsProvider = {
  name: 'fake',
  send: () => Promise.resolve({ id: 's1' }),
  close: () => Promise.resolve(),
};
const registry = () =>
  createHandlerRegistry({
    mailer,
    publisher,
    sms,
    deliveries: new InMemoryDeliveryLog(),
    // Building the registry touches neither the database nor the queues.
    broadcasts: new BroadcastStore({} as Database),
    noticeQueues: { add: () => Promise.resolve(), close: () => Promise.resolve() },
    accountExports: new AccountExportStore({} as Database),
    accountMail: { accountLink: () => Promise.resolve() },
    links: { publicUrl: 'https://x.test', signer: subscriberLinkSigner('s'.repeat(32)) },
    sealer: secretSealer('s'.repeat(32)),
    chunkSize: 10,
    matching: {
      store: new MatchingStore({} as Database),
      listings: new PostMeaningIndex(new MatchingStore({} as Database), 'listing'),
      requirements: new PostMeaningIndex(new MatchingStore({} as Database), 'requirement'),
      vectors: sharedWordVectors(),
      weights: currentWeights(),
    },
    savedSearches: new SavedSearchStore({} as Database),
    sellerStats: new SellerStatsStore({} as Database),
    push: {
      store: new PushStore({} as Database),
      sender: { send: () => Promise.resolve('sent') },
      gate: {} as PushGate,
      perUserPerMinute: 10,
      flushHeldAt: () => Promise.resolve(),
    },
    pushSweep: { outbox: new PushOutbox({} as Database, { announce: () => Promise.resolve() }) },
  });

describe('handler registry completeness (start-up check)', () => {
  it('passes for the real registry against the jobs libs/contracts declares', () => {
    expect(declaredJobs().mail).toContain('deliver');
    expect(() => assertEveryJobHasHandler(registry())).not.toThrow();
  });

  it('throws naming queue.job when a declared job has no handler', () => {
    // A cast, as a stale build or hand-edited registry would slip past the compiler.
    const incomplete = { ...registry(), mail: {} } as unknown as HandlerRegistry;
    expect(() => assertEveryJobHasHandler(incomplete)).toThrow(/no handler for mail\.deliver/);
  });

  it('throws for a job added to contracts that the worker does not know yet', () => {
    const jobs = { ...declaredJobs(), launch: ['send'], matching: ['run', 'notify'] };
    expect(() => assertEveryJobHasHandler(registry(), jobs)).toThrow(
      'worker cannot start: no handler for launch.send, matching.run, matching.notify',
    );
  });

  it('throws for a handler of a job that contracts does not declare', () => {
    const extra = {
      ...registry(),
      launch: { announce: () => Promise.resolve() },
    } as unknown as HandlerRegistry;
    expect(() => assertEveryJobHasHandler(extra)).toThrow(/does not declare: launch\.announce/);
  });
});

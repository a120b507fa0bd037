import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { LightHistogram } from './light-histogram.js';

/** Where the figures read at scrape time come from (queues, the pool, the books). */
export interface ScrapeSources {
  /** Each queue's job counts by state, and how long its oldest waiting job has waited. */
  queues(): Promise<
    { queue: string; counts: Record<QueueState, number>; oldestWaitingSeconds: number }[]
  >;
  /** The PostgreSQL pool as it is now; undefined before the ORM has made it. */
  pool(): { total: number; idle: number; waiting: number; max: number } | undefined;
  /** The sum of every currency's ledger entries (each must be zero), orders by status, database size. */
  books(): Promise<{
    ledger: { currency: string; sumMinor: number }[];
    orders: { status: string; count: number }[];
    databaseBytes: number;
  }>;
}

export const queueStates = ['waiting', 'active', 'delayed', 'failed'] as const;
export type QueueState = (typeof queueStates)[number];

export type PushChannel = 'socket' | 'web';
export type PushOutcome = 'sent' | 'failed';

/** Few buckets: each is a series per route, method and status. */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];
const queryBuckets = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 2];
const searchBuckets = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 3];

/**
 * The BFF's one registry and every metric it exports (docs/operations/metrics.md). Events on the
 * request path only add to a counter or histogram; what lives elsewhere (queues, the pool, the
 * ledger) is read when Prometheus scrapes, through `readFrom`'s sources.
 */
export class BffMetrics {
  readonly registry = new Registry();
  #sources: ScrapeSources | undefined;
  #sockets: () => number = () => 0;

  readonly requests = new LightHistogram(
    'matchbazaar_http_request_duration_seconds',
    'HTTP requests answered, by route template, method and status, and how long each took',
    requestBuckets,
    this.registry,
  );

  readonly connectionHold = new Histogram({
    name: 'matchbazaar_db_connection_hold_seconds',
    help: 'How long a PostgreSQL connection was held: one statement, or one transaction',
    buckets: queryBuckets,
    registers: [this.registry],
  });

  readonly redisCommands = new Counter({
    name: 'matchbazaar_redis_commands_total',
    help: "Commands sent on the BFF's Redis producer connection (queues, rate limits, health), by name",
    labelNames: ['command'],
    registers: [this.registry],
  });

  readonly pushes = new Counter({
    name: 'matchbazaar_pushes_sent_total',
    help: 'Pushes to users, by channel (socket, web) and outcome (sent, failed)',
    labelNames: ['channel', 'outcome'],
    registers: [this.registry],
  });

  readonly searchDuration = new Histogram({
    name: 'matchbazaar_search_duration_seconds',
    help: 'Catalogue searches (every page), by kind (listing, requirement)',
    labelNames: ['kind'],
    buckets: searchBuckets,
    registers: [this.registry],
  });

  readonly searches = new Counter({
    name: 'matchbazaar_searches_total',
    help: 'First pages of catalogue searches by kind, and whether they found anything (found, none)',
    labelNames: ['kind', 'result'],
    registers: [this.registry],
  });

  readonly readingFailures = new Counter({
    name: 'matchbazaar_metrics_reading_failures_total',
    help: 'Scrape-time readings that failed (queues, books): their gauges are left out of that scrape',
    labelNames: ['reading'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const sources = () => this.#sources;
    const sockets = () => this.#sockets();
    const failed = (reading: string) => this.readingFailures.inc({ reading });

    new Gauge({
      name: 'matchbazaar_queue_jobs',
      help: "Each BullMQ queue's jobs by state (waiting, active, delayed, failed)",
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        const queues = await sources()
          ?.queues()
          .catch(() => failed('queues'));
        for (const { queue, counts } of queues ?? [])
          for (const state of queueStates) this.set({ queue, state }, counts[state]);
      },
    });
    new Gauge({
      name: 'matchbazaar_queue_oldest_waiting_seconds',
      help: "How long each queue's oldest waiting job has waited (0 when none waits)",
      labelNames: ['queue'],
      registers: [this.registry],
      async collect() {
        this.reset();
        const queues = await sources()
          ?.queues()
          .catch(() => undefined);
        for (const { queue, oldestWaitingSeconds } of queues ?? [])
          this.set({ queue }, oldestWaitingSeconds);
      },
    });
    new Gauge({
      name: 'matchbazaar_db_pool_connections',
      help: "The BFF's PostgreSQL pool: connections in use, idle, the most it may open, and requests waiting for one",
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        this.reset();
        const pool = sources()?.pool();
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.total - pool.idle);
        this.set({ state: 'idle' }, pool.idle);
        this.set({ state: 'max' }, pool.max);
        this.set({ state: 'waiting' }, pool.waiting);
      },
    });
    new Gauge({
      name: 'matchbazaar_sockets_connected',
      help: 'Sockets connected to this BFF process',
      registers: [this.registry],
      collect() {
        this.set(sockets());
      },
    });
    new Gauge({
      name: 'matchbazaar_ledger_balance_minor',
      help: 'The sum of every entry of the ledger in each currency, in minor units: anything but 0 means the books do not balance',
      labelNames: ['currency'],
      registers: [this.registry],
      async collect() {
        this.reset();
        const books = await sources()
          ?.books()
          .catch(() => failed('books'));
        for (const { currency, sumMinor } of books?.ledger ?? []) this.set({ currency }, sumMinor);
      },
    });
    new Gauge({
      name: 'matchbazaar_orders',
      help: 'Orders by status (the order machine: docs/product/orders.md)',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        this.reset();
        const books = await sources()
          ?.books()
          .catch(() => undefined);
        for (const { status, count } of books?.orders ?? []) this.set({ status }, count);
      },
    });
    new Gauge({
      name: 'matchbazaar_postgres_database_bytes',
      help: "The size on disk of the BFF's PostgreSQL database (pg_database_size)",
      registers: [this.registry],
      async collect() {
        this.reset();
        const books = await sources()
          ?.books()
          .catch(() => undefined);
        if (books) this.set(books.databaseBytes);
      },
    });
  }

  /** Connects the scrape-time readings (MetricsCollectors does, once the app's services exist). */
  readFrom(sources: ScrapeSources): void {
    this.#sources = sources;
  }

  /** The realtime transport says how many sockets it holds (it sits above this folder). */
  countSocketsWith(count: () => number): void {
    this.#sockets = count;
  }

  /** One answered request; `route` is the router's template, never the raw URL. */
  observeRequest(route: string, method: string, status: number, seconds: number): void {
    this.requests.observe(
      `${status} ${method} ${route}`,
      () => ({ route, method, status }),
      seconds,
    );
  }

  /** A catalogue search page; `total` only on a first page, where the matches are counted. */
  searched(kind: 'listing' | 'requirement', seconds: number, total?: number): void {
    this.searchDuration.observe({ kind }, seconds);
    if (total !== undefined) this.searches.inc({ kind, result: total > 0 ? 'found' : 'none' });
  }

  /** For whoever sends pushes (the realtime transport, web push): `users` pushed to at once. */
  pushSent(channel: PushChannel, outcome: PushOutcome = 'sent', users = 1): void {
    this.pushes.inc({ channel, outcome }, users);
  }

  /** The text Prometheus reads. */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

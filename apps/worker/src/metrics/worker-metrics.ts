import type { Job, Worker } from 'bullmq';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Mailer } from '../adapters/mailer.js';
import type { MatchingStore } from '../adapters/matching-store.js';
import type { RealtimePublisher } from '../adapters/realtime-publisher.js';
import type { SmsProvider } from '../adapters/sms/sms-provider.js';

export type PushChannel = 'socket' | 'web';
export type SendOutcome = 'sent' | 'failed';

const jobBuckets = [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120];
const waitBuckets = [0.1, 1, 5, 30, 60, 300, 1800];

/**
 * The worker's one registry and every metric it exports (docs/operations/metrics.md): jobs as
 * BullMQ reports them, sends as the adapters make them, leads as the matching store records them.
 * The worker answers no requests, so all of it is counted beside the work, never on a hot path.
 */
export class WorkerMetrics {
  readonly registry = new Registry();
  #pool: Pool | undefined;

  readonly jobDuration = new Histogram({
    name: 'matchbazaar_job_duration_seconds',
    help: "A job's run, from its handler's start to its end, by queue and job name (matching latency: queue matching)",
    labelNames: ['queue', 'name'],
    buckets: jobBuckets,
    registers: [this.registry],
  });

  readonly jobWait = new Histogram({
    name: 'matchbazaar_job_wait_seconds',
    help: 'How long a job waited for a worker, from when it could run to its start, by queue and job name',
    labelNames: ['queue', 'name'],
    buckets: waitBuckets,
    registers: [this.registry],
  });

  readonly jobsFinished = new Counter({
    name: 'matchbazaar_jobs_finished_total',
    help: 'Job runs by queue, job name and outcome (completed, failed: a failed run may be retried)',
    labelNames: ['queue', 'name', 'outcome'],
    registers: [this.registry],
  });

  readonly mails = new Counter({
    name: 'matchbazaar_mail_sends_total',
    help: 'Mails handed to the SMTP server, by outcome (sent, failed)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });

  readonly texts = new Counter({
    name: 'matchbazaar_sms_sends_total',
    help: 'Texts handed to the SMS provider, by outcome (sent, failed)',
    labelNames: ['outcome'],
    registers: [this.registry],
  });

  readonly leads = new Counter({
    name: 'matchbazaar_leads_sent_total',
    help: 'New-lead notifications stored for sellers by the matching fan-out',
    registers: [this.registry],
  });

  readonly pushes = new Counter({
    name: 'matchbazaar_pushes_sent_total',
    help: 'Pushes to users, by channel (socket, web) and outcome (sent, failed)',
    labelNames: ['channel', 'outcome'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const pool = () => this.#pool;
    new Gauge({
      name: 'matchbazaar_db_pool_connections',
      help: "The worker's PostgreSQL pool: connections in use, idle, the most it may open, and queries waiting for one",
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        this.reset();
        const p = pool();
        if (!p) return;
        this.set({ state: 'in_use' }, p.totalCount - p.idleCount);
        this.set({ state: 'idle' }, p.idleCount);
        this.set({ state: 'max' }, p.options.max ?? 0);
        this.set({ state: 'waiting' }, p.waitingCount);
      },
    });
  }

  /** Times and counts every run of one queue's jobs, from BullMQ's own timestamps. */
  watch(queue: string, worker: Pick<Worker, 'on'>): void {
    const finished = (job: Job | undefined, outcome: 'completed' | 'failed') => {
      if (!job) return;
      const labels = { queue, name: job.name };
      this.jobsFinished.inc({ ...labels, outcome });
      if (job.processedOn !== undefined && job.finishedOn !== undefined)
        this.jobDuration.observe(labels, Math.max(0, job.finishedOn - job.processedOn) / 1_000);
      if (job.processedOn !== undefined) {
        // A delayed job (a retry's backoff too) could run only once its delay was over.
        const runnable = job.timestamp + (job.delay ?? 0);
        this.jobWait.observe(labels, Math.max(0, job.processedOn - runnable) / 1_000);
      }
    };
    worker.on('completed', (job) => finished(job, 'completed'));
    worker.on('failed', (job) => finished(job, 'failed'));
  }

  /** The same mailer, counting what it sent and what failed. */
  countMails(mailer: Mailer): Mailer {
    return {
      send: (mail) => counted(this.mails, mailer.send(mail)),
      close: () => mailer.close(),
    };
  }

  /** The same SMS provider, counting what it sent and what failed. */
  countTexts(sms: SmsProvider): SmsProvider {
    return {
      name: sms.name,
      send: (message) => counted(this.texts, sms.send(message)),
      ...(sms.findSent && { findSent: sms.findSent.bind(sms) }),
      close: () => sms.close(),
    };
  }

  /** The same publisher, counting the socket pushes it makes. */
  countPushes(publisher: RealtimePublisher): RealtimePublisher {
    const pushes = this.pushes;
    return {
      toUser(userId, event, ...payload) {
        publisher.toUser(userId, event, ...payload);
        pushes.inc({ channel: 'socket', outcome: 'sent' });
      },
      close: () => publisher.close(),
    };
  }

  /** Counts each lead the store records (a re-run that records nothing counts nothing). */
  countLeads(store: MatchingStore): MatchingStore {
    const send = store.sendLead.bind(store);
    const leads = this.leads;
    store.sendLead = async (...args) => {
      const notification = await send(...args);
      if (notification) leads.inc();
      return notification;
    };
    return store;
  }

  /** For whoever sends pushes through another channel (web push). */
  pushSent(channel: PushChannel, outcome: SendOutcome = 'sent'): void {
    this.pushes.inc({ channel, outcome });
  }

  /** Reports the pool's use at scrape time. */
  readPool(pool: Pool): void {
    this.#pool = pool;
  }
}

async function counted<T>(counter: Counter<'outcome'>, sending: Promise<T>): Promise<T> {
  try {
    const sent = await sending;
    counter.inc({ outcome: 'sent' });
    return sent;
  } catch (error) {
    counter.inc({ outcome: 'failed' });
    throw error;
  }
}

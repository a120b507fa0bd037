import { SpanKind, type Attributes } from '@opentelemetry/api';
import {
  contextFromCarrier,
  currentTraceCarrier,
  failSpan,
  matchbazaarTracer,
  recordingParent,
} from './spans.js';
import { tracingIsOn } from './tracing-state.js';

/**
 * A job's trace context travels in BullMQ's own field for it, `opts.telemetry.metadata` (a JSON
 * W3C carrier, the shape BullMQ's telemetry writes), so no payload schema changes and a job
 * queued by an untraced producer simply starts its own trace.
 */
export interface TraceableJobOptions {
  telemetry?: { metadata?: string; omitContext?: boolean };
}

/** What a job looks like to the consumer's span (BullMQ's Job has all of it). */
export interface TraceableJob {
  name: string;
  id?: string | undefined;
  attemptsMade: number;
  opts?: TraceableJobOptions;
}

const jobAttributes = (queue: string, jobName: string, operation: string): Attributes => ({
  'messaging.system': 'bullmq',
  'messaging.operation.type': operation,
  'messaging.destination.name': queue,
  'messaging.bullmq.job.name': jobName,
});

/** The options with the active trace context in them (unchanged when off or outside a trace). */
export function withJobTrace<O extends object>(opts: O): O {
  if (!tracingIsOn()) return opts;
  const metadata = currentTraceCarrier();
  if (metadata === undefined) return opts;
  const telemetry = (opts as TraceableJobOptions).telemetry;
  return { ...opts, telemetry: { ...telemetry, metadata } };
}

/**
 * A producer's `add`, in a `send <queue>.<job>` span whose context the job carries, so the
 * worker's span continues the request's trace. Outside a trace, or off, only `add` runs.
 */
export function enqueueTraced<O extends object, T>(
  queue: string,
  jobName: string,
  opts: O | undefined,
  add: (opts: O | undefined) => Promise<T>,
): Promise<T> {
  if (!tracingIsOn()) return add(opts);
  // Not sampled: no span, but the job still carries the trace, so the worker does not sample it
  // as a trace of its own.
  if (recordingParent() === undefined) return add(withJobTrace(opts ?? ({} as O)));
  return matchbazaarTracer().startActiveSpan(
    `send ${queue}.${jobName}`,
    { kind: SpanKind.PRODUCER, attributes: jobAttributes(queue, jobName, 'send') },
    async (span) => {
      try {
        return await add(withJobTrace(opts ?? ({} as O)));
      } catch (error) {
        failSpan(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/**
 * A consumer's processor, each run in a `process <queue>.<job>` span: the child of the producer's
 * span when the job carries a context, else the root of a trace of its own. Off: the processor
 * itself, unwrapped.
 */
export function processTraced<J extends TraceableJob, R>(
  queue: string,
  process: (job: J) => Promise<R>,
): (job: J) => Promise<R> {
  if (!tracingIsOn()) return process;
  return (job) =>
    matchbazaarTracer().startActiveSpan(
      `process ${queue}.${job.name}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          ...jobAttributes(queue, job.name, 'process'),
          ...(job.id !== undefined && { 'messaging.message.id': job.id }),
          'messaging.bullmq.job.attempt': job.attemptsMade + 1,
        },
      },
      contextFromCarrier(job.opts?.telemetry?.metadata),
      async (span) => {
        try {
          return await process(job);
        } catch (error) {
          failSpan(span, error);
          throw error;
        } finally {
          span.end();
        }
      },
    );
}

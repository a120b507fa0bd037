import diagnostics from 'node:diagnostics_channel';
import { context, SpanKind, type Span, type Tracer } from '@opentelemetry/api';
import { failSpan, recordingParent } from './spans.js';

/** What ioredis 6 publishes on its `ioredis:command` tracing channel for each command. */
interface CommandContext {
  command?: string;
  database?: number;
  serverAddress?: string;
  serverPort?: number;
  error?: unknown;
}

/**
 * A CLIENT span per Redis command made inside a trace, from the tracing channel ioredis publishes
 * (no patching: with no subscriber, ioredis skips the channel altogether). Only the command's name
 * is recorded; its arguments (job payloads, rate-limit keys) are not. Returns the undo.
 */
export function instrumentRedis(tracer: Tracer): () => void {
  const channel = diagnostics.tracingChannel<object, CommandContext>('ioredis:command');
  const spans = new WeakMap<object, Span>();
  const handlers = {
    start(message: CommandContext) {
      const active = context.active();
      if (recordingParent(active) === undefined) return;
      const name = (message.command ?? 'command').toUpperCase();
      spans.set(
        message,
        tracer.startSpan(
          name,
          {
            kind: SpanKind.CLIENT,
            attributes: {
              'db.system.name': 'redis',
              'db.operation.name': name,
              ...(message.database !== undefined && {
                'db.namespace': String(message.database),
              }),
              ...(message.serverAddress !== undefined && {
                'server.address': message.serverAddress,
              }),
              ...(message.serverPort !== undefined && { 'server.port': message.serverPort }),
            },
          },
          active,
        ),
      );
    },
    end() {},
    asyncStart() {},
    asyncEnd(message: CommandContext) {
      const span = spans.get(message);
      if (span === undefined) return;
      spans.delete(message);
      if (message.error !== undefined) failSpan(span, message.error);
      span.end();
    },
    error(message: CommandContext) {
      // asyncEnd follows and ends the span with the error recorded on the message.
      void message;
    },
  };
  channel.subscribe(handlers);
  return () => channel.unsubscribe(handlers);
}

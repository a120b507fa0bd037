import { context, SpanKind, type Span, type Tracer } from '@opentelemetry/api';
import { failSpan, recordingParent } from './spans.js';

/** What is patched: node-postgres's Client (the ORM's pool, the worker's pool and PreparedSql all query through it). */
export interface PgModuleLike {
  Client: { prototype: object };
}

interface PgClientFields {
  database?: string;
  host?: string;
  port?: number;
}

type Query = (this: PgClientFields, ...args: unknown[]) => unknown;

/** Long statements are cut here: enough to know the query, not a payload's worth. */
const MAX_STATEMENT = 2_000;

/** `SELECT market_order`, `INSERT contact_message`, `BEGIN`: the span's low-cardinality name. */
export function querySummary(text: string): string {
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  const target =
    /\b(?:from|into|update|join)\s+(?:only\s+)?((?:"[^"]+"|\w+)(?:\.(?:"[^"]+"|\w+))?)/i.exec(
      text,
    )?.[1];
  return target === undefined ? operation : `${operation} ${target.replaceAll('"', '')}`;
}

/**
 * The statement with its literal values taken out: MikroORM writes values into the SQL it sends
 * (a contact message's address, a name), and a trace must not carry them. Strings, numbers and
 * dollar-quoted text become `?`; identifiers and `$1` placeholders stay.
 */
export function sanitizeStatement(text: string): string {
  return text
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, '?')
    .replace(/\b[eE]'(?:[^'\\]|''|\\.)*'/g, '?')
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/(?<![\w$".])-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/g, '?');
}

function statementOf(args: unknown[]): string | undefined {
  const first = args[0];
  if (typeof first === 'string') return first;
  if (typeof first === 'object' && first !== null && 'text' in first) {
    const text = first.text;
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/**
 * A CLIENT span per statement, child of the active span; statements outside a trace (the pool's
 * own, change notices, sweepers) make none. Why our own patch and not
 * @opentelemetry/instrumentation-pg: that one hooks `require`, which an ES module's `import` of pg
 * never calls, unless the process starts with a loader hook (docs/decisions/0043-tracing-with-opentelemetry.md). The statement is
 * recorded without its values (sanitizeStatement); parameters sent apart never are. Returns the undo.
 */
export function instrumentPg(pg: PgModuleLike, tracer: Tracer): () => void {
  const proto = pg.Client.prototype as { query: Query };
  const original = proto.query;
  proto.query = function tracedQuery(this: PgClientFields, ...args: unknown[]): unknown {
    const active = context.active();
    const text = statementOf(args);
    if (text === undefined || recordingParent(active) === undefined) {
      return original.apply(this, args);
    }
    const summary = querySummary(text);
    const span = tracer.startSpan(
      summary,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': summary.split(' ')[0],
          'db.query.summary': summary,
          'db.query.text': sanitizeStatement(
            text.length > MAX_STATEMENT ? `${text.slice(0, MAX_STATEMENT)}…` : text,
          ),
          ...(this.database !== undefined && { 'db.namespace': this.database }),
          ...(this.host !== undefined && { 'server.address': this.host }),
          ...(this.port !== undefined && { 'server.port': this.port }),
        },
      },
      active,
    );
    const callbackAt = args.findIndex((a) => typeof a === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as (error: unknown, ...rest: unknown[]) => unknown;
      args[callbackAt] = function endThenCall(this: unknown, error: unknown, ...rest: unknown[]) {
        finish(span, error);
        return callback.call(this, error, ...rest);
      };
    }
    let result: unknown;
    try {
      result = original.apply(this, args);
    } catch (error) {
      finish(span, error);
      throw error;
    }
    if (callbackAt >= 0) return result;
    if (isPromise(result)) {
      result.then(
        () => finish(span),
        (error: unknown) => finish(span, error),
      );
    } else if (isEmitter(result)) {
      // A submittable (a cursor, a stream): it ends or fails as an event.
      result.once('end', () => finish(span));
      result.once('error', (error: unknown) => finish(span, error));
    } else {
      finish(span);
    }
    return result;
  };
  return () => {
    proto.query = original;
  };
}

function finish(span: Span, error?: unknown): void {
  if (error) failSpan(span, error);
  span.end();
}

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';

const isEmitter = (
  value: unknown,
): value is { once(event: string, listener: (...args: unknown[]) => void): unknown } =>
  typeof (value as { once?: unknown } | null)?.once === 'function';

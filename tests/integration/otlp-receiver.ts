import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One span as an OTLP/HTTP JSON export carried it, flattened for a test to read. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  /** OTLP's numbers: 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** 2 is an error. */
  statusCode: number;
}

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to (traces go to its /v1/traces). */
  readonly endpoint: string;
  /** Every span received so far (none kept when started with `keep: false`). */
  readonly spans: ReceivedSpan[];
  /** Export requests answered. */
  readonly exports: number;
  /** Waits until `found` is true of the spans received, or fails after `timeoutMs`. */
  waitFor(found: (spans: ReceivedSpan[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface KeyValue {
  key: string;
  value?: AnyValue;
}
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: KeyValue[];
        status?: { code?: number };
      }[];
    }[];
  }[];
}

const valueOf = (value: AnyValue | undefined): string | number | boolean =>
  value?.stringValue ??
  (value?.intValue !== undefined ? Number(value.intValue) : undefined) ??
  value?.doubleValue ??
  value?.boolValue ??
  '';

const attributesOf = (list: KeyValue[] | undefined) =>
  Object.fromEntries((list ?? []).map(({ key, value }) => [key, valueOf(value)]));

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/**
 * A collector of our own on 127.0.0.1 (node:http): answers OTLP/HTTP trace exports, reads the
 * JSON ones (what @opentelemetry/exporter-trace-otlp-http sends) and keeps their spans, or with
 * `keep: false` reads and drops them, as a benchmark's sink.
 */
export async function startOtlpReceiver(options: { keep?: boolean } = {}): Promise<OtlpReceiver> {
  const keep = options.keep ?? true;
  const spans: ReceivedSpan[] = [];
  let exports = 0;
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/traces') {
      response.writeHead(404).end();
      return;
    }
    bodyOf(request).then(
      (body) => {
        exports++;
        if (keep && request.headers['content-type']?.startsWith('application/json')) {
          const parsed = JSON.parse(body.toString('utf8')) as ExportRequest;
          for (const resourceSpans of parsed.resourceSpans ?? []) {
            const service = String(
              attributesOf(resourceSpans.resource?.attributes)['service.name'] ?? '',
            );
            for (const scope of resourceSpans.scopeSpans ?? [])
              for (const span of scope.spans ?? [])
                spans.push({
                  service,
                  traceId: span.traceId,
                  spanId: span.spanId,
                  parentSpanId: span.parentSpanId || undefined,
                  name: span.name,
                  kind: span.kind,
                  attributes: attributesOf(span.attributes),
                  statusCode: span.status?.code ?? 0,
                });
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      () => response.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    get exports() {
      return exports;
    },
    async waitFor(found, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!found(spans)) {
        if (Date.now() > deadline) {
          const names = spans.map((s) => `${s.service}: ${s.name}`).join('\n  ');
          throw new Error(`the spans looked for did not arrive; received:\n  ${names}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

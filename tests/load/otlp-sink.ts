// `node tests/load/otlp-sink.ts <port>`: a collector that reads OTLP/HTTP JSON trace exports and
// drops them, for bench:api's traced BFF (its own process, so reading the exports does not take
// the load generator's core). GET /stats answers what it has read: exports, spans and bytes.
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const stats = { exports: 0, spans: 0, bytes: 0 };

createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/stats') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    stats.exports++;
    stats.bytes += body.length;
    try {
      const parsed = JSON.parse(body.toString('utf8')) as {
        resourceSpans?: { scopeSpans?: { spans?: unknown[] }[] }[];
      };
      for (const resource of parsed.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? []) stats.spans += scope.spans?.length ?? 0;
    } catch {
      // Not JSON (a protobuf exporter): counted, not read.
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
}).listen(port, '127.0.0.1', () => console.log(`otlp sink on ${port}`));

// The yardstick of `npm run bench:api`: a bare Fastify answering each benched route with the bytes
// the BFF gave (body and headers), an authenticated route behind a plain header comparison.
// Reads its routes as JSON from the file named by argv[2] and listens on argv[3].
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface BareRoute {
  path: string;
  /** The BFF's answer's headers, content type included (not those Node's server sets itself). */
  headers: Record<string, string>;
  body: string;
  /** When set, the route answers 401 unless `authorization` is exactly this. */
  authorization?: string;
}

const [file, port] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(file!, 'utf8')) as BareRoute[];
const app = Fastify({ logger: false });
for (const route of routes) {
  const body = Buffer.from(route.body);
  app.get(route.path, (request, reply) => {
    if (route.authorization && request.headers.authorization !== route.authorization) {
      return reply.code(401).send({ success: false });
    }
    return reply.headers(route.headers).send(body);
  });
}
await app.listen({ host: '127.0.0.1', port: Number(port) });
console.log('listening');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));

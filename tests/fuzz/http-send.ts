// Sends a fuzz request over real HTTP on loopback, each from its own 127.x.y.z address where the
// system allows it (Linux routes all of 127/8 to loopback): the BFF then sees as many clients as
// requests, and its per-client throttles answer 429 only where a test means them to, so the fuzz
// reaches the validators instead of the rate limiter.
import http from 'node:http';
import net from 'node:net';
import type { FuzzRequest } from './requests.js';

export interface Answer {
  /** 0 when no answer came (timeout, reset). */
  status: number;
  body: Buffer;
  ms: number;
  /** Why no answer came. */
  error?: string;
}

let sent = 0;
let ownAddresses: boolean | undefined;

/** Whether this system lets a client bind 127.0.0.2 (Linux does; macOS only with an alias). */
async function canUseOwnAddresses(port: number): Promise<boolean> {
  ownAddresses ??= await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.0.0.2' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  return ownAddresses;
}

function nextAddress(): string {
  const n = sent++;
  return `127.${1 + (Math.floor(n / 62_500) % 250)}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`;
}

/** Sends `request` to the BFF at `base`; gives up after `budgetMs` (the answer then has status 0). */
export async function send(base: URL, request: FuzzRequest, budgetMs: number): Promise<Answer> {
  const port = Number(base.port);
  const localAddress = (await canUseOwnAddresses(port)) ? nextAddress() : undefined;
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: Math.round(performance.now() - started) });
    };
    const outgoing = http.request({
      host: base.hostname,
      port,
      method: request.method,
      path: request.target,
      headers: {
        ...request.headers,
        ...(request.body ? { 'content-length': String(request.body.length) } : {}),
      },
      agent: false,
      ...(localAddress ? { localAddress } : {}),
    });
    const timer = setTimeout(() => {
      finish({ status: 0, body: Buffer.alloc(0), error: `no answer within ${budgetMs} ms` });
      outgoing.destroy();
    }, budgetMs);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        finish({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }),
      );
      response.on('error', (error) =>
        finish({ status: 0, body: Buffer.alloc(0), error: `answer cut: ${error.message}` }),
      );
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer (413, 415) and close before a large body is all written: the
      // answer still arrives unless the connection was reset first, which is then the finding.
      if (error.code === 'EPIPE') return;
      finish({
        status: 0,
        body: Buffer.alloc(0),
        error: `connection failed: ${error.code ?? error.message}`,
      });
    });
    outgoing.end(request.body);
  });
}

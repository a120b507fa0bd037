// A push service on loopback (RFC 8030) for tests and benches: it mints subscriptions the way a
// browser does, checks each push's VAPID identity (RFC 8292), decrypts its payload with the
// subscription's keys (RFC 8291) and records it, or answers what a test told it to (404, 410,
// 429 or 500 with Retry-After). HTTPS with its own certificate, because web-push speaks nothing else.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { loopbackCertificate } from './certificate.ts';
import { decryptPushPayload, PayloadError, type UserAgentKeys } from './payload-decryption.ts';
import { verifyVapid, VapidError, type VapidIdentity } from './vapid.ts';

/** What a browser's PushSubscription.toJSON() gives. */
export interface PushSubscriptionJson {
  readonly endpoint: string;
  readonly expirationTime: null;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface PushDelivery {
  readonly subscriptionId: string;
  /** The decrypted payload as text, and parsed when it is JSON (undefined otherwise). */
  readonly text: string;
  readonly payload: unknown;
  readonly ttl: number;
  readonly urgency: string;
  readonly topic: string | undefined;
  readonly headers: IncomingHttpHeaders;
  readonly vapid: VapidIdentity;
  /** Milliseconds on the same clock as Date.now(), finer: performance.timeOrigin + performance.now(). */
  readonly arrivedAt: number;
}

/** Every request, delivered or not: retries and refusals are counted from these. */
export interface PushAttempt {
  readonly subscriptionId: string;
  readonly status: number;
  /** Why it was refused, for a failing test's message. */
  readonly reason: string | undefined;
  readonly arrivedAt: number;
}

/** An answer a test sets for a subscription instead of 201. */
export type ScriptedAnswer =
  | { readonly status: 404 | 410 }
  | {
      readonly status: 429 | 500 | 503;
      readonly retryAfterSeconds?: number;
      /** How many pushes get this answer before the service delivers again; always when unset. */
      readonly times?: number;
    };

interface Subscription {
  readonly keys: UserAgentKeys;
  readonly applicationServerKey: string | undefined;
  answer: ScriptedAnswer | undefined;
  answered: number;
}

interface Waiter {
  resolve(delivery: PushDelivery): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/** RFC 8030 §7.2: a push service must accept at least 4096 bytes; larger bodies get 413. */
const maxBodyBytes = 4096;
const urgencies = new Set(['very-low', 'low', 'normal', 'high']);

export const now = (): number => performance.timeOrigin + performance.now();

/** The subscription id in an endpoint (`https://127.0.0.1:<port>/push/<id>`), or the id itself. */
export function subscriptionIdOf(endpointOrId: string): string {
  return endpointOrId.slice(endpointOrId.lastIndexOf('/') + 1);
}

export class LoopbackPushService extends EventEmitter<{
  delivery: [PushDelivery];
  attempt: [PushAttempt];
}> {
  readonly deliveries: PushDelivery[] = [];
  readonly attempts: PushAttempt[] = [];
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly handedOut = new Map<string, number>();
  private readonly waiters = new Map<string, Waiter[]>();
  private untrust: (() => void) | undefined;
  private messages = 0;

  /** https://127.0.0.1:<port>: a VAPID JWT's aud must be this. */
  readonly origin: string;
  /** The service's certificate, for a client to trust. */
  readonly certificatePem: string;
  /** The same PEM in a file: NODE_EXTRA_CA_CERTS for a worker process that pushes here. */
  readonly certificatePath: string;
  /** An https.Agent that trusts the service: web-push's `agent` option in this process. */
  readonly agent: https.Agent;
  private readonly server: https.Server;

  // No parameter properties: benches run this file with Node's type stripping.
  private constructor(
    server: https.Server,
    origin: string,
    certificatePem: string,
    certificatePath: string,
    agent: https.Agent,
  ) {
    super();
    this.server = server;
    this.origin = origin;
    this.certificatePem = certificatePem;
    this.certificatePath = certificatePath;
    this.agent = agent;
  }

  static async start(): Promise<LoopbackPushService> {
    const { certificatePem, privateKeyPem } = loopbackCertificate();
    const directory = mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
    const certificatePath = path.join(directory, 'ca.pem');
    writeFileSync(certificatePath, certificatePem);
    const server = https.createServer({ key: privateKeyPem, cert: certificatePem });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    const agent = new https.Agent({ ca: certificatePem, keepAlive: true });
    const service = new LoopbackPushService(
      server,
      `https://127.0.0.1:${port}`,
      certificatePem,
      certificatePath,
      agent,
    );
    server.on('request', (req: IncomingMessage, res: ServerResponse) => service.receive(req, res));
    server.once('close', () => rmSync(directory, { recursive: true, force: true }));
    return service;
  }

  /**
   * A new subscription, as a browser's pushManager.subscribe() makes one: a P-256 key pair and a
   * 16-byte auth secret. With an applicationServerKey (base64url, as GET /api/v1/push/key gives),
   * pushes signed by any other key are refused with 403, as browsers' push services do.
   */
  createSubscription(options: { applicationServerKey?: string } = {}): PushSubscriptionJson {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const id = randomUUID();
    this.subscriptions.set(id, {
      keys: { ecdh, publicKey, authSecret },
      applicationServerKey: options.applicationServerKey?.replace(/=+$/, ''),
      answer: undefined,
      answered: 0,
    });
    return {
      endpoint: `${this.origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    };
  }

  /** Answers pushes to this subscription (endpoint or id) with `answer` instead of 201. */
  answer(endpointOrId: string, answer: ScriptedAnswer): void {
    const subscription = this.subscription(endpointOrId);
    subscription.answer = answer;
    subscription.answered = 0;
  }

  /** Delivers again (after answer()). */
  deliverNormally(endpointOrId: string): void {
    this.subscription(endpointOrId).answer = undefined;
  }

  deliveriesTo(endpointOrId: string): PushDelivery[] {
    const id = subscriptionIdOf(endpointOrId);
    return this.deliveries.filter((d) => d.subscriptionId === id);
  }

  attemptsAt(endpointOrId: string): PushAttempt[] {
    const id = subscriptionIdOf(endpointOrId);
    return this.attempts.filter((a) => a.subscriptionId === id);
  }

  /**
   * The next delivery to this subscription that no earlier call returned: one that already
   * arrived, or the one that arrives within `timeoutMs`.
   */
  nextDelivery(endpointOrId: string, timeoutMs = 10_000): Promise<PushDelivery> {
    const id = subscriptionIdOf(endpointOrId);
    const taken = this.handedOut.get(id) ?? 0;
    const arrived = this.deliveriesTo(id);
    if (arrived.length > taken) {
      this.handedOut.set(id, taken + 1);
      return Promise.resolve(arrived[taken]!);
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters.set(
            id,
            (this.waiters.get(id) ?? []).filter((w) => w !== waiter),
          );
          const tried = this.attemptsAt(id).map(
            (a) => `${a.status}${a.reason ? ` (${a.reason})` : ''}`,
          );
          reject(
            new Error(
              `no push to ${id} within ${timeoutMs} ms; attempts: ${tried.join(', ') || 'none'}`,
            ),
          );
        }, timeoutMs),
      };
      this.waiters.set(id, [...(this.waiters.get(id) ?? []), waiter]);
    });
  }

  /**
   * Makes every TLS client in this process that names no CA of its own (web-push without an
   * agent) trust the service, until close(). For in-process senders; a worker process gets
   * NODE_EXTRA_CA_CERTS=certificatePath instead.
   */
  trustInThisProcess(): void {
    if (this.untrust) return;
    const before = tls.getCACertificates('default');
    tls.setDefaultCACertificates([...before, this.certificatePem]);
    this.untrust = () => tls.setDefaultCACertificates(before);
  }

  async close(): Promise<void> {
    this.untrust?.();
    this.untrust = undefined;
    for (const [id, waiters] of this.waiters) {
      for (const w of waiters) {
        clearTimeout(w.timer);
        w.reject(new Error(`push service closed while waiting for a push to ${id}`));
      }
    }
    this.waiters.clear();
    this.agent.destroy();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    await closed;
  }

  private subscription(endpointOrId: string): Subscription {
    const subscription = this.subscriptions.get(subscriptionIdOf(endpointOrId));
    if (!subscription) throw new Error(`no subscription ${endpointOrId} on this push service`);
    return subscription;
  }

  private receive(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    req.on('end', () => {
      const arrivedAt = now();
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const refuse = (status: number, reason: string, headers: Record<string, string> = {}) => {
        this.record({ subscriptionId: id, status, reason, arrivedAt });
        res.writeHead(status, { 'Content-Type': 'text/plain', ...headers }).end(reason);
      };
      if (req.method !== 'POST') return refuse(405, `${req.method} is not a push`);
      const subscription = this.subscriptions.get(id);
      if (!subscription) return refuse(404, 'no such subscription');
      let vapid: VapidIdentity;
      try {
        vapid = verifyVapid(
          req.headers.authorization,
          this.origin,
          Date.now() / 1000,
          subscription.applicationServerKey,
        );
      } catch (error) {
        if (!(error instanceof VapidError)) throw error;
        const challenge: Record<string, string> =
          error.status === 401 ? { 'WWW-Authenticate': 'vapid' } : {};
        return refuse(error.status, error.message, challenge);
      }
      const scripted = this.scriptedAnswer(subscription);
      if (scripted) {
        const retryAfter =
          'retryAfterSeconds' in scripted && scripted.retryAfterSeconds !== undefined
            ? { 'Retry-After': String(scripted.retryAfterSeconds) }
            : undefined;
        return refuse(scripted.status, 'answer set by the test', retryAfter);
      }
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) {
        return refuse(400, 'TTL header missing or not a whole number of seconds');
      }
      const urgency = req.headers.urgency ?? 'normal';
      if (!urgencies.has(urgency as string)) return refuse(400, `Urgency ${String(urgency)}`);
      const topic = req.headers.topic as string | undefined;
      if (topic !== undefined && !/^[\w-]{1,32}$/.test(topic)) {
        return refuse(400, 'Topic is not up to 32 base64url characters');
      }
      if (size > maxBodyBytes) return refuse(413, `body of ${size} bytes, over ${maxBodyBytes}`);
      if (size > 0 && req.headers['content-encoding'] !== 'aes128gcm') {
        return refuse(415, `Content-Encoding ${req.headers['content-encoding']}, not aes128gcm`);
      }
      let text = '';
      if (size > 0) {
        try {
          text = decryptPushPayload(Buffer.concat(chunks), subscription.keys).toString('utf8');
        } catch (error) {
          if (!(error instanceof PayloadError)) throw error;
          return refuse(400, error.message);
        }
      }
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        payload = undefined;
      }
      const delivery: PushDelivery = {
        subscriptionId: id,
        text,
        payload,
        ttl,
        urgency: urgency as string,
        topic,
        headers: req.headers,
        vapid,
        arrivedAt,
      };
      this.record({ subscriptionId: id, status: 201, reason: undefined, arrivedAt });
      res.writeHead(201, { Location: `${this.origin}/message/${++this.messages}` }).end();
      this.deliver(delivery);
    });
  }

  /** The test's answer for this push, if it has one left. */
  private scriptedAnswer(subscription: Subscription): ScriptedAnswer | undefined {
    const answer = subscription.answer;
    if (!answer) return undefined;
    if ('times' in answer && answer.times !== undefined && subscription.answered >= answer.times) {
      return undefined;
    }
    subscription.answered++;
    return answer;
  }

  private record(attempt: PushAttempt): void {
    this.attempts.push(attempt);
    this.emit('attempt', attempt);
  }

  private deliver(delivery: PushDelivery): void {
    this.deliveries.push(delivery);
    const id = delivery.subscriptionId;
    const waiter = this.waiters.get(id)?.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      this.handedOut.set(id, (this.handedOut.get(id) ?? 0) + 1);
      waiter.resolve(delivery);
    }
    this.emit('delivery', delivery);
  }
}

/** Starts a loopback push service on a random port; close() it when done. */
export function startPushService(): Promise<LoopbackPushService> {
  return LoopbackPushService.start();
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  messages,
  realtimeNamespace,
  serverEvents,
  type RealtimeNotification,
} from '@matchbazaar/contracts';
import { io, type Socket } from 'socket.io-client';
import { createApp } from '../../app.js';
import { AccessTokenService } from '../request-auth/access-token.service.js';
import type { BffConfig } from '../config/bff-config.js';
import { StartupTasks } from '../database/startup-tasks.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { listen, testBffEnv } from '../../testing/test-env.js';
import { RealtimeService } from './realtime.service.js';

type Outcome = { ready: { userId: string; rooms: string[] } } | { refused: string };

describe('realtime gateway', () => {
  let config: BffConfig;
  let appA: NestFastifyApplication;
  let appB: NestFastifyApplication;
  let baseA: string;
  let baseB: string;
  let cleanup: () => Promise<void>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const env = await testBffEnv('realtime');
    config = env.config;
    cleanup = env.cleanup;
    // Two BFF processes' worth of app on one Redis prefix.
    appA = await createApp(config);
    appB = await createApp(config);
    await appA.get(StartupTasks).migrateAndSeed();
    baseA = await listen(appA);
    baseB = await listen(appB);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await appA?.close();
    await appB?.close();
    await cleanup?.();
  });

  function connect(base: string, options: { token?: string; bearer?: string } = {}): Socket {
    const socket = io(`${base}${realtimeNamespace}`, {
      transports: ['websocket'],
      reconnection: false,
      auth: options.token === undefined ? {} : { token: options.token },
      extraHeaders: options.bearer ? { authorization: `Bearer ${options.bearer}` } : {},
    });
    sockets.push(socket);
    return socket;
  }

  function outcome(socket: Socket): Promise<Outcome> {
    return new Promise((resolve) => {
      socket.once(serverEvents.ready, (ready: { userId: string; rooms: string[] }) =>
        resolve({ ready }),
      );
      socket.once('connect_error', (error: Error) => resolve({ refused: error.message }));
    });
  }

  const signWith = (secret: string, payload: object, options: object = {}) =>
    new JwtService({ secret }).signAsync(payload, {
      algorithm: 'HS256',
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      subject: '42',
      ...options,
    });

  it('refuses a socket without a token', async () => {
    expect(await outcome(connect(baseA))).toEqual({ refused: messages.api.unauthorized });
  });

  it('admits a valid token, joins user:<id> and says ready', async () => {
    const me = await signedInAccount(appA);
    expect(await outcome(connect(baseA, { token: me.token }))).toEqual({
      ready: { userId: me.id, rooms: [`user:${me.id}`] },
    });
  });

  it('also reads an Authorization: Bearer header', async () => {
    const me = await signedInAccount(appA, { role: 'trader' });
    expect(await outcome(connect(baseA, { bearer: me.token }))).toEqual({
      ready: { userId: me.id, rooms: [`user:${me.id}`] },
    });
  });

  it('refuses a well-signed token that names no session, or has no expiry', async () => {
    const me = await signedInAccount(appA);
    const noSession = await signWith(
      config.JWT_SECRET,
      { role: 'user', exp: Math.floor(Date.now() / 1000) + 600 },
      { subject: me.id },
    );
    const noExpiry = await signWith(
      config.JWT_SECRET,
      { role: 'user', sid: me.sessionId },
      { subject: me.id },
    );
    for (const token of [noSession, noExpiry]) {
      expect(await outcome(connect(baseA, { token }))).toEqual({
        refused: messages.api.unauthorized,
      });
    }
  });

  it('refuses a valid token whose session has ended (or never existed)', async () => {
    const token = await appA.get(AccessTokenService).sign({
      userId: '00000000-0000-4000-8000-000000000042',
      role: 'user',
      sessionId: '00000000-0000-4000-8000-0000000000ff',
    });
    expect(await outcome(connect(baseA, { token }))).toEqual({
      refused: messages.api.unauthorized,
    });
  });

  it('refuses a token signed with another key', async () => {
    const token = await signWith('another-secret-that-is-long-enough-0123', { role: 'user' });
    expect(await outcome(connect(baseA, { token }))).toEqual({
      refused: messages.api.unauthorized,
    });
  });

  it('refuses an expired token', async () => {
    const token = await signWith(config.JWT_SECRET, {
      role: 'user',
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    expect(await outcome(connect(baseA, { token }))).toEqual({
      refused: messages.api.unauthorized,
    });
  });

  it('refuses the wrong issuer or audience', async () => {
    const wrongIssuer = await signWith(
      config.JWT_SECRET,
      { role: 'user' },
      { issuer: 'someone-else' },
    );
    const wrongAudience = await signWith(
      config.JWT_SECRET,
      { role: 'user' },
      { audience: 'other-app' },
    );
    expect(await outcome(connect(baseA, { token: wrongIssuer }))).toEqual({
      refused: messages.api.unauthorized,
    });
    expect(await outcome(connect(baseA, { token: wrongAudience }))).toEqual({
      refused: messages.api.unauthorized,
    });
  });

  it('refuses alg: none', async () => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = `${part({ alg: 'none', typ: 'JWT' })}.${part({
      sub: '42',
      iss: config.JWT_ISSUER,
      aud: config.JWT_AUDIENCE,
      iat: now,
      exp: now + 600,
    })}.`;
    expect(await outcome(connect(baseA, { token }))).toEqual({
      refused: messages.api.unauthorized,
    });
  });

  it('delivers RealtimeService.toUser from instance A to a client on instance B', async () => {
    const me = await signedInAccount(appA);
    const socket = connect(baseB, { token: me.token });
    expect(await outcome(socket)).toEqual({ ready: { userId: me.id, rooms: [`user:${me.id}`] } });
    const notification: RealtimeNotification = {
      id: '1',
      type: 'inquiry.received',
      title: 'Hello from A',
      body: null,
      link: null,
      data: {},
      createdAt: new Date().toISOString(),
      seenAt: null,
      readAt: null,
    };
    const received = new Promise<RealtimeNotification>((resolve) =>
      socket.once(serverEvents.notification, resolve),
    );
    appA.get(RealtimeService).toUser(me.id, serverEvents.notification, notification);
    expect(await received).toEqual(notification);
  });
});

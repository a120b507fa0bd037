import { expect } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { authCookies, type QueueName } from '@matchbazaar/contracts';
import { createApp, type CreateAppOptions } from '../app.js';
import { StartupTasks } from '../platform/database/startup-tasks.js';
import { QueueRegistry } from '../platform/queues/queue-registry.js';
import { testBffEnv } from './test-env.js';
import { messageWriter } from './written-messages.js';

export const PUBLIC_URL = 'https://matchbazaar.test';
export const PASSWORD = 'Tangerine-Lighthouse-42';

let clients = 0;
/** A fresh client address per call, so per-client throttles bite only where a test means them to. */
export const newClient = () => `10.4.${Math.floor(++clients / 250)}.${clients % 250}`;

let emails = 0;
export const newEmail = (label = 'user') => `${label}.${Date.now()}.${++emails}@Example.com`;

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): Record<string, unknown> & { data?: Record<string, unknown> };
  cookies: {
    name: string;
    value: string;
    path?: string;
    httpOnly?: boolean;
    sameSite?: string;
    secure?: boolean;
    maxAge?: number;
  }[];
}

/** A migrated BFF on its own database and Redis prefix, with helpers to drive the accounts API. */
export async function startAccountsApp(
  label: string,
  overrides: Record<string, string> = {},
  options: CreateAppOptions = {},
) {
  const env = await testBffEnv(label, { PUBLIC_URL, ...overrides });
  const app: NestFastifyApplication = await createApp(env.config, options);
  await app.get(StartupTasks).migrateAndSeed();

  const call = async (
    method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
    url: string,
    options: {
      body?: unknown;
      token?: string;
      client?: string;
      headers?: Record<string, string>;
      cookies?: Record<string, string>;
    } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const res = await app.inject({
      method,
      url: `/api/v1/${url}`,
      remoteAddress: options.client ?? newClient(),
      headers,
      ...(options.cookies ? { cookies: options.cookies } : {}),
      ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
    });
    return res;
  };

  async function jobsTo(queue: QueueName, to: string) {
    const jobs = await app
      .get(QueueRegistry)
      .get(queue)
      .getJobs(['waiting', 'delayed', 'prioritized', 'active', 'completed', 'failed']);
    return jobs
      .filter((job) => (job.data as { to?: string }).to === to)
      .sort((a, b) => a.timestamp - b.timestamp);
  }

  const written = messageWriter(env.config);

  /** Waits for the `count`-th message to `to` (some are queued after the answer). */
  async function messagesTo(queue: QueueName, to: string, count = 1) {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const jobs = await jobsTo(queue, to);
      if (jobs.length >= count || Date.now() > deadline) return jobs.map(written);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The token of the latest verification link mailed to `email`. */
  async function verificationToken(email: string, count = 1): Promise<string> {
    const mails = await messagesTo('mail', email, count);
    const text = mails
      .map((m) => m.text ?? '')
      .reverse()
      .find((t) => t.includes('/auth/verify-email?'));
    const match = /\/auth\/verify-email\?token=([^&\s]+)&/.exec(text ?? '');
    expect(match).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }

  async function resetToken(email: string, count = 1): Promise<string> {
    const mails = await messagesTo('mail', email, count);
    const text = mails
      .map((m) => m.text ?? '')
      .reverse()
      .find((t) => t.includes('/auth/reset-password/'));
    const match = /\/auth\/reset-password\/([^\s"<>]+)/.exec(text ?? '');
    expect(match).not.toBeNull();
    return decodeURIComponent(match![1]!);
  }

  async function phoneCode(phone: string, count = 1): Promise<string> {
    const texts = await messagesTo('sms', phone, count);
    const match = /code is (\d{6})/.exec(texts.at(-1)?.body ?? '');
    expect(match).not.toBeNull();
    return match![1]!;
  }

  const registration = (email: string, extra: Record<string, unknown> = {}) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    intent: 'buy',
    acceptTerms: true,
    ...extra,
  });

  /** Registers, verifies the email through the mailed link and signs in. */
  async function signedInUser(extra: Record<string, unknown> = {}) {
    const email = newEmail();
    const registered = await call('POST', 'auth/register', { body: registration(email, extra) });
    expect(registered.statusCode).toBe(202);
    const token = await verificationToken(email.replace(/@.*/, '@example.com'));
    const verified = await call('POST', 'auth/verify-contact', {
      body: { type: 'email', token, email },
    });
    expect(verified.statusCode).toBe(200);
    // As an app would: it keeps the refresh token itself, so the answer carries it.
    const login = await call('POST', 'auth/login', {
      body: { email, password: PASSWORD },
      headers: { [authCookies.refreshInBodyHeader]: 'true' },
    });
    expect(login.statusCode).toBe(200);
    const data = login.json().data as {
      accessToken: string;
      refreshToken: string;
      user: { id: string };
    };
    return { email, login, ...data };
  }

  return {
    app,
    config: env.config,
    call,
    messagesTo,
    verificationToken,
    resetToken,
    phoneCode,
    registration,
    signedInUser,
    close: async () => {
      await app.close();
      await env.cleanup();
    },
  };
}

export type AccountsKit = Awaited<ReturnType<typeof startAccountsApp>>;

import { expect, request, type APIRequestContext } from '@playwright/test';
import { crc32, deflateSync } from 'node:zlib';
import type { Account } from './accounts.ts';
import { system } from './system.ts';
import { verifiedBrowserState } from './verified-browser.ts';

/**
 * Catalogue helpers for end-to-end specs: small real photos, an account's bearer token, and the
 * run's admin approving a post the moderation policy held for review.
 */

/** A small solid-colour PNG: different colours make different photos (uploads dedupe by bytes). */
export function png(rgb: [number, number, number], size = 24): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from(rgb))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signs in through the API and answers the Authorization header of the account. */
export async function bearerOf(
  request: APIRequestContext,
  account: Pick<Account, 'email' | 'password'>,
): Promise<Record<string, string>> {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { data } = (await login.json()) as { data: { accessToken?: string; token?: string } };
  return { Authorization: `Bearer ${data.accessToken ?? data.token}` };
}

/**
 * The run's admin, for seeding: one API request context per worker (it carries the access-gate
 * cookie and nobody's session cookie) and one sign-in, rather than a browser context and a sign-in
 * (a password hash check) per approval. Signed in again before the access token's 15 minutes run
 * out, or once the API refuses it.
 */
let adminApi: Promise<APIRequestContext> | undefined;
let adminSignIn: { header: Promise<Record<string, string>>; at: number } | undefined;
const adminSignInFreshFor = 10 * 60_000;

function adminRequest(): Promise<APIRequestContext> {
  adminApi ??= request.newContext({
    baseURL: system.webUrl,
    storageState: verifiedBrowserState,
  });
  return adminApi;
}

/** The run's admin's bearer header (see adminRequest). */
export async function adminBearer(): Promise<Record<string, string>> {
  if (!adminSignIn || Date.now() - adminSignIn.at > adminSignInFreshFor) {
    const header = adminRequest().then((api) => bearerOf(api, system.admin));
    adminSignIn = { header, at: Date.now() };
    // A failed sign-in is not kept: the next call tries again.
    header.catch(() => (adminSignIn = undefined));
  }
  return adminSignIn.header;
}

/** POSTs as the run's admin; a 401 (the token revoked or expired early) signs in again once. */
export async function postAsAdmin(path: string, data: unknown) {
  const api = await adminRequest();
  const answer = await api.post(path, { headers: await adminBearer(), data });
  if (answer.status() !== 401) return answer;
  adminSignIn = undefined;
  return api.post(path, { headers: await adminBearer(), data });
}

/** The run's admin approves a listing in review (the moderation API). */
export async function approveAsAdmin(listingId: string) {
  const answer = await postAsAdmin(`/api/v1/listings/${listingId}/moderation`, {
    action: 'approve',
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

// Buyers and sellers for a benchmark that drives the built BFF: verified accounts with a session
// and an access token, and a seller's shop with one published listing. Shared by bench:realtime
// and bench:push, which both cause notifications with buyers' inquiries about sellers' listings.
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { EntityName } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

const root = path.resolve(import.meta.dirname, '../..');

export interface BenchAccount {
  id: string;
  /** A Bearer access token for the API. */
  token: string;
  /** A seller's listing photo, as if uploaded (unused for buyers). */
  photoId: string;
  /** The session's refresh token, for a run longer than the access token's 15 minutes. */
  refreshToken: string;
}

/**
 * Verified accounts with a live session and an access token, made through the built BFF's own
 * services in this process (as the specs' signedInAccount does): signing up thousands of users
 * through the API would need their mail. `run` keeps the addresses apart between runs.
 */
export async function makeAccounts(
  env: NodeJS.ProcessEnv,
  run: string,
  buyerCount: number,
  sellerCount: number,
): Promise<{ buyers: BenchAccount[]; sellers: BenchAccount[] }> {
  const dist = (file: string) => path.join(root, 'apps/bff/dist', file);
  const { createApp } = (await import(dist('app.js'))) as {
    createApp: (config: unknown) => Promise<NestFastifyApplication>;
  };
  const { loadBffConfig } = (await import(dist('platform/config/bff-config.js'))) as {
    loadBffConfig: (env: NodeJS.ProcessEnv) => unknown;
  };
  type Service = new (...args: never[]) => unknown;
  const { SettingsService } = (await import(dist('platform/settings/settings.service.js'))) as {
    SettingsService: Service;
  };
  const { SessionsService } = (await import(dist('identity/auth/sessions.service.js'))) as {
    SessionsService: Service;
  };
  const { AccessTokenService } = (await import(
    dist('platform/request-auth/access-token.service.js')
  )) as {
    AccessTokenService: Service;
  };
  const { User } = (await import(dist('identity/users/user.entity.js'))) as {
    User: EntityName<{ id: string }>;
  };
  const { Image } = (await import(dist('marketplace/images/image.entity.js'))) as {
    Image: EntityName<{ id: string }>;
  };
  const { EntityManager } = await import('@mikro-orm/postgresql');
  const app = await createApp(loadBffConfig({ ...env, BFF_PORT: '0' }));
  try {
    const settings = app.get<unknown, { set: (key: string, value: string) => Promise<void> }>(
      SettingsService,
    );
    const sessions = app.get<
      unknown,
      {
        start: (
          userId: string,
          from: { device: string; ip: null },
        ) => Promise<{ familyId: string; refreshToken: string }>;
      }
    >(SessionsService);
    const tokens = app.get<
      unknown,
      { sign: (claims: { userId: string; role: string; sessionId: string }) => Promise<string> }
    >(AccessTokenService);
    // Requirements publish at once (no moderation).
    await settings.set('moderation.policy', 'off');
    const make = async (role: 'user' | 'trader', i: number): Promise<BenchAccount> => {
      const fork = app.get(EntityManager).fork();
      const user = fork.create<{ id: string }>(User, {
        firstName: role === 'user' ? 'Buyer' : 'Seller',
        lastName: String(i + 1),
        email: `${role}-${i + 1}-${run}@example.com`,
        phone: null,
        passwordHash: '$argon2id$not-used-here',
        role,
        emailVerifiedAt: new Date(),
        phoneVerifiedAt: null,
        profileImage: null,
      } as never);
      await fork.flush();
      // A seller's listing photo, as if uploaded (the upload pipeline is not what is measured).
      const photoId = randomUUID();
      if (role === 'trader') {
        fork.create(Image, {
          id: photoId,
          ownerId: user.id,
          contentHash: randomBytes(32).toString('hex'),
          width: 800,
          height: 600,
        } as never);
      }
      await fork.flush();
      const session = await sessions.start(user.id, { device: 'bench', ip: null });
      const token = await tokens.sign({ userId: user.id, role, sessionId: session.familyId });
      return { id: user.id, token, photoId, refreshToken: session.refreshToken };
    };
    const buyers = await inBatches(Array.from({ length: buyerCount }), 16, (_, i) =>
      make('user', i),
    );
    const sellers = await inBatches(Array.from({ length: sellerCount }), 16, (_, i) =>
      make('trader', i),
    );
    return { buyers, sellers };
  } finally {
    await app.close();
  }
}

/** Opens the seller's shop and publishes one listing in it; the listing's id. */
export async function openShopWithListing(
  api: string,
  seller: BenchAccount,
  i: number,
): Promise<string> {
  await expectStatus(
    apiCall(api, 'PUT', '/shops/mine', seller.token, {
      name: `Bench Traders ${i + 1}`,
      place: { city: 'Pune', country: 'IN' },
    }),
    200,
  );
  const answer = await expectStatus(
    apiCall(api, 'POST', '/listings', seller.token, listingBody(i, seller.photoId)),
    201,
  );
  return (answer.data as { listing: { id: string } }).listing.id;
}

/** A published fixed-price listing with the seller's photo; `i` numbers its title (unique per seller a day). */
export const listingBody = (i: number, photoId: string) => ({
  title: `Brass pooja thali sets, lot ${i + 1}`,
  description: 'Hand-polished brass pooja thali sets in three sizes, packed for wholesale buyers.',
  category: 'brassware',
  price: { type: 'fixed', amountMinor: 45_000, currency: 'INR', unit: 'piece' },
  minOrder: { quantity: 10, unit: 'piece' },
  imageIds: [photoId],
  // Orders of it are picked up (no address): an order must name how the goods reach the buyer.
  shipping: [{ kind: 'pickup' }],
  intent: 'publish',
});

/** A JSON call to /api/v1`route` with the account's token; the status and the parsed answer. */
export async function apiCall(
  base: string,
  method: string,
  route: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${base}/api/v1${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

export async function expectStatus(
  pending: Promise<{ status: number; json: unknown }>,
  status: number,
): Promise<{ data: unknown }> {
  const res = await pending;
  if (res.status !== status) {
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.json)}`);
  }
  return res.json as { data: unknown };
}

/** Runs `work` over `items`, at most `width` at once; the results in order. */
export async function inBatches<T, R>(
  items: T[],
  width: number,
  work: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    const slice = items.slice(i, i + width);
    results.push(...(await Promise.all(slice.map((item, k) => work(item, i + k)))));
  }
  return results;
}

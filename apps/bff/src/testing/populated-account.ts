import { expect } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  listingAnswerSchema,
  requirementAnswerSchema,
  reportAnswerSchema,
  shopAnswerSchema,
  ticketAnswerSchema,
} from '@matchbazaar/contracts';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../identity/auth/password-hashing.js';
import { tinyImages } from '../identity/users/testing/tiny-images.js';
import { apiCaller } from './catalogue-app.js';
import { uploadedPhotos } from './catalogue-fixtures.js';
import { multipartBody } from './multipart-body.js';
import { signedInAccount } from './signed-in-account.js';

export const POPULATED_PASSWORD = 'Marigold-Harbour-Lantern-58';

/** Letters only, never a word another fixture writes: what a spec searches every table for. */
const uniqueWord = (prefix: string) =>
  `${prefix}${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

let phones = 0;

/**
 * A seller who holds a row in every table where an account's data lives: profile and photo, two
 * sessions, a reset link, a shop with a published and a draft listing and their photos, an open
 * and a draft requirement, a support ticket, a contact message and waitlist entries under the
 * account's address, a text in the SMS outbox; and, on `other`'s listing, a save, a recent view
 * and a report. Made through the API where there is one. Names are unique words, so a spec can
 * search the whole database for them.
 */
export async function populatedAccount(
  app: NestFastifyApplication,
  options: { role?: 'trader' | 'admin'; otherListingId?: string } = {},
) {
  const call = apiCaller(() => app);
  const firstName = uniqueWord('Zephyr');
  const lastName = uniqueWord('Quill');
  const phone = `91987${String(Date.now() % 1_000_000).padStart(6, '0')}${++phones % 10}`;
  const account = await signedInAccount(app, { role: options.role ?? 'trader', phone });
  const em = app.get(EntityManager).fork();
  await em.execute(
    `update "app_user" set "first_name" = ?, "last_name" = ?, "password_hash" = ? where "id" = ?`,
    [firstName, lastName, await hashPassword(POPULATED_PASSWORD), account.id],
  );
  const { email, auth } = account;
  const ok = (res: { statusCode: number; body: string }, status = 200) => {
    expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
    return JSON.parse(res.body) as unknown;
  };

  const photo = multipartBody('image', tinyImages.png, 'image/png');
  ok(
    await app.inject({
      method: 'POST',
      url: '/api/v1/users/profile/image',
      headers: { ...auth, 'content-type': photo.contentType },
      payload: photo.payload,
    }),
  );

  const shop = shopAnswerSchema.parse(
    ok(
      await call('PUT', '/shops/mine', auth, {
        name: `${lastName} Traders`,
        tagline: `Call ${firstName} any time`,
        place: {
          city: 'Pune',
          region: 'Maharashtra',
          country: 'IN',
          coordinates: { latitude: 18.52, longitude: 73.86 },
        },
        showContact: true,
      }),
    ),
  ).data.shop;
  const imageIds = await uploadedPhotos(app, account.id, 2);
  const listing = (intent: 'publish' | 'draft', images: string[]) => ({
    title: `Handwoven cotton rugs ${intent}`,
    description: 'Handwoven cotton rugs in natural dyes, three sizes, made to order.',
    category: 'handbags',
    price: { type: 'fixed', amountMinor: 150_000, currency: 'INR', unit: 'piece' },
    minOrder: { quantity: 1, unit: 'piece' },
    imageIds: images,
    place: { city: 'Pune', country: 'IN', coordinates: { latitude: 18.5, longitude: 73.8 } },
    intent,
  });
  const published = listingAnswerSchema.parse(
    ok(await call('POST', '/listings', auth, listing('publish', [imageIds[0]!])), 201),
  ).data.listing;
  const draft = listingAnswerSchema.parse(
    ok(await call('POST', '/listings', auth, listing('draft', [imageIds[1]!])), 201),
  ).data.listing;
  const requirement = (intent: 'publish' | 'draft') => ({
    title: `Need jute bags in bulk ${intent}`,
    description: 'Looking for a steady supplier of jute bags, printed with our logo.',
    category: 'fresh-vegetables',
    quantity: { amount: 500, unit: 'piece' },
    budget: { minMinor: 2_000_000, maxMinor: 3_000_000, currency: 'INR' },
    urgency: 'medium',
    place: { city: 'Mumbai', country: 'IN', coordinates: { latitude: 19.07, longitude: 72.87 } },
    intent,
  });
  const openRequirement = requirementAnswerSchema.parse(
    ok(await call('POST', '/requirements', auth, requirement('publish')), 201),
  ).data.requirement;
  const draftRequirement = requirementAnswerSchema.parse(
    ok(await call('POST', '/requirements', auth, requirement('draft')), 201),
  ).data.requirement;

  const ticket = ticketAnswerSchema.parse(
    ok(
      await call('POST', '/support/tickets', auth, {
        subject: `Invoice for ${lastName}`,
        category: 'billing',
        message: `Please send the invoice to ${firstName} ${lastName}.`,
      }),
      201,
    ),
  ).data.ticket;

  let reportId: string | undefined;
  if (options.otherListingId) {
    const other = options.otherListingId;
    ok(await call('PUT', `/saved-listings/${other}`, auth));
    ok(await call('GET', `/listings/${other}`, auth)); // a recent view
    reportId = reportAnswerSchema.parse(
      ok(
        await call('POST', '/reports', auth, {
          targetKind: 'listing',
          targetId: other,
          reason: 'other',
          details: 'The photos look copied from another shop.',
        }),
        201,
      ),
    ).data.report.id;
  }

  // Written under the account's address by flows that need no sign-in, each from its own client
  // (they are limited per client).
  const anonymous = (url: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.9.${phones % 250}.${Math.floor(Math.random() * 250)}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  ok(
    await anonymous('/api/v1/contact', {
      name: `${firstName} ${lastName}`,
      email,
      subject: 'Bulk orders',
      message: 'Do you ship rugs abroad? Please call me back.',
    }),
  );
  ok(await anonymous('/api/subscribers', { contactType: 'email', email, source: 'launch_page' }));
  ok(await anonymous('/api/subscribers', { contactType: 'phone', phone, source: 'launch_page' }));
  ok(await anonymous('/api/v1/auth/request-password-reset', { email }));
  await em.execute(
    `insert into "sms_outbox" ("recipient", "body", "created_at") values (?, ?, now())`,
    [phone, `MatchBazaar: your verification code is 123456.`],
  );
  // The reset link is issued after the answer: wait for its row.
  for (let i = 0; i < 100; i++) {
    const [row] = await em.execute<{ n: string }[]>(
      `select count(*) as "n" from "account_token" where "user_id" = ?`,
      [account.id],
    );
    if (Number(row!.n) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }

  return {
    ...account,
    firstName,
    lastName,
    phone,
    password: POPULATED_PASSWORD,
    shopId: shop.id,
    imageIds,
    listingId: published.id,
    draftListingId: draft.id,
    requirementId: openRequirement.id,
    draftRequirementId: draftRequirement.id,
    ticketId: ticket.id,
    reportId,
  };
}

export type PopulatedAccount = Awaited<ReturnType<typeof populatedAccount>>;

/** Two such accounts, each with a save, a view and a report of the other's listing. */
export async function populatedPair(app: NestFastifyApplication) {
  const other = await populatedAccount(app);
  const owner = await populatedAccount(app, { otherListingId: other.listingId });
  const call = apiCaller(() => app);
  for (const [method, path] of [
    ['PUT', `/saved-listings/${owner.listingId}`],
    ['GET', `/listings/${owner.listingId}`],
  ] as const)
    expect((await call(method, path, other.auth)).statusCode).toBe(200);
  return { owner, other };
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  authCookies,
  messageResponseSchema,
  messages,
} from '@matchbazaar/contracts';
import type { Socket } from 'socket.io-client';
import { columnsPointingAtAccounts } from '../../testing/account-foreign-keys.js';
import { startCatalogueApp, type ApiCall } from '../../testing/catalogue-app.js';
import { populatedAccount, populatedPair } from '../../testing/populated-account.js';
import { connectedSocket, disconnected } from '../../testing/realtime-client.js';
import { listen } from '../../testing/test-env.js';
import { AccountErasureService } from './account-erasure.service.js';
import { erasureCoverage } from './account-erasure.repository.js';

const m = messages.accountData;

describe('deleting an account (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;
  let call: ApiCall;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ({ app, stop, call } = await startCatalogueApp('account_erasure'));
    base = await listen(app);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await stop?.();
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    app.get(EntityManager).fork().execute<T[]>(query, params);
  const deleteAccount = (auth: Record<string, string>, body: unknown) =>
    call('POST', '/users/me/delete', auth, body);

  /**
   * Every table and text column (json and arrays as text) holding any of `needles`, ignoring
   * case: where an account's name, address or number is still written anywhere.
   */
  async function whereWritten(needles: string[]): Promise<string[]> {
    const columns = await sql<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
         and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await sql<{ n: string }>(
        `select count(*) as "n" from "${table}" where "${column}"::text ilike any (array[?])`,
        [needles.map((needle) => `%${needle}%`)],
      );
      if (Number(row!.n) > 0) found.push(`${table}.${column}`);
    }
    return found;
  }

  it('refuses a wrong or missing password, and changes nothing', async () => {
    const account = await populatedAccount(app);
    const wrong = await deleteAccount(account.auth, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(wrong.json())).toMatchObject({
      message: m.deletePasswordWrong,
      errors: [{ path: 'password', msg: m.deletePasswordWrong }],
    });
    const missing = await deleteAccount(account.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(apiErrorSchema.parse(missing.json()).errors).toContainEqual({
      path: 'password',
      msg: m.deletePasswordRequired,
    });
    expect((await deleteAccount({}, { password: account.password })).statusCode).toBe(401);
    expect((await call('GET', '/auth/me', account.auth)).statusCode).toBe(200);
    expect(await whereWritten([account.email])).toContain('app_user.email');
  });

  it('erases the name, address, number, photo and shop from every table, closes the posts, keeps the report, ends every session', async () => {
    const { owner, other } = await populatedPair(app);
    const needles = [owner.email, owner.phone, owner.firstName, owner.lastName];
    // An admin's note when suspending may name the person too.
    await sql(`update "app_user" set "suspension_reason" = ? where "id" = ?`, [
      `Complaints about ${owner.firstName} ${owner.lastName}`,
      owner.id,
    ]);
    // The fixture wrote them widely: the search below would see them.
    expect(await whereWritten(needles)).toEqual(
      expect.arrayContaining([
        'app_user.email',
        'app_user.first_name',
        'shop.name',
        'support_ticket.message',
        'contact_message.email',
        'subscriber.address',
        'sms_outbox.recipient',
        'account_token.target',
      ]),
    );
    const socket = await connectedSocket(base, owner.token, sockets);
    const closed = disconnected(socket);
    const [refresh] = await sql<{ family_id: string }>(
      `select "family_id" from "refresh_token" where "user_id" = ? limit 1`,
      [owner.id],
    );
    expect(refresh).toBeDefined();

    const res = await deleteAccount(owner.auth, { password: owner.password });
    expect(res.statusCode).toBe(200);
    expect(messageResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: m.accountDeleted,
    });
    // The browser's refresh cookie is cleared; every session has ended, its socket too.
    expect(res.cookies.find((c) => c.name === authCookies.refreshToken)?.value).toBe('');
    expect(await closed).toBe('io server disconnect');
    expect((await call('GET', '/auth/me', owner.auth)).statusCode).toBe(401);
    expect(await sql(`select 1 from "refresh_token" where "user_id" = ?`, [owner.id])).toEqual([]);
    const signIn = await call(
      'POST',
      '/auth/login',
      {},
      {
        email: owner.email,
        password: owner.password,
      },
    );
    expect(signIn.statusCode).toBe(401);

    // Nothing of the person is left anywhere; the other account's data is all still there.
    expect(await whereWritten(needles)).toEqual([]);
    expect(await whereWritten([other.email, other.phone, other.firstName, other.lastName])).toEqual(
      expect.arrayContaining(['app_user.email', 'shop.name', 'support_ticket.message']),
    );

    const [user] = await sql<Record<string, unknown>>(
      `select "first_name", "last_name", "email", "phone", "role", "profile_image", "deleted_at"
       from "app_user" where "id" = ?`,
      [owner.id],
    );
    expect(user).toMatchObject({
      first_name: m.erasedFirstName,
      last_name: m.erasedLastName,
      email: `deleted-${owner.id}@erased.invalid`,
      phone: null,
      role: 'user',
      profile_image: null,
    });
    expect(user!.deleted_at).not.toBeNull();
    const [shop] = await sql<Record<string, unknown>>(
      `select "name", "tagline", "latitude", "show_contact", "listing_count" from "shop" where "id" = ?`,
      [owner.shopId],
    );
    expect(shop).toEqual({
      name: m.erasedShopName,
      tagline: null,
      latitude: null,
      show_contact: false,
      listing_count: 0,
    });

    // Posts: the published ones closed without their photos or precise place, drafts gone.
    const posts = await sql<{ id: string; status: string; latitude: number | null }>(
      `select "id", "status", "latitude" from "listing" where "seller_id" = ?
       union all select "id", "status", "latitude" from "requirement" where "buyer_id" = ?`,
      [owner.id, owner.id],
    );
    expect(posts).toEqual(
      expect.arrayContaining([
        { id: owner.listingId, status: 'closed', latitude: null },
        { id: owner.requirementId, status: 'closed', latitude: null },
      ]),
    );
    expect(posts).toHaveLength(2);
    expect(await sql(`select 1 from "image" where "owner_id" = ?`, [owner.id])).toEqual([]);
    const closedListing = await call('GET', `/listings/${owner.listingId}`);
    expect(closedListing.statusCode).toBe(200);
    expect(closedListing.body).not.toContain(owner.lastName);

    // Their saves, views and tickets are gone, and the counts they fed are right again.
    for (const table of ['saved_listing', 'listing_view', 'support_ticket', 'profile_image'])
      expect(await sql(`select 1 from "${table}" where "user_id" = ?`, [owner.id])).toEqual([]);
    const [saved] = await sql<{ save_count: number }>(
      `select "save_count" from "listing" where "id" = ?`,
      [other.listingId],
    );
    expect(saved!.save_count).toBe(0);
    // The report they filed stays for the moderators, pointing at the anonymised account.
    const [report] = await sql<{ reporter_id: string; status: string }>(
      `select "reporter_id", "status" from "content_report" where "id" = ?`,
      [owner.reportId],
    );
    expect(report).toEqual({ reporter_id: owner.id, status: 'open' });
    // The other account still has its own listing, its save of the (now closed) listing, its view.
    expect(
      await sql(`select 1 from "saved_listing" where "user_id" = ? and "listing_id" = ?`, [
        other.id,
        owner.listingId,
      ]),
    ).toHaveLength(1);
    expect((await call('GET', '/auth/me', other.auth)).statusCode).toBe(200);
  });

  it('refuses the last admin (409) and lets an admin go while another remains', async () => {
    // The seeds made no admin here (no ADMIN_EMAIL): these two are the only ones.
    const first = await populatedAccount(app, { role: 'admin' });
    const second = await populatedAccount(app, { role: 'admin' });
    expect((await deleteAccount(first.auth, { password: first.password })).statusCode).toBe(200);
    const last = await deleteAccount(second.auth, { password: second.password });
    expect(last.statusCode).toBe(409);
    expect(apiErrorSchema.parse(last.json()).message).toBe(m.lastAdmin);
    expect((await call('GET', '/auth/me', second.auth)).statusCode).toBe(200);
  });

  it("answers 404 for an account that does not exist or was erased already (the admin's delete)", async () => {
    const erasure = app.get(AccountErasureService);
    const account = await populatedAccount(app);
    await erasure.erase(account.id, { by: 'an-admin' });
    for (const id of [account.id, '00000000-0000-4000-8000-000000000000'])
      await expect(erasure.erase(id, { by: 'an-admin' })).rejects.toMatchObject({
        status: 404,
        body: expect.objectContaining({ message: m.accountNotFound }),
      });
  });

  it('handles every column that points at an account (a new table adds a step)', async () => {
    expect(erasureCoverage().sort()).toEqual(await columnsPointingAtAccounts(app));
  });
});

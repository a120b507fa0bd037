import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  addDays,
  apiErrorSchema,
  dayOf,
  messages,
  searchAnalyticsAnswerSchema,
  type SearchAnalytics,
} from '@matchbazaar/contracts';
import { AccountErasureService } from '../../identity/account-erasure/account-erasure.service.js';
import { expectAdminOnly } from '../../testing/admin-only.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { SearchEventsService } from './search-events.service.js';
import { SearchEventsSweeper } from './search-events-sweeper.js';

const m = messages.searchAnalytics;
const DAY = 86_400_000;

describe('search events: recording, actions, the admin analytics and the erasure (real PostgreSQL)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let admin: SignedInAccount;
  let events: SearchEventsService;

  beforeAll(async () => {
    s = await startCatalogueApp('search_events');
    admin = await signedInAccount(s.app, { role: 'admin' });
    events = s.app.get(SearchEventsService);
  }, 120_000);

  afterAll(async () => {
    await s?.stop();
  });

  const sql = <T>(text: string, params: unknown[] = []) =>
    s.app.get(EntityManager).fork().execute<T[]>(text, params);
  const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
  const report = (body: unknown) => s.call('POST', '/search/actions', {}, body);
  const analytics = async (query: string): Promise<SearchAnalytics> => {
    const res = await s.call('GET', `/admin/search/analytics${query}`, admin.auth);
    expect(res.statusCode).toBe(200);
    return searchAnalyticsAnswerSchema.parse(res.json()).data;
  };

  describe('recordSearch', () => {
    it('stores the query as typed (cut at 200) and normalized, the filters, total and the first page', async () => {
      const shown = ids(3);
      const long = `  Red   SAREE ${'x'.repeat(300)}`;
      const id = await events.recordSearch({
        accountId: null,
        kind: 'listing',
        query: long,
        filters: {
          category: 'sarees',
          minPrice: 100,
          deals: true,
          city: '',
          near: null,
          x: { a: 1 },
        },
        total: 42,
        shownIds: [...shown, 'not-a-uuid'],
      });
      expect(id).toEqual(expect.any(String));
      const [row] = await sql<Record<string, unknown>>(
        `select "query", "normalized", "filters", "total", "zero_result", "shown_ids", "account_id", "kind"
         from "search_event" where "id" = ?`,
        [id],
      );
      expect((row!.query as string).length).toBe(200);
      expect(row!.query).toMatch(/^Red {3}SAREE x+$/);
      expect(row!.normalized).toMatch(/^red saree x+$/);
      expect(row!.filters).toEqual({ category: 'sarees', minPrice: 100, deals: true });
      expect(row).toMatchObject({
        total: 42,
        zero_result: false,
        account_id: null,
        kind: 'listing',
      });
      expect(row!.shown_ids).toEqual(shown);
    });

    it('skips a search without words (browsing by filters alone)', async () => {
      const id = await events.recordSearch({
        accountId: null,
        kind: 'listing',
        query: '   ',
        filters: { category: 'rice' },
        total: 10,
        shownIds: ids(2),
      });
      expect(id).toBeNull();
    });

    it('never fails the search: a write that fails answers null', async () => {
      const id = await events.recordSearch({
        // No such account: the foreign key refuses the row.
        accountId: randomUUID(),
        kind: 'requirement',
        query: 'steel pipes',
        total: 0,
        shownIds: [],
      });
      expect(id).toBeNull();
    });
  });

  describe('POST /search/actions', () => {
    it('stores a click on a recorded search once (202), anonymous allowed', async () => {
      const shown = ids(2);
      const searchId = (await events.recordSearch({
        accountId: null,
        kind: 'listing',
        query: 'brass lamp',
        total: 2,
        shownIds: shown,
      }))!;
      const body = { searchId, postId: shown[1], position: 2, action: 'click' };
      expect((await report(body)).statusCode).toBe(202);
      expect((await report(body)).statusCode).toBe(202);
      expect((await report({ ...body, action: 'save' })).statusCode).toBe(202);
      const rows = await sql<{ action: string; position: number }>(
        `select "action", "position" from "search_action" where "search_id" = ? order by "action"`,
        [searchId],
      );
      expect(rows).toEqual([
        { action: 'click', position: 2 },
        { action: 'save', position: 2 },
      ]);
    });

    it('accepts an unknown search silently and stores nothing', async () => {
      const searchId = randomUUID();
      const res = await report({ searchId, postId: randomUUID(), position: 1, action: 'inquiry' });
      expect(res.statusCode).toBe(202);
      const rows = await sql(`select 1 from "search_action" where "search_id" = ?`, [searchId]);
      expect(rows).toEqual([]);
    });

    it.each([
      [
        { searchId: 'nope', postId: randomUUID(), position: 1, action: 'click' },
        'searchId',
        m.searchIdInvalid,
      ],
      [
        { searchId: randomUUID(), postId: 'x', position: 1, action: 'click' },
        'postId',
        m.postIdInvalid,
      ],
      [
        { searchId: randomUUID(), postId: randomUUID(), position: 0, action: 'click' },
        'position',
        m.positionInvalid,
      ],
      [
        { searchId: randomUUID(), postId: randomUUID(), position: 101, action: 'click' },
        'position',
        m.positionInvalid,
      ],
      [
        { searchId: randomUUID(), postId: randomUUID(), position: 1.5, action: 'click' },
        'position',
        m.positionInvalid,
      ],
      [
        { searchId: randomUUID(), postId: randomUUID(), position: 1, action: 'buy' },
        'action',
        m.actionInvalid,
      ],
    ])('refuses %j with 400 naming %s', async (body, field, message) => {
      const res = await report(body);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: field, msg: message })]),
      );
    });
  });

  describe('GET /admin/search/analytics', () => {
    // A range of its own, well in the past, so the other cases' searches do not count here.
    const day = '2026-01-15';
    const at = (hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    let fromTo: string;

    beforeAll(async () => {
      fromTo = `?from=${day}&to=${day}`;
      const record = (
        query: string,
        total: number,
        shown: string[],
        hour: number,
        kind: 'listing' | 'requirement' = 'listing',
      ) => events.recordSearch({ accountId: null, kind, query, total, shownIds: shown }, at(hour));
      // "red saree" 3 times (one found nothing), clicked at places 1 and 2 in two searches.
      const a = ids(3);
      const s1 = (await record('Red Saree', 3, a, 1))!;
      const s2 = (await record('red  saree', 3, a, 2))!;
      await record('RED SAREE', 0, [], 3);
      // "=cmd|' /c calc'!A1" found nothing twice; "mango, alphonso" once, found nothing.
      await record(`=cmd|' /c calc'!A1`, 0, [], 4);
      await record(`=cmd|' /c calc'!A1`, 0, [], 5);
      await record('mango, "alphonso"', 0, [], 6);
      // One requirement search: counted only when both kinds or requirements are asked.
      await record('steel pipes', 5, ids(5), 7, 'requirement');
      const act = (searchId: string, postId: string, position: number, action: string) =>
        events.recordAction({ searchId, postId, position, action } as never, at(8));
      await act(s1, a[0]!, 1, 'click');
      await act(s1, a[1]!, 2, 'click');
      await act(s2, a[1]!, 2, 'click');
      await act(s2, a[1]!, 2, 'inquiry');
    });

    it('refuses everyone but admins', async () => {
      await expectAdminOnly(s.app, [
        { method: 'GET', url: '/admin/search/analytics' },
        { method: 'GET', url: '/admin/search/analytics.csv' },
      ]);
    });

    it('answers the totals, top queries, zero-result queries and click-through by position', async () => {
      const data = await analytics(`${fromTo}&kind=listing`);
      expect(data).toMatchObject({ from: day, to: day, kind: 'listing' });
      expect(data.totals).toEqual({
        searches: 6,
        zeroResults: 4,
        zeroResultRate: 0.6667,
        clickedSearches: 2,
        clickThroughRate: 0.3333,
        clicks: 3,
        saves: 0,
        inquiries: 1,
      });
      expect(data.topQueries[0]).toEqual({
        query: 'red saree',
        searches: 3,
        zeroResultShare: 0.3333,
        clicks: 3,
        clickThroughRate: 0.6667,
      });
      expect(data.zeroResultQueries).toEqual([
        { query: `=cmd|' /c calc'!a1`, count: 2, lastSeen: at(5).toISOString() },
        // Ties: the latest first.
        { query: 'mango, "alphonso"', count: 1, lastSeen: at(6).toISOString() },
        { query: 'red saree', count: 1, lastSeen: at(3).toISOString() },
      ]);
      expect(data.positions).toHaveLength(10);
      expect(data.positions.slice(0, 4)).toEqual([
        { position: 1, shown: 2, clicks: 1, clickThroughRate: 0.5 },
        { position: 2, shown: 2, clicks: 2, clickThroughRate: 1 },
        { position: 3, shown: 2, clicks: 0, clickThroughRate: 0 },
        { position: 4, shown: 0, clicks: 0, clickThroughRate: 0 },
      ]);
    });

    it('counts both kinds when none is asked, and only requirements when asked', async () => {
      expect((await analytics(fromTo)).totals.searches).toBe(7);
      const requirements = await analytics(`${fromTo}&kind=requirement`);
      expect(requirements.totals.searches).toBe(1);
      expect(requirements.topQueries.map((row) => row.query)).toEqual(['steel pipes']);
    });

    it('defaults to the last 30 days, today included', async () => {
      const data = await analytics('');
      const today = dayOf(new Date());
      expect(data).toMatchObject({ from: addDays(today, -29), to: today, kind: null });
    });

    it('writes the CSV with quoting and formulas neutralized', async () => {
      const res = await s.call(
        'GET',
        `/admin/search/analytics.csv${fromTo}&kind=listing`,
        admin.auth,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toContain(m.csvFileName(day, day));
      const lines = res.body.split('\r\n');
      expect(lines.slice(0, 2)).toEqual([
        'Top queries',
        'query,searches,zero_result_share,clicks,click_through_rate',
      ]);
      expect(lines).toContain('red saree,3,0.3333,3,0.6667');
      expect(lines).toContain(`'=cmd|' /c calc'!a1,2,1.0000,0,0.0000`);
      expect(lines).toContain(`"mango, ""alphonso""",1,1.0000,0,0.0000`);
      const zero = lines.indexOf('Queries that found nothing');
      expect(lines[zero + 1]).toBe('query,searches,last_seen');
      expect(lines[zero + 2]).toBe(`'=cmd|' /c calc'!a1,2,${at(5).toISOString()}`);
      expect(lines.at(-1)).toBe('');
    });

    it.each([
      ['?from=2026-02-30', 'from', m.dayInvalid],
      ['?from=2026-03-02&to=2026-03-01', 'from', m.rangeBackwards],
      ['?from=2025-01-01&to=2026-01-02', 'from', m.rangeTooLong],
      ['?kind=shops', 'kind', m.kindInvalid],
    ])('refuses %s with 400', async (query, field, message) => {
      const res = await s.call('GET', `/admin/search/analytics${query}`, admin.auth);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: field, msg: message })]),
      );
    });

    it('refuses a range made too long by the default end (today) with 400', async () => {
      const res = await s.call('GET', '/admin/search/analytics?from=2020-01-01', admin.auth);
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message).toBe(m.rangeTooLong);
    });
  });

  it('an erased account keeps no searches: they lose its id, and stay counted', async () => {
    const buyer = await signedInAccount(s.app);
    const other = await signedInAccount(s.app);
    const mine = await events.recordSearch({
      accountId: buyer.id,
      kind: 'listing',
      query: 'wedding lehenga',
      total: 1,
      shownIds: ids(1),
    });
    const theirs = await events.recordSearch({
      accountId: other.id,
      kind: 'listing',
      query: 'wedding lehenga',
      total: 1,
      shownIds: ids(1),
    });
    const erased = await s.app.get(AccountErasureService).erase(buyer.id, { by: admin.id });
    expect(erased.counts.searches).toBe(1);
    const rows = await sql<{ id: string; account_id: string | null }>(
      `select "id", "account_id" from "search_event" where "id" in (?, ?) order by "account_id" nulls first`,
      [mine, theirs],
    );
    expect(rows).toEqual([
      { id: mine, account_id: null },
      { id: theirs, account_id: other.id },
    ]);
    const left = await sql(`select 1 from "search_event" where "account_id" = ?`, [buyer.id]);
    expect(left).toEqual([]);
  });

  it('deletes searches older than 180 days with their actions, and keeps the rest', async () => {
    const now = Date.now();
    const shown = ids(1);
    const old = (await events.recordSearch(
      { accountId: null, kind: 'listing', query: 'old query', total: 1, shownIds: shown },
      new Date(now - 181 * DAY),
    ))!;
    const recent = (await events.recordSearch(
      { accountId: null, kind: 'listing', query: 'recent query', total: 1, shownIds: shown },
      new Date(now - 179 * DAY),
    ))!;
    await events.recordAction({ searchId: old, postId: shown[0]!, position: 1, action: 'click' });
    expect(await s.app.get(SearchEventsSweeper).sweep(now)).toBeGreaterThanOrEqual(1);
    const rows = await sql<{ id: string }>(`select "id" from "search_event" where "id" in (?, ?)`, [
      old,
      recent,
    ]);
    expect(rows).toEqual([{ id: recent }]);
    expect(await sql(`select 1 from "search_action" where "search_id" = ?`, [old])).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  auditPageAnswerSchema,
  listingAnswerSchema,
  listingSearchAnswerSchema,
  messages,
  synonymSetAnswerSchema,
  synonymSetsAnswerSchema,
  synonymsSettingKey,
} from '@matchbazaar/contracts';
import { expectAdminOnly } from '../../testing/admin-only.js';
import { apiCaller } from '../../testing/catalogue-app.js';
import { basmatiListingBody } from '../../testing/catalogue-fixtures.js';
import type { SignedInAccount } from '../../testing/signed-in-account.js';
import { adminOnTwoBffs, eventually } from '../../testing/signed-in-admin.js';
import { signedInSeller } from '../../testing/signed-in-seller.js';
import { SettingsService } from '../../platform/settings/settings.service.js';

const m = messages.searchAnalytics.synonyms;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());

describe('search synonyms in System Settings (two BFF processes, real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let other: NestFastifyApplication;
  let stop: () => Promise<void>;
  let admin: SignedInAccount;
  const call = apiCaller(() => app);
  const onOther = apiCaller(() => other);

  const url = '/admin/settings/synonyms';
  const list = async (q?: string) => {
    const res = await call(
      'GET',
      q === undefined ? url : `${url}?q=${encodeURIComponent(q)}`,
      admin.auth,
    );
    expect(res.statusCode).toBe(200);
    return synonymSetsAnswerSchema.parse(res.json()).data;
  };
  const add = async (terms: unknown) => call('POST', url, admin.auth, { terms });
  /** Searches listings on the other process: a change must reach it, not only the one that made it. */
  const foundOnOther = async (q: string, id: string) => {
    const res = await onOther('GET', `/listings/search?q=${encodeURIComponent(q)}&limit=50`);
    expect(res.statusCode).toBe(200);
    return listingSearchAnswerSchema.parse(res.json()).data.items.some((item) => item.id === id);
  };
  beforeAll(async () => {
    ({ app, other, admin, stop } = await adminOnTwoBffs('search_synonyms', {
      lastName: 'Synonyms',
    }));
    await app.get(SettingsService).set('moderation.policy', 'off');
  }, 60_000);

  afterAll(async () => {
    await stop?.();
  });

  it('is for admins only: a visitor gets 401, user, trader and support 403', async () => {
    await expectAdminOnly(app, [
      { method: 'GET', url },
      { method: 'POST', url, body: { terms: ['sofa', 'settee'] } },
      { method: 'PUT', url: `${url}/sofa`, body: { terms: ['sofa', 'settee'] } },
      { method: 'DELETE', url: `${url}/sofa` },
    ]);
    // Nothing changed on the way.
    expect((await list('settee')).sets).toEqual([]);
  });

  it('lists the seeded sets, each word once, and narrows them by a word', async () => {
    const { sets, total } = await list();
    expect(total).toBe(sets.length);
    expect(sets).toContainEqual({ id: 'couch', terms: ['couch', 'sofa'] });
    const words = sets.flatMap((set) => set.terms);
    expect(new Set(words).size).toBe(words.length);
    expect((await list('BHIN')).sets).toEqual([
      { id: 'bhindi', terms: ['bhindi', 'ladyfinger', 'okra'] },
    ]);
  });

  it('refuses bad input with a 400 and the catalogue text, and changes nothing', async () => {
    const before = await list();
    const cases: [unknown, string, string][] = [
      [undefined, 'terms', m.termsRequired],
      [['solo'], 'terms', m.tooFewTerms],
      [Array.from({ length: 21 }, (_, i) => `word${i}`), 'terms', m.tooManyTerms],
      [['one two three four', 'four'], 'terms.0', m.termTooManyWords],
      [['x'.repeat(61), 'y'], 'terms.0', m.termTooLong],
      [['   ', 'y'], 'terms.0', m.termInvalid],
      [['<script>', 'y'], 'terms.0', m.termInvalid],
      [['Kilim', ' kilim '], 'terms.1', m.termRepeated('kilim')],
      [[1, 2], 'terms.0', m.termInvalid],
    ];
    for (const [terms, path, msg] of cases) {
      const res = await add(terms);
      expect({ terms, status: res.statusCode }).toEqual({ terms, status: 400 });
      expect(problem(res).errors[0]).toEqual({ path, msg });
    }
    expect((await call('GET', `${url}?q=${'q'.repeat(61)}`, admin.auth)).statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('adds a set that every BFF searches with at once, audited; edits and deletes it', async () => {
    const trader = await signedInSeller(app, call, {
      shop: { name: 'Panipat Weavers', place: { city: 'Panipat', country: 'IN' } },
      photos: 1,
    });
    const created = await call(
      'POST',
      '/listings',
      trader.auth,
      basmatiListingBody(trader.images, () => 'Handwoven cotton dhurrie, 5 by 7 feet', {
        description: 'Flat woven cotton floor covering from Panipat looms, colourfast.',
        tags: ['floor'],
      }),
    );
    expect(created.statusCode).toBe(201);
    const listingId = listingAnswerSchema.parse(created.json()).data.listing.id;
    // The other process has read the synonyms before the change (it keeps them).
    expect(await foundOnOther('zorbix', listingId)).toBe(false);

    const res = await add(['  Zorbix ', 'DHURRIE', 'flat weave rug']);
    expect(res.statusCode).toBe(201);
    const set = synonymSetAnswerSchema.parse(res.json()).data.set;
    expect(set).toEqual({ id: 'dhurrie', terms: ['dhurrie', 'flat weave rug', 'zorbix'] });
    await eventually(async () => expect(await foundOnOther('zorbix', listingId)).toBe(true));

    // A word belongs to one set: 409 naming the set it is in.
    const taken = await add(['settee', 'couch']);
    expect(taken.statusCode).toBe(409);
    expect(problem(taken).errors).toEqual([
      { path: 'terms.1', msg: m.termInOtherSet('couch', 'couch, sofa') },
    ]);

    // Edited by any of its words: 'zorbix' goes, 'kilim' comes.
    const edit = await call('PUT', `${url}/zorbix`, admin.auth, {
      terms: ['dhurrie', 'kilim', 'flat weave rug'],
    });
    expect(edit.statusCode).toBe(200);
    expect(synonymSetAnswerSchema.parse(edit.json()).data.set.terms).toEqual([
      'dhurrie',
      'flat weave rug',
      'kilim',
    ]);
    await eventually(async () => expect(await foundOnOther('kilim', listingId)).toBe(true));
    await eventually(async () => expect(await foundOnOther('zorbix', listingId)).toBe(false));
    // Its own words again are not "in another set".
    expect(
      (await call('PUT', `${url}/kilim`, admin.auth, { terms: ['kilim', 'dhurrie'] })).statusCode,
    ).toBe(200);

    expect((await call('DELETE', `${url}/kilim`, admin.auth)).statusCode).toBe(200);
    expect((await list('dhurrie')).sets).toEqual([]);
    await eventually(async () => expect(await foundOnOther('kilim', listingId)).toBe(false));

    // A set that is not there (any more), or an id no word could be: 404.
    for (const id of ['kilim', 'not%20a%20real%20word%20at%20all', '%3Cb%3E']) {
      const gone = await call('DELETE', `${url}/${id}`, admin.auth);
      expect({ id, status: gone.statusCode }).toEqual({ id, status: 404 });
      expect(problem(gone).message).toBe(m.setNotFound);
    }

    // Each change in the audit log, the words before and after, newest first.
    const audit = auditPageAnswerSchema.parse(
      (
        await call(
          'GET',
          `/admin/audit?targetKind=setting&targetId=${synonymsSettingKey}`,
          admin.auth,
        )
      ).json(),
    ).data.entries;
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['setting.changed', { terms: ['dhurrie', 'kilim'] }, null],
      [
        'setting.changed',
        { terms: ['dhurrie', 'flat weave rug', 'kilim'] },
        { terms: ['dhurrie', 'kilim'] },
      ],
      [
        'setting.changed',
        { terms: ['dhurrie', 'flat weave rug', 'zorbix'] },
        { terms: ['dhurrie', 'flat weave rug', 'kilim'] },
      ],
      ['setting.changed', null, { terms: ['dhurrie', 'flat weave rug', 'zorbix'] }],
    ]);
    expect(audit[0]!.actor).toMatchObject({ id: admin.id, role: 'admin' });
  });
});

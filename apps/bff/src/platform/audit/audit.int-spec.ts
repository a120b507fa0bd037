import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { apiErrorSchema, auditPageAnswerSchema, messages } from '@matchbazaar/contracts';
import { expectAdminOnly } from '../../testing/admin-only.js';
import { apiCaller, startCatalogueApp } from '../../testing/catalogue-app.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { AuditLog } from './audit-log.service.js';
import { AuditRepository } from './audit.repository.js';

const m = messages.admin;

describe('the audit log (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;
  let admin: SignedInAccount;
  let other: SignedInAccount;
  const call = apiCaller(() => app);
  const read = async (query: string) => {
    const answer = await call('GET', `/admin/audit${query}`, admin.auth);
    expect(answer.statusCode).toBe(200);
    return auditPageAnswerSchema.parse(answer.json()).data;
  };

  beforeAll(async () => {
    ({ app, stop } = await startCatalogueApp('audit'));
    admin = await signedInAccount(app, { role: 'admin', lastName: 'Auditor' });
    other = await signedInAccount(app, { role: 'support', lastName: 'Moderator' });
    const log = app.get(AuditLog);
    // Five entries, a millisecond apart so newest-first is their order of writing.
    const write = async (...args: Parameters<AuditLog['record']>) => {
      await log.record(...args);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    await write(
      { userId: admin.id, role: 'admin' },
      'user.role.changed',
      { kind: 'user', id: other.id },
      { role: 'user' },
      { role: 'support' },
    );
    await write(
      { userId: admin.id, role: 'admin' },
      'setting.changed',
      { kind: 'setting', id: 'registration.open' },
      { value: true },
      { value: false },
    );
    await write(
      { userId: other.id, role: 'support' },
      'listing.moderated',
      { kind: 'listing', id: '5f0c2a3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f' },
      { status: 'pending_review' },
      { status: 'published' },
    );
    await write(
      'operator',
      'setting.changed',
      { kind: 'setting', id: 'site.mode' },
      { value: 'prelaunch' },
      { value: 'live' },
    );
    await write(
      'system',
      'setting.changed',
      { kind: 'setting', id: 'site.mode' },
      { value: 'live' },
      { value: 'prelaunch' },
    );
  });

  afterAll(async () => {
    await stop?.();
  });

  it('is for admins only: a visitor gets 401, user, trader and support 403', async () => {
    await expectAdminOnly(app, [{ method: 'GET', url: '/admin/audit' }]);
  });

  it('lists entries newest first, with who acted (name as it is now), the target, before and after', async () => {
    const { entries, nextCursor } = await read('');
    expect(nextCursor).toBeNull();
    expect(entries.map((e) => [e.action, e.actor.role])).toEqual([
      ['setting.changed', 'system'],
      ['setting.changed', 'operator'],
      ['listing.moderated', 'support'],
      ['setting.changed', 'admin'],
      ['user.role.changed', 'admin'],
    ]);
    expect(entries[4]).toMatchObject({
      actor: { id: admin.id, role: 'admin', name: 'Ada Auditor' },
      target: { kind: 'user', id: other.id },
      before: { role: 'user' },
      after: { role: 'support' },
    });
    expect(entries[0]?.actor).toEqual({ id: null, role: 'system', name: null });
  });

  it('filters by actor, action, target and time, and pages by cursor without overlap', async () => {
    expect((await read(`?actor=${admin.id}`)).entries).toHaveLength(2);
    expect((await read('?action=setting.changed')).entries).toHaveLength(3);
    const siteMode = await read('?targetKind=setting&targetId=site.mode');
    expect(siteMode.entries.map((e) => e.actor.role)).toEqual(['system', 'operator']);
    const all = (await read('')).entries;
    const middle = all[2]!.createdAt;
    expect((await read(`?from=${encodeURIComponent(middle)}`)).entries).toHaveLength(3);
    expect((await read(`?to=${encodeURIComponent(middle)}`)).entries).toHaveLength(2);

    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { entries: { id: string }[]; nextCursor: string | null } = await read(
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(all.map((e) => e.id));
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: [string, string, string][] = [
      ['?limit=0', 'limit', m.limitInvalid],
      ['?limit=101', 'limit', m.limitInvalid],
      ['?actor=someone', 'actor', m.auditActorInvalid],
      ['?action=user.hacked', 'action', m.auditActionInvalid],
      ['?targetId=site.mode', 'targetKind', m.auditTargetNeedsKind],
      ['?from=yesterday', 'from', m.auditFromInvalid],
      ['?from=2027-01-02T00:00:00Z&to=2027-01-01T00:00:00Z', 'from', m.auditRangeInvalid],
      ['?cursor=bm90LWEtY3Vyc29y', 'cursor', messages.catalogue.cursorInvalid],
      [
        `?cursor=${Buffer.from(JSON.stringify(['2027-01-01T00:00:00.000Z', 'x'])).toString('base64url')}`,
        'cursor',
        messages.catalogue.cursorInvalid,
      ],
    ];
    for (const [query, path, msg] of cases) {
      const answer = await call('GET', `/admin/audit${query}`, admin.auth);
      expect({ query, status: answer.statusCode }).toEqual({ query, status: 400 });
      expect(apiErrorSchema.parse(answer.json()).errors).toContainEqual({ path, msg });
    }
  });

  it('is append-only: the database refuses to change or remove an entry, and the code has no way to ask', async () => {
    const em = app.get(EntityManager).fork();
    for (const statement of [
      `update "audit_entry" set "action" = 'user.deleted'`,
      `delete from "audit_entry"`,
      `truncate "audit_entry"`,
    ])
      await expect(em.getConnection().execute(statement)).rejects.toThrow(/append-only/);
    expect((await read('')).entries).toHaveLength(5);
    const methods = Object.getOwnPropertyNames(AuditRepository.prototype).filter(
      (name) => name !== 'constructor',
    );
    expect(methods.sort()).toEqual(['append', 'page']);
  });
});

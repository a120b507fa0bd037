import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  auditPageAnswerSchema,
  launchInfoSchema,
  launchStatusSchema,
  messages,
  systemSettingsAnswerSchema,
} from '@matchbazaar/contracts';
import { LaunchScheduler } from '../launch-day/launch-scheduler.js';
import { expectAdminOnly } from '../../testing/admin-only.js';
import { apiCaller } from '../../testing/catalogue-app.js';
import type { SignedInAccount } from '../../testing/signed-in-account.js';
import { adminOnTwoBffs, eventually } from '../../testing/signed-in-admin.js';
import { TEST_OPERATOR_TOKEN } from '../../testing/test-env.js';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { Transactions } from '../../platform/database/transactions.js';
import { SettingsService } from '../../platform/settings/settings.service.js';

const m = messages.admin;

describe('System Settings (two BFF processes, real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let other: NestFastifyApplication;
  let stop: () => Promise<void>;
  let admin: SignedInAccount;
  const call = apiCaller(() => app);

  const settingsAnswer = async (res: Promise<{ statusCode: number; body: string }>) => {
    const answer = await res;
    expect({ status: answer.statusCode, body: answer.body }).toMatchObject({ status: 200 });
    return systemSettingsAnswerSchema.parse(JSON.parse(answer.body)).data.settings;
  };
  const patch = (body: unknown) => call('PATCH', '/admin/settings', admin.auth, body);
  const launchInfo = async (on: NestFastifyApplication) =>
    launchInfoSchema.parse((await on.inject({ method: 'GET', url: '/api/launch' })).json());
  const settingAudit = async (key: string) =>
    auditPageAnswerSchema.parse(
      (await call('GET', `/admin/audit?targetKind=setting&targetId=${key}`, admin.auth)).json(),
    ).data.entries;

  beforeAll(async () => {
    ({ app, other, admin, stop } = await adminOnTwoBffs('admin_settings', {
      env: { LAUNCH_AT: '2099-09-22T00:00:00+00:00' },
      lastName: 'Settings',
    }));
  });

  afterAll(async () => {
    await stop?.();
  });

  it('is for admins only: a visitor gets 401, user, trader and support 403', async () => {
    await expectAdminOnly(app, [
      { method: 'GET', url: '/admin/settings' },
      { method: 'PATCH', url: '/admin/settings', body: { 'registration.open': false } },
    ]);
    // Nothing changed on the way.
    expect((await launchInfo(app)).registrationOpen).toBe(true);
  });

  it('shows every setting with its value in force: the defaults until an admin writes one', async () => {
    expect(await settingsAnswer(call('GET', '/admin/settings', admin.auth))).toEqual({
      'site.mode': 'live',
      'site.launchAt': '2099-09-22T00:00:00.000Z', // LAUNCH_AT's instant
      'site.maintenanceBanner': '',
      'registration.open': true,
      'moderation.policy': 'new_authors',
      'moderation.bannedTerms': expect.arrayContaining(['counterfeit']),
      'catalogue.listingLifetimeDays': 90,
      'catalogue.requirementLifetimeDays': 30,
      'proposals.perRequirementCap': 20,
      'matching.sellersPerRequirement': 10,
      'matching.dailyLeadCap': 30,
      'matching.leadMinMatch': 70,
      'orders.platformFeeBps': 500,
      'storage.perAccountMb': 500,
      'listings.perShopMax': 5_000,
    });
  });

  it('refuses a bad value with a 400 naming the setting, and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [{}, '', m.settingsEmpty],
      [{ 'registration.opn': false }, 'registration.opn', m.settingUnknown('registration.opn')],
      [{ 'registration.open': 'no' }, 'registration.open', m.registrationOpenInvalid],
      [
        { 'site.maintenanceBanner': 'x'.repeat(281) },
        'site.maintenanceBanner',
        m.maintenanceBannerTooLong,
      ],
      [{ 'site.launchAt': '2001-01-01T00:00:00Z' }, 'site.launchAt', m.launchAtPast],
      [{ 'site.mode': 'open' }, 'site.mode', m.siteModeInvalid],
      [{ 'moderation.policy': 'some' }, 'moderation.policy', m.moderationPolicyInvalid],
      [
        { 'catalogue.listingLifetimeDays': 400 },
        'catalogue.listingLifetimeDays',
        m.lifetimeDaysInvalid,
      ],
      [
        { 'matching.sellersPerRequirement': 51 },
        'matching.sellersPerRequirement',
        m.sellersPerRequirementInvalid,
      ],
      [{ 'storage.perAccountMb': 5 }, 'storage.perAccountMb', m.storageQuotaInvalid],
      [{ 'listings.perShopMax': 1.5 }, 'listings.perShopMax', m.listingQuotaInvalid],
      [{ 'matching.dailyLeadCap': 0 }, 'matching.dailyLeadCap', m.dailyLeadCapInvalid],
      [{ 'matching.leadMinMatch': 34 }, 'matching.leadMinMatch', m.leadMinMatchInvalid],
      [{ 'matching.leadMinMatch': 70.5 }, 'matching.leadMinMatch', m.leadMinMatchInvalid],
      // One bad setting refuses the whole change: the good one beside it is not saved either.
      [
        { 'registration.open': false, 'catalogue.requirementLifetimeDays': 0 },
        'catalogue.requirementLifetimeDays',
        m.lifetimeDaysInvalid,
      ],
    ];
    for (const [body, path, msg] of cases) {
      const answer = await patch(body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
      const error = apiErrorSchema.parse(answer.json());
      expect(error.message).toBe(msg);
      expect(error.errors).toContainEqual({ path, msg });
    }
    expect((await launchInfo(app)).registrationOpen).toBe(true);
    expect(
      auditPageAnswerSchema.parse(
        (await call('GET', '/admin/audit?action=setting.changed', admin.auth)).json(),
      ).data.entries,
    ).toEqual([]);
  });

  it('changes take effect at once on every process, each audited with its value before and after', async () => {
    // The second process reads (and keeps) the values before the change.
    expect(await launchInfo(other)).toMatchObject({
      maintenanceBanner: null,
      registrationOpen: true,
    });

    const saved = await settingsAnswer(
      patch({
        'registration.open': false,
        'site.maintenanceBanner': '  Down for maintenance on Sunday 02:00-03:00 UTC.  ',
        'catalogue.listingLifetimeDays': 60,
        // Sent but unchanged: not written, not audited.
        'moderation.policy': 'new_authors',
      }),
    );
    expect(saved).toMatchObject({
      'registration.open': false,
      'site.maintenanceBanner': 'Down for maintenance on Sunday 02:00-03:00 UTC.',
      'catalogue.listingLifetimeDays': 60,
    });
    for (const on of [app, other])
      await eventually(async () =>
        expect(await launchInfo(on)).toMatchObject({
          maintenanceBanner: 'Down for maintenance on Sunday 02:00-03:00 UTC.',
          registrationOpen: false,
        }),
      );

    // Registration is closed, with a clear message, on the other process too.
    const register = await other.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace.closed@example.com',
        password: 'Tangerine-Lighthouse-42',
        confirmPassword: 'Tangerine-Lighthouse-42',
        intent: 'buy',
        acceptTerms: true,
      }),
    });
    expect(register.statusCode).toBe(403);
    expect(apiErrorSchema.parse(register.json()).message).toBe(
      messages.accounts.registrationClosed,
    );

    expect(await settingAudit('registration.open')).toEqual([
      expect.objectContaining({
        action: 'setting.changed',
        actor: { id: admin.id, role: 'admin', name: 'Ada Settings' },
        before: { value: true },
        after: { value: false },
      }),
    ]);
    expect((await settingAudit('catalogue.listingLifetimeDays'))[0]).toMatchObject({
      before: { value: 90 },
      after: { value: 60 },
    });
    expect(await settingAudit('moderation.policy')).toEqual([]);

    // An empty banner is none again.
    await settingsAnswer(patch({ 'site.maintenanceBanner': '', 'registration.open': true }));
    await eventually(async () =>
      expect(await launchInfo(other)).toMatchObject({
        maintenanceBanner: null,
        registrationOpen: true,
      }),
    );
  });

  it('sets the launch time, which the launch page and the scheduler of every process follow', async () => {
    const later = new Date(Date.now() + 30 * 86_400_000);
    later.setMilliseconds(0);
    await settingsAnswer(patch({ 'site.launchAt': later.toISOString() }));
    for (const on of [app, other]) {
      await eventually(async () =>
        expect((await launchInfo(on)).launchAt).toBe(later.toISOString()),
      );
      expect(await on.get(LaunchScheduler).check()).toBe('waiting');
    }
    const status = await app.inject({
      method: 'GET',
      url: '/api/admin/site',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    });
    expect(launchStatusSchema.parse(status.json()).launchAt).toBe(later.toISOString());
    expect((await settingAudit('site.launchAt'))[0]).toMatchObject({
      before: { value: '2099-09-22T00:00:00+00:00' },
      after: { value: later.toISOString() },
    });
    // Back to LAUNCH_AT's.
    await settingsAnswer(patch({ 'site.launchAt': null }));
    await eventually(async () =>
      expect((await launchInfo(other)).launchAt).toBe('2099-09-22T00:00:00+00:00'),
    );
  });

  it('changes the site mode through launch day, audited whoever does it', async () => {
    const closed = await settingsAnswer(patch({ 'site.mode': 'prelaunch' }));
    expect(closed['site.mode']).toBe('prelaunch');
    await eventually(async () => expect((await launchInfo(other)).mode).toBe('prelaunch'));
    // The operator token's way is audited too, as the operator's.
    const reopened = await app.inject({
      method: 'PUT',
      url: '/api/admin/site/mode',
      headers: {
        authorization: `Bearer ${TEST_OPERATOR_TOKEN}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ mode: 'live' }),
    });
    expect(reopened.statusCode).toBe(200);
    expect((await settingAudit('site.mode')).map((e) => [e.actor.role, e.before, e.after])).toEqual(
      [
        ['operator', { value: 'prelaunch' }, { value: 'live' }],
        ['admin', { value: 'live' }, { value: 'prelaunch' }],
      ],
    );
    // Going live started the one launch broadcast, as launch day does.
    const rows = await app
      .get(EntityManager)
      .fork()
      .execute<{ trigger: string }[]>(`select "trigger" from "broadcast"`);
    expect(rows).toEqual([{ trigger: 'admin' }]);
  });

  it('writes a setting inside the transaction of its audit entry: a failure leaves neither', async () => {
    const settings = app.get(SettingsService);
    await expect(
      app.get(Transactions).run(async () => {
        await settings.write('moderation.policy', 'everything');
        await app
          .get(AuditLog)
          .record(
            { userId: admin.id, role: 'admin' },
            'setting.changed',
            { kind: 'setting', id: 'moderation.policy' },
            { value: 'new_authors' },
            { value: 'everything' },
          );
        throw new Error('the change fails after both writes');
      }),
    ).rejects.toThrow('the change fails');
    expect(await settings.stored('moderation.policy')).toBe('new_authors');
    expect(await settingAudit('moderation.policy')).toEqual([]);
  });
});

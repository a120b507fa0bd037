import { describe, expect, it } from '@jest/globals';
import { adminMessages as m } from '../messages/admin.js';
import { auditQuerySchema } from './audit.js';
import { defaultMatchingSettings, settingLimits, systemSettingsChangeSchema } from './settings.js';
import { adminSuspendRequestSchema, adminUsersQuerySchema } from './users.js';

/** The first field error of a refused value: [path, message]. */
function refusal(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return [issue.path.join('.'), issue.message];
}

describe('systemSettingsChangeSchema', () => {
  it('takes any subset of the settings, each checked by its own schema', () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      systemSettingsChangeSchema.parse({
        'registration.open': false,
        'site.maintenanceBanner': '  Back at 02:00 UTC  ',
        'site.launchAt': later,
      }),
    ).toEqual({
      'registration.open': false,
      'site.maintenanceBanner': 'Back at 02:00 UTC',
      'site.launchAt': later,
    });
    expect(systemSettingsChangeSchema.parse({ 'site.launchAt': null })).toEqual({
      'site.launchAt': null,
    });
  });

  it('takes the matching settings at their limits', () => {
    const { sellersPerRequirement, dailyLeadCap } = settingLimits;
    for (const [sellers, leads] of [
      [sellersPerRequirement.min, dailyLeadCap.min],
      [sellersPerRequirement.max, dailyLeadCap.max],
      [defaultMatchingSettings.sellersPerRequirement, defaultMatchingSettings.dailyLeadCap],
    ])
      expect(
        systemSettingsChangeSchema.parse({
          'matching.sellersPerRequirement': sellers,
          'matching.dailyLeadCap': leads,
        }),
      ).toEqual({ 'matching.sellersPerRequirement': sellers, 'matching.dailyLeadCap': leads });
  });

  it('names the setting a person would fix', () => {
    const cases: [unknown, string, string][] = [
      [{}, '', m.settingsEmpty],
      [{ 'registration.opn': true }, 'registration.opn', m.settingUnknown('registration.opn')],
      [{ 'registration.open': 'yes' }, 'registration.open', m.registrationOpenInvalid],
      [
        { 'site.maintenanceBanner': 'x'.repeat(281) },
        'site.maintenanceBanner',
        m.maintenanceBannerTooLong,
      ],
      [{ 'site.maintenanceBanner': 5 }, 'site.maintenanceBanner', m.maintenanceBannerInvalid],
      [{ 'site.mode': 'open' }, 'site.mode', m.siteModeInvalid],
      [{ 'site.launchAt': 'next week' }, 'site.launchAt', m.launchAtInvalid],
      [{ 'site.launchAt': '2020-01-01T00:00:00Z' }, 'site.launchAt', m.launchAtPast],
      [{ 'moderation.policy': 'all' }, 'moderation.policy', m.moderationPolicyInvalid],
      [{ 'moderation.bannedTerms': [''] }, 'moderation.bannedTerms.0', m.bannedTermsInvalid],
      [
        { 'catalogue.listingLifetimeDays': 0 },
        'catalogue.listingLifetimeDays',
        m.lifetimeDaysInvalid,
      ],
      [
        { 'catalogue.requirementLifetimeDays': 1.5 },
        'catalogue.requirementLifetimeDays',
        m.lifetimeDaysInvalid,
      ],
      [
        { 'matching.sellersPerRequirement': 51 },
        'matching.sellersPerRequirement',
        m.sellersPerRequirementInvalid,
      ],
      [
        { 'matching.sellersPerRequirement': '10' },
        'matching.sellersPerRequirement',
        m.sellersPerRequirementInvalid,
      ],
      [{ 'matching.dailyLeadCap': 0 }, 'matching.dailyLeadCap', m.dailyLeadCapInvalid],
      [{ 'matching.dailyLeadCap': 2.5 }, 'matching.dailyLeadCap', m.dailyLeadCapInvalid],
    ];
    for (const [body, path, message] of cases)
      expect(refusal(systemSettingsChangeSchema.safeParse(body))).toEqual([path, message]);
  });
});

describe('the admin queries', () => {
  it('reads the users table query with its defaults and flags', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(
      adminUsersQuerySchema.parse({
        q: ' ada ',
        emailVerified: 'false',
        page: '3',
        role: 'trader',
      }),
    ).toMatchObject({ q: 'ada', emailVerified: false, page: 3, role: 'trader' });
    expect(refusal(adminUsersQuerySchema.safeParse({ pageSize: '500' }))).toEqual([
      'pageSize',
      m.pageSizeInvalid,
    ]);
    expect(refusal(adminUsersQuerySchema.safeParse({ sort: 'password' }))).toEqual([
      'sort',
      m.userSortInvalid,
    ]);
  });

  it('wants a reason for a suspension and a kind beside a target id in the audit filter', () => {
    expect(refusal(adminSuspendRequestSchema.safeParse({ reason: '   ' }))).toEqual([
      'reason',
      m.suspendReasonRequired,
    ]);
    expect(refusal(auditQuerySchema.safeParse({ targetId: 'site.mode' }))).toEqual([
      'targetKind',
      m.auditTargetNeedsKind,
    ]);
  });
});

import { z } from 'zod';
import { answerSchema } from '../api.js';
import { instantSchema } from '../instant.js';
import { adminMessages as m } from '../messages/admin.js';
import { siteModes } from '../waitlist.js';

/**
 * System settings (docs/decisions/0012-system-settings.md, docs/product/admin.md): one typed table
 * of keyed values. These schemas check a value both where an admin sends it and where the BFF reads
 * it back, so a bad row never leaks out. A field error's path is the setting's key.
 */

export const moderationPolicies = ['off', 'new_authors', 'everything'] as const;
export type ModerationPolicyName = (typeof moderationPolicies)[number];

export const settingLimits = {
  maintenanceBanner: 280,
  bannedTerms: 500,
  bannedTermLength: 60,
  lifetimeDays: { min: 1, max: 365 },
  proposalCap: { min: 1, max: 200 },
  sellersPerRequirement: { min: 1, max: 50 },
  dailyLeadCap: { min: 1, max: 500 },
  /** A match's score as people see it, in percent. */
  leadMinMatch: { min: 35, max: 95 },
  /** Hundredths of a percent: 0 to 30 %. */
  platformFeeBps: { min: 0, max: 3000 },
  storagePerAccountMb: { min: 10, max: 100_000 },
  listingsPerShop: { min: 1, max: 100_000 },
} as const;

/**
 * The defaults of the quota settings (docs/product/admin.md): room for a busy trader's
 * quotations and photos, far below what the upload rate limits would let one account pile up.
 */
export const defaultQuotaSettings = {
  /** `storage.perAccountMb`: attachments, proposal documents and photos an account uploaded. */
  storagePerAccountMb: 500,
  /** `listings.perShopMax`: listings one shop holds, in any status. */
  listingsPerShop: 5_000,
} as const;

/**
 * The defaults of the matching settings (docs/product/admin.md). Exported because the worker reads
 * the `system_setting` table directly and must fall back to the same values as the BFF.
 */
export const defaultMatchingSettings = {
  /** `matching.sellersPerRequirement`: IndiaMART caps a BuyLead at ten suppliers. */
  sellersPerRequirement: 10,
  /** `matching.dailyLeadCap`. */
  dailyLeadCap: 30,
  /**
   * `matching.leadMinMatch`: a match below this many percent is shown (the buyer's matched
   * sellers, buyer requests) but sent to nobody as a lead. Read from `npm run bench:matching`'s
   * lead-floor table on the labelled set: at 70 %, 73 % of leads are relevant (at 35 %, 15 %) and
   * 89 % of the relevant pairs still reach their seller.
   */
  leadMinMatch: 70,
} as const;

/** A whole number within a setting's limits, refused with the setting's own text. */
const wholeNumberIn = (limits: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int(message).min(limits.min, message).max(limits.max, message);

const lifetimeDays = wholeNumberIn(settingLimits.lifetimeDays, m.lifetimeDaysInvalid);

export const settingSchemas = {
  /** Before launch or open to everyone (docs/decisions/0002-site-mode-and-access-gate.md). */
  'site.mode': z.enum(siteModes, { error: m.siteModeInvalid }),
  /** When the site goes live by itself; null: LAUNCH_AT, else the next 22 September 00:00. */
  'site.launchAt': instantSchema(m.launchAtInvalid)
    .transform((text) => new Date(text).toISOString())
    .nullable(),
  /** A line shown on every page (empty: none), e.g. before planned maintenance. */
  'site.maintenanceBanner': z
    .string({ error: m.maintenanceBannerInvalid })
    .max(settingLimits.maintenanceBanner * 2, { error: m.maintenanceBannerTooLong, abort: true })
    .trim()
    .max(settingLimits.maintenanceBanner, m.maintenanceBannerTooLong),
  /** Closed: POST /api/v1/auth/register refuses new accounts. */
  'registration.open': z.boolean({ error: m.registrationOpenInvalid }),
  /** Which posts a moderator sees before they go public (docs/product/marketplace.md). */
  'moderation.policy': z.enum(moderationPolicies, { error: m.moderationPolicyInvalid }),
  /** Words that send a post to review; an empty list turns the check off. */
  'moderation.bannedTerms': z
    .array(
      z
        .string({ error: m.bannedTermsInvalid })
        .max(settingLimits.bannedTermLength * 2, { error: m.bannedTermsInvalid, abort: true })
        .trim()
        .min(1, m.bannedTermsInvalid)
        .max(settingLimits.bannedTermLength, m.bannedTermsInvalid),
      { error: m.bannedTermsInvalid },
    )
    .max(settingLimits.bannedTerms, m.bannedTermsInvalid),
  /** Days a listing stays public before it expires. */
  'catalogue.listingLifetimeDays': lifetimeDays,
  /** Days a requirement stays open before it expires. */
  'catalogue.requirementLifetimeDays': lifetimeDays,
  /** Proposals a requirement takes before it stops taking more (docs/product/live-marketplace.md). */
  'proposals.perRequirementCap': wholeNumberIn(settingLimits.proposalCap, m.proposalCapInvalid),
  /** Sellers one requirement is sent to as a lead; the rest find it under buyer requests. */
  'matching.sellersPerRequirement': wholeNumberIn(
    settingLimits.sellersPerRequirement,
    m.sellersPerRequirementInvalid,
  ),
  /** Leads one seller receives in any 24 hours at most. */
  'matching.dailyLeadCap': wholeNumberIn(settingLimits.dailyLeadCap, m.dailyLeadCapInvalid),
  /** The least match, in percent, that is sent to a seller as a lead. */
  'matching.leadMinMatch': wholeNumberIn(settingLimits.leadMinMatch, m.leadMinMatchInvalid),
  /**
   * The platform's fee on an order's released money, in hundredths of a percent (500 = 5 %),
   * fixed on each order when it is placed (docs/product/orders.md).
   */
  'orders.platformFeeBps': wholeNumberIn(settingLimits.platformFeeBps, m.platformFeeInvalid),
  /**
   * Megabytes of files one account may keep: message attachments, proposal documents and photos
   * (docs/product/admin.md, quotas).
   */
  'storage.perAccountMb': wholeNumberIn(settingLimits.storagePerAccountMb, m.storageQuotaInvalid),
  /** Listings one shop may hold, whether posted one by one or imported. */
  'listings.perShopMax': wholeNumberIn(settingLimits.listingsPerShop, m.listingQuotaInvalid),
} as const;
export type SettingKey = keyof typeof settingSchemas;
export const settingKeys = Object.keys(settingSchemas) as SettingKey[];

/** Every setting with the value in force (stored, else its default). */
export const systemSettingsSchema = z.object(settingSchemas);
export type SystemSettings = z.infer<typeof systemSettingsSchema>;
export type SettingValue<K extends SettingKey> = SystemSettings[K];

/**
 * PATCH /api/v1/admin/settings: the settings to change, any subset, each validated on its own.
 * A key that is not a setting is refused, not ignored: a typo must not look saved.
 */
export const systemSettingsChangeSchema = z
  .object(settingSchemas)
  .partial()
  .catchall(z.unknown())
  .superRefine((body, ctx) => {
    const keys = Object.keys(body);
    for (const key of keys)
      if (!(key in settingSchemas))
        ctx.addIssue({ code: 'custom', message: m.settingUnknown(key), path: [key] });
    if (keys.length === 0) ctx.addIssue({ code: 'custom', message: m.settingsEmpty, path: [] });
    const launchAt = body['site.launchAt'];
    if (typeof launchAt === 'string' && Date.parse(launchAt) <= Date.now())
      ctx.addIssue({ code: 'custom', message: m.launchAtPast, path: ['site.launchAt'] });
  });
export type SystemSettingsChange = Partial<SystemSettings>;

export const systemSettingsAnswerSchema = answerSchema(
  z.object({ settings: systemSettingsSchema }),
);
export type SystemSettingsAnswer = z.infer<typeof systemSettingsAnswerSchema>;

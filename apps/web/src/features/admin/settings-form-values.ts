import type { SettingKey, SystemSettings, SystemSettingsChange } from '@matchbazaar/contracts';

/** The System Settings form as text fields hold it. */
export interface SettingsFormValues extends Record<string, string | boolean> {
  mode: SystemSettings['site.mode'];
  launchAt: string;
  banner: string;
  registrationOpen: boolean;
  policy: SystemSettings['moderation.policy'];
  bannedTerms: string;
  listingDays: string;
  requirementDays: string;
  proposalCap: string;
  sellersPerRequirement: string;
  dailyLeadCap: string;
  leadMinMatch: string;
  /** A percentage as typed ("5", "2.5"); the setting holds hundredths of a percent. */
  platformFee: string;
  storageMb: string;
  listingsPerShop: string;
}

/** Which setting each field edits: the BFF's field errors name the setting. */
export const fieldOfSetting: Record<SettingKey, keyof SettingsFormValues> = {
  'site.mode': 'mode',
  'site.launchAt': 'launchAt',
  'site.maintenanceBanner': 'banner',
  'registration.open': 'registrationOpen',
  'moderation.policy': 'policy',
  'moderation.bannedTerms': 'bannedTerms',
  'catalogue.listingLifetimeDays': 'listingDays',
  'catalogue.requirementLifetimeDays': 'requirementDays',
  'proposals.perRequirementCap': 'proposalCap',
  'matching.sellersPerRequirement': 'sellersPerRequirement',
  'matching.dailyLeadCap': 'dailyLeadCap',
  'matching.leadMinMatch': 'leadMinMatch',
  'orders.platformFeeBps': 'platformFee',
  'storage.perAccountMb': 'storageMb',
  'listings.perShopMax': 'listingsPerShop',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local input shows it: the admin's own clock. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formOf(settings: SystemSettings): SettingsFormValues {
  return {
    mode: settings['site.mode'],
    launchAt: localInputOf(settings['site.launchAt']),
    banner: settings['site.maintenanceBanner'],
    registrationOpen: settings['registration.open'],
    policy: settings['moderation.policy'],
    bannedTerms: settings['moderation.bannedTerms'].join('\n'),
    listingDays: String(settings['catalogue.listingLifetimeDays']),
    requirementDays: String(settings['catalogue.requirementLifetimeDays']),
    proposalCap: String(settings['proposals.perRequirementCap']),
    sellersPerRequirement: String(settings['matching.sellersPerRequirement']),
    dailyLeadCap: String(settings['matching.dailyLeadCap']),
    leadMinMatch: String(settings['matching.leadMinMatch']),
    platformFee: String(settings['orders.platformFeeBps'] / 100),
    storageMb: String(settings['storage.perAccountMb']),
    listingsPerShop: String(settings['listings.perShopMax']),
  };
}

const terms = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A whole number as typed (days, a count, megabytes), or NaN (the BFF then names the field). */
const days = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** A percentage with at most two decimals as basis points, or NaN (the BFF then names the field). */
const basisPoints = (text: string) => {
  const match = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : Number.NaN;
};

/**
 * The settings the form changes, and only those: what the admin did not touch is not sent, so
 * nobody overwrites a colleague's change to another setting. Values the BFF validates.
 */
export function changeOf(settings: SystemSettings, form: SettingsFormValues): SystemSettingsChange {
  const next: Record<string, unknown> = {
    'site.mode': form.mode,
    'site.launchAt': form.launchAt ? new Date(form.launchAt).toISOString() : null,
    'site.maintenanceBanner': form.banner.trim(),
    'registration.open': form.registrationOpen,
    'moderation.policy': form.policy,
    'moderation.bannedTerms': terms(form.bannedTerms),
    'catalogue.listingLifetimeDays': days(form.listingDays),
    'catalogue.requirementLifetimeDays': days(form.requirementDays),
    'proposals.perRequirementCap': days(form.proposalCap),
    'matching.sellersPerRequirement': days(form.sellersPerRequirement),
    'matching.dailyLeadCap': days(form.dailyLeadCap),
    'matching.leadMinMatch': days(form.leadMinMatch),
    'orders.platformFeeBps': basisPoints(form.platformFee),
    'storage.perAccountMb': days(form.storageMb),
    'listings.perShopMax': days(form.listingsPerShop),
  };
  const change: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    const was = settings[key as SettingKey];
    const launchSame =
      key === 'site.launchAt' && localInputOf(was as string | null) === form.launchAt;
    if (!launchSame && JSON.stringify(was) !== JSON.stringify(value)) change[key] = value;
  }
  return change;
}

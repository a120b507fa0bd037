import {
  defaultMatchingSettings,
  defaultPlatformFeeBps,
  defaultProposalCap,
  defaultQuotaSettings,
  type SystemSettings,
} from '@matchbazaar/contracts';
import type { BffConfig } from '../config/bff-config.js';

/** Words no post may use, unless an admin's setting says otherwise. */
export const defaultBannedTerms: readonly string[] = [
  'counterfeit',
  'replica',
  'fake id',
  'cocaine',
  'heroin',
  'meth',
  'ivory',
  'rhino horn',
  'firearm',
  'explosives',
  'stolen',
];

/**
 * The value of each setting until an admin writes one (docs/decisions/0012-system-settings.md):
 * the site mode and launch time from the environment, the rest the product's defaults
 * (docs/product/marketplace.md for moderation and post lifetimes).
 */
export function settingDefaults(
  config: Pick<BffConfig, 'SITE_MODE' | 'LAUNCH_AT'>,
): SystemSettings {
  return {
    'site.mode': config.SITE_MODE,
    'site.launchAt': config.LAUNCH_AT ?? null,
    'site.maintenanceBanner': '',
    'registration.open': true,
    'moderation.policy': 'new_authors',
    'moderation.bannedTerms': [...defaultBannedTerms],
    'catalogue.listingLifetimeDays': 90,
    'catalogue.requirementLifetimeDays': 30,
    'proposals.perRequirementCap': defaultProposalCap,
    'matching.sellersPerRequirement': defaultMatchingSettings.sellersPerRequirement,
    'matching.dailyLeadCap': defaultMatchingSettings.dailyLeadCap,
    'matching.leadMinMatch': defaultMatchingSettings.leadMinMatch,
    'orders.platformFeeBps': defaultPlatformFeeBps,
    'storage.perAccountMb': defaultQuotaSettings.storagePerAccountMb,
    'listings.perShopMax': defaultQuotaSettings.listingsPerShop,
  };
}

import { describe, expect, it } from '@jest/globals';
import type { SystemSettings } from '@matchbazaar/contracts';
import { changeOf, formOf } from './settings-form-values';

const settings: SystemSettings = {
  'site.mode': 'prelaunch',
  'site.launchAt': '2027-09-22T06:30:00.000Z',
  'site.maintenanceBanner': '',
  'registration.open': true,
  'moderation.policy': 'new_authors',
  'moderation.bannedTerms': ['replica', 'counterfeit'],
  'catalogue.listingLifetimeDays': 90,
  'catalogue.requirementLifetimeDays': 30,
  'proposals.perRequirementCap': 20,
  'matching.sellersPerRequirement': 10,
  'matching.dailyLeadCap': 30,
  'matching.leadMinMatch': 70,
  'orders.platformFeeBps': 500,
  'storage.perAccountMb': 500,
  'listings.perShopMax': 5000,
};

describe('the System Settings form', () => {
  it('sends nothing when nothing changed (the launch time round-trips through the local input)', () => {
    expect(changeOf(settings, formOf(settings))).toEqual({});
  });

  it('sends only the settings changed, as the BFF takes them', () => {
    const form = {
      ...formOf(settings),
      banner: '  Maintenance tonight 22:00 to 23:00 UTC ',
      bannedTerms: 'replica\n\n counterfeit \nfake',
      listingDays: '60',
      proposalCap: '25',
      sellersPerRequirement: ' 12 ',
      registrationOpen: false,
    };
    expect(changeOf(settings, form)).toEqual({
      'site.maintenanceBanner': 'Maintenance tonight 22:00 to 23:00 UTC',
      'moderation.bannedTerms': ['replica', 'counterfeit', 'fake'],
      'catalogue.listingLifetimeDays': 60,
      'proposals.perRequirementCap': 25,
      'matching.sellersPerRequirement': 12,
      'registration.open': false,
    });
  });

  it('sends a day count that is no whole number as NaN, for the BFF to name the field', () => {
    expect(changeOf(settings, { ...formOf(settings), requirementDays: '2.5' })).toEqual({
      'catalogue.requirementLifetimeDays': Number.NaN,
    });
  });

  it('sends a lead count that is no whole number as NaN, for the BFF to name the field', () => {
    expect(changeOf(settings, { ...formOf(settings), dailyLeadCap: 'thirty' })).toEqual({
      'matching.dailyLeadCap': Number.NaN,
    });
  });

  it('sends the quotas as whole numbers', () => {
    expect(
      changeOf(settings, { ...formOf(settings), storageMb: ' 250 ', listingsPerShop: '1e3' }),
    ).toEqual({ 'storage.perAccountMb': 250, 'listings.perShopMax': Number.NaN });
  });

  it('clears the launch time to the default', () => {
    expect(changeOf(settings, { ...formOf(settings), launchAt: '' })).toEqual({
      'site.launchAt': null,
    });
  });
});

/**
 * The admin API (docs/product/admin.md): Manage Users, System Settings and the audit log. What the
 * BFF answers and the field errors of its inputs; the screens' own labels join when they land.
 */
export const adminMessages = {
  // The audit log
  auditLoaded: 'The audit log.',
  auditActorInvalid: 'Choose an account by its id.',
  auditActionInvalid: 'Choose one of the listed actions.',
  auditTargetKindInvalid:
    'Choose what the action was done to: a user, a setting, a post or a report.',
  auditTargetIdInvalid:
    'The target id is at most 100 letters, digits, dots, dashes or underscores.',
  auditTargetNeedsKind: 'Choose the kind of target as well as its id.',
  auditFromInvalid: "The 'from' date is not a valid date and time.",
  auditToInvalid: "The 'to' date is not a valid date and time.",
  auditRangeInvalid: "The 'from' date must be before the 'to' date.",
  limitInvalid: 'The page size must be a whole number from 1 to 100.',

  // Manage Users: the list and a user's page
  usersLoaded: 'Users.',
  userLoaded: 'The user and their activity.',
  userNotFound: 'That user was not found. They may have been deleted.',
  userSearchInvalid: 'Search by at most 100 characters of a name, email address or phone number.',
  roleInvalid: 'Choose a role: user, trader, support or admin.',
  userStatusInvalid: 'Choose a status: active or suspended.',
  verifiedFilterInvalid: "Choose 'true' or 'false'.",
  userSortInvalid: 'Sort by name, email, role, created or last sign-in.',
  orderInvalid: "Choose an order: 'asc' or 'desc'.",
  pageInvalid: 'The page must be a whole number from 1 to 10,000.',
  pageSizeInvalid: 'The page size must be a whole number from 1 to 100.',

  // Manage Users: actions
  roleChanged: (role: string) => `The role was changed to ${role}.`,
  roleUnchanged: 'The user already has that role.',
  suspendReasonRequired: 'Give a reason for the suspension (at most 500 characters).',
  suspended:
    "The account was suspended: its sessions were ended and its posts are hidden until it's reinstated.",
  alreadySuspended: 'This account is already suspended.',
  reinstated: 'The account was reinstated and its posts are back as they were.',
  notSuspended: 'This account is not suspended.',
  emailMarkedVerified: 'The email address was marked as verified.',
  emailAlreadyVerified: 'The email address is already verified.',
  passwordResetSent: (email: string) => `A password reset link was sent to ${email}.`,
  passwordResetTooSoon:
    'A password reset link was sent to this address recently. Please wait before sending another.',
  userDeleted: 'The account was deleted: its personal data was erased and its posts were closed.',
  notYourself: 'You cannot do this to your own account. Ask another admin.',
  lastAdmin: 'This is the last active admin. Make another account an admin first.',

  // System Settings
  settingsLoaded: 'System settings.',
  settingsSaved: 'The settings were saved.',
  settingsEmpty: 'Change at least one setting.',
  settingUnknown: (key: string) => `'${key}' is not a setting.`,
  siteModeInvalid: "Choose a site mode: 'prelaunch' or 'live'.",
  launchAtInvalid: 'The launch time must be a date and time, or empty for the default.',
  launchAtPast: 'The launch time must be in the future.',
  maintenanceBannerTooLong: 'The maintenance banner can be at most 280 characters.',
  maintenanceBannerInvalid: 'The maintenance banner must be text (empty for none).',
  registrationOpenInvalid: 'Registration is either open (true) or closed (false).',
  moderationPolicyInvalid: "Choose a moderation policy: 'off', 'new_authors' or 'everything'.",
  bannedTermsInvalid: 'Banned terms are a list of at most 500 words, each 1 to 60 characters.',
  lifetimeDaysInvalid: 'A lifetime is a whole number of days from 1 to 365.',
  proposalCapInvalid: 'Proposals per requirement is a whole number from 1 to 200.',
  sellersPerRequirementInvalid: 'Sellers notified per requirement is a whole number from 1 to 50.',
  dailyLeadCapInvalid: 'Leads per seller per day is a whole number from 1 to 500.',
  leadMinMatchInvalid: 'The least match for a lead is a whole percentage from 35 to 95.',
  platformFeeInvalid: 'The platform fee is a percentage from 0 to 30 with at most two decimals.',
  storageQuotaInvalid: 'Storage per account is a whole number of megabytes from 10 to 100,000.',
  listingQuotaInvalid: 'Listings per shop is a whole number from 1 to 100,000.',
} as const;

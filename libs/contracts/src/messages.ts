/**
 * The message catalogue: every user-visible string, the fixed ones word for word
 * (docs/product/messages.md), plus the platform's own error texts. Web, BFF and tests read them
 * from here so they agree.
 *
 * One module per section (messages/), so the web app bundles only the sections a page shows: it
 * imports the sections (`siteMessages`); the BFF, the worker and the tests read `messages`, all of
 * them in one object.
 */

import { accessGateMessages } from './messages/access-gate.js';
import { siteAccessMessages } from './messages/site-access.js';
import { subscriptionMessages } from './messages/subscription.js';
import { socialMessages } from './messages/social.js';
import { launchPageMessages } from './messages/launch-page.js';
import { contactMessages } from './messages/contact.js';
import { supportTicketsMessages } from './messages/support-tickets.js';
import { loginMessages } from './messages/login.js';
import { registerMessages } from './messages/register.js';
import { authMessages } from './messages/auth.js';
import { accountsMessages } from './messages/accounts.js';
import { profileMessages } from './messages/profile.js';
import { accountSettingsMessages } from './messages/account-settings.js';
import { accountDataMessages } from './messages/account-data.js';
import { passwordResetMessages } from './messages/password-reset.js';
import { contactVerificationMessages } from './messages/contact-verification.js';
import { emailVerificationMessages } from './messages/email-verification.js';
import { verifyPageMessages } from './messages/verify-page.js';
import { permissionMessages } from './messages/permission.js';
import { authRequiredMessages } from './messages/auth-required.js';
import { commonMessages } from './messages/common.js';
import { errorsMessages } from './messages/errors.js';
import { waitlistMessages } from './messages/waitlist.js';
import { siteMessages } from './messages/site.js';
import { homeMessages } from './messages/home.js';
import { listingsMessages } from './messages/listings.js';
import { adminDashboardMessages } from './messages/admin-dashboard.js';
import { adminMessages } from './messages/admin.js';
import { apiMessages } from './messages/api.js';
import { apiClientMessages } from './messages/api-client.js';
import { smsMessages } from './messages/sms.js';
import { catalogueMessages } from './messages/catalogue.js';
import { marketplaceMessages } from './messages/marketplace.js';
import { listingImportMessages } from './messages/listing-import.js';
import { postingMessages } from './messages/posting.js';
import { dashboardMessages } from './messages/dashboard.js';
import { adminScreensMessages } from './messages/admin-screens.js';
import { moderationMessages } from './messages/moderation.js';
import { auditLogMessages } from './messages/audit-log.js';
import { notificationsMessages } from './messages/notifications.js';
import { proposalsMessages } from './messages/proposals.js';
import { matchingMessages } from './messages/matching.js';
import { conversationsMessages } from './messages/conversations.js';
import { inboxMessages } from './messages/inbox.js';
import { savedSearchesMessages } from './messages/saved-searches.js';
import { ordersMessages } from './messages/orders.js';
import { sellerAnalyticsMessages } from './messages/seller-analytics.js';
import { reviewsMessages } from './messages/reviews.js';
import { searchAnalyticsMessages } from './messages/search-analytics.js';
import { timeMessages } from './messages/time.js';
import { pwaMessages } from './messages/pwa.js';
import { pushMessages } from './messages/push.js';
import { checkoutMessages } from './messages/checkout.js';
import { pageHeadsMessages } from './messages/page-heads.js';

export {
  accessGateMessages,
  siteAccessMessages,
  subscriptionMessages,
  socialMessages,
  launchPageMessages,
  contactMessages,
  supportTicketsMessages,
  loginMessages,
  registerMessages,
  authMessages,
  accountsMessages,
  profileMessages,
  accountSettingsMessages,
  accountDataMessages,
  passwordResetMessages,
  contactVerificationMessages,
  emailVerificationMessages,
  verifyPageMessages,
  permissionMessages,
  authRequiredMessages,
  commonMessages,
  errorsMessages,
  waitlistMessages,
  siteMessages,
  homeMessages,
  listingsMessages,
  adminDashboardMessages,
  adminMessages,
  apiMessages,
  apiClientMessages,
  smsMessages,
  catalogueMessages,
  marketplaceMessages,
  postingMessages,
  listingImportMessages,
  dashboardMessages,
  adminScreensMessages,
  moderationMessages,
  auditLogMessages,
  notificationsMessages,
  proposalsMessages,
  matchingMessages,
  conversationsMessages,
  inboxMessages,
  savedSearchesMessages,
  ordersMessages,
  sellerAnalyticsMessages,
  reviewsMessages,
  searchAnalyticsMessages,
  timeMessages,
  pwaMessages,
  pushMessages,
  checkoutMessages,
  pageHeadsMessages,
};

export const messages = {
  accessGate: accessGateMessages,
  siteAccess: siteAccessMessages,
  subscription: subscriptionMessages,
  social: socialMessages,
  launchPage: launchPageMessages,
  contact: contactMessages,
  supportTickets: supportTicketsMessages,
  login: loginMessages,
  register: registerMessages,
  auth: authMessages,
  accounts: accountsMessages,
  profile: profileMessages,
  accountSettings: accountSettingsMessages,
  accountData: accountDataMessages,
  passwordReset: passwordResetMessages,
  contactVerification: contactVerificationMessages,
  emailVerification: emailVerificationMessages,
  verifyPage: verifyPageMessages,
  permission: permissionMessages,
  authRequired: authRequiredMessages,
  common: commonMessages,
  errors: errorsMessages,
  waitlist: waitlistMessages,
  site: siteMessages,
  home: homeMessages,
  listings: listingsMessages,
  catalogue: catalogueMessages,
  marketplace: marketplaceMessages,
  listingImport: listingImportMessages,
  posting: postingMessages,
  adminDashboard: adminDashboardMessages,
  dashboard: dashboardMessages,
  adminScreens: adminScreensMessages,
  admin: adminMessages,
  moderation: moderationMessages,
  auditLog: auditLogMessages,
  notifications: notificationsMessages,
  proposals: proposalsMessages,
  matching: matchingMessages,
  conversations: conversationsMessages,
  inbox: inboxMessages,
  savedSearches: savedSearchesMessages,
  orders: ordersMessages,
  sellerAnalytics: sellerAnalyticsMessages,
  reviews: reviewsMessages,
  searchAnalytics: searchAnalyticsMessages,
  time: timeMessages,
  pwa: pwaMessages,
  push: pushMessages,
  checkout: checkoutMessages,
  pageHeads: pageHeadsMessages,
  // No `apiClient` entry: only the api client reads those texts, as `apiClientMessages`, and the
  // sections that show them (api, accounts, ...) carry them under their own names.
  api: apiMessages,
  sms: smsMessages,
} as const;

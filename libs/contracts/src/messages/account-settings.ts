import { countOf } from './count.js';

/** /settings: password change and the active sessions. */
export const accountSettingsMessages = {
  title: 'Settings',
  intro: 'Keep your account secure: change your password and see where you are signed in.',
  passwordHeading: 'Change password',
  sellingHeading: 'Selling',
  sellingIntro:
    'Open a shop and this account sells too: your orders, requirements and messages as a buyer stay as they are.',
  sellingVerifyFirst: 'Verify your email address first, then you can open a shop.',
  openShop: 'Open a shop',
  payoutsIntro:
    'Your sales are paid to your payout methods: bank accounts or UPI IDs in your name, verified before the first payout.',
  managePayoutMethods: 'Manage payout methods',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHelp: 'At least 8 characters. Avoid common or reused passwords.',
  confirmPassword: 'Confirm new password',
  changePassword: 'Change password',
  passwordChanged: 'Your password was changed. Your other devices were signed out.',
  changeFailed: 'We could not change your password. Please try again.',
  sessionsHeading: 'Active sessions',
  sessionsIntro: 'Devices signed in to your account. End any session you do not recognise.',
  thisDevice: 'This device',
  signedInAt: (when: string) => `Signed in ${when}`,
  lastUsed: (when: string) => `Last used ${when}`,
  endSession: 'End session',
  endSessionLabel: (device: string) => `End session on ${device}`,
  endOthers: 'End all other sessions',
  sessionEnded: 'The session was ended.',
  othersEnded: 'All other sessions were ended.',
  noOtherSessions: 'No other devices are signed in.',
  showOlderSessions: (count: number) => `Show ${countOf(count, 'older session')}`,
  hideOlderSessions: 'Hide older sessions',
  sessionsFailed: 'We could not load your sessions. Please try again.',
  endFailed: 'We could not end the session. Please try again.',
  retry: 'Try again',
} as const;

/**
 * "Your data" in Settings (docs/product/accounts.md): the data export and deleting the account,
 * their API answers, the download page, and the names an erased account and its shop keep.
 */
export const accountDataMessages = {
  heading: 'Your data',
  exportHeading: 'Download my data',
  exportIntro:
    'Get a copy of everything your account holds (profile, sessions, shop, listings, requirements, photos, saved listings, recent views, reports, support tickets and subscriptions) as one JSON file. We email you a link that works for 24 hours.',
  exportButton: 'Download my data',
  exportRequested: "We're preparing your data. We'll email you a link within a few minutes.",
  exportTooSoon:
    'You asked for your data less than an hour ago. Check your email for the link, or try again in an hour.',
  exportFailed: 'We could not start your data export. Please try again.',

  downloadTitle: 'Download your data',
  downloadIntro:
    'Your data is ready: one JSON file with everything your account holds. Keep it somewhere safe, it contains your personal details.',
  downloadButton: 'Download the file',
  downloading: 'Preparing the download...',
  downloaded: 'The file was downloaded.',
  downloadNotFound:
    'This download link is not valid. It may have been mistyped, or the download was removed. You can ask for a new one in Settings.',
  downloadExpired:
    'This download link has expired: links work for 24 hours. You can ask for a new one in Settings.',
  downloadFailed: 'We could not download your data. Please try again.',
  goToSettings: 'Go to Settings',

  deleteHeading: 'Delete my account',
  deleteIntro:
    'Deleting your account is permanent. You cannot undo it, and we cannot bring the account back.',
  deleteButton: 'Delete my account',
  deleteDialogTitle: 'Delete your account?',
  deleteConsequencesIntro: 'When you delete your account:',
  deleteConsequences: [
    'your name, email address, phone number, photo and shop details are erased;',
    'your published listings and requirements are closed, and your drafts are deleted;',
    'your photos, saved listings, recent views and support tickets are removed;',
    'you are signed out on every device;',
    'reports you filed are kept for our moderators, without your name.',
  ],
  deleteExportHint: 'Want a copy first? Use Download my data before you delete the account.',
  deletePasswordLabel: 'Your password',
  deletePasswordHelp: 'Enter your password to confirm that it is you.',
  deletePasswordRequired: 'Enter your password to confirm.',
  deletePasswordWrong: 'That password is not correct.',
  deleteConfirm: 'Delete my account permanently',
  deleteCancel: 'Cancel',
  deleteFailed: 'We could not delete your account. Please try again.',
  accountDeleted: 'Your account was deleted. Thank you for having been part of MatchBazaar.',
  lastAdmin:
    'You are the only administrator. Make another account an administrator before deleting this one.',
  accountNotFound: 'There is no account with that id.',

  /** What an erased account's name becomes (admins and moderators may still see it on records). */
  erasedFirstName: 'Deleted',
  erasedLastName: 'user',
  /** What the shop of an erased account is called; its listings are closed. */
  erasedShopName: 'Closed shop',
} as const;

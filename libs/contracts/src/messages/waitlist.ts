/**
 * The waitlist's double opt-in and unsubscribe: API answers and the two link pages
 * (docs/product/launch-page.md).
 */
export const waitlistMessages = {
  tooManySignups:
    'Too many sign-up attempts from your network. Please wait a minute and try again.',
  confirmed: "You're on the list! We'll let you know the moment MatchBazaar launches.",
  confirmAfterUnsubscribe:
    'You unsubscribed from our launch updates, so this link no longer signs you up. To join again, subscribe on the launch page.',
  invalidLink:
    'This link is not valid. Please open the link from your most recent MatchBazaar message, or sign up again on the launch page.',
  unsubscribed: "You're unsubscribed. You won't get any more launch updates from MatchBazaar.",
  network: 'We could not reach MatchBazaar. Check your connection and try again.',
  confirmTitle: 'Confirm your subscription',
  confirming: 'Confirming your subscription...',
  confirmedTitle: "You're on the list",
  confirmFailedTitle: 'We could not confirm your subscription',
  unsubscribeTitle: 'Unsubscribe from launch updates',
  unsubscribeText:
    'We will stop sending launch updates to the email address or phone number this link was sent to.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribing: 'Unsubscribing...',
  unsubscribedTitle: "You're unsubscribed",
  unsubscribeFailedTitle: 'We could not unsubscribe you',
  toLaunchPage: 'Go to the launch page',
  tryAgain: 'Try again',
} as const;

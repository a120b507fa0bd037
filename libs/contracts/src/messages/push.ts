/** Web Push's texts (docs/product/push-notifications.md): devices, their answers and field errors. */
export const pushMessages = {
  // Answers.
  keyLoaded: 'Push key loaded',
  subscribed: 'This device will receive push notifications',
  devicesLoaded: 'Devices loaded',
  unsubscribed: 'The device will no longer receive push notifications',
  deviceNotFound: 'Device not found',
  notConfigured: 'Push notifications are not available on this server',
  // Field errors.
  endpointInvalid: 'The push endpoint must be an https address of at most 2,000 characters',
  p256dhInvalid: "The subscription's p256dh key must be a P-256 public key in base64url",
  authInvalid: "The subscription's auth secret must be 16 bytes in base64url",
  expirationInvalid: 'The expiration time must be a time in milliseconds or null',
  idInvalid: 'Invalid device id',
  pushChoiceInvalid: 'Push must be true or false',
  quietHoursTimeInvalid: 'Quiet hours start and end as HH:MM, from 00:00 to 23:59',
  quietHoursEmpty: 'Quiet hours must start and end at different times',
  timeZoneInvalid: 'Choose a time zone from the list (such as Asia/Kolkata)',
  // What a push says when the stored notification has no text worth showing on a lock screen.
  defaultTitle: 'MatchBazaar',
  /** A push's body per category: what to do, never the message, amount or name itself. */
  categoryHint: {
    inquiries: 'A buyer asked about your listing. Open to reply.',
    messages: 'Open the conversation to read and reply.',
    proposals: 'Open the proposal to see what changed.',
    matches: 'Open to see the match.',
    alerts: 'A new listing matches your saved search.',
    orders: 'Open the order to see what happened.',
    moderation: 'Open to see the review of your post.',
    account: 'Open your account settings.',
  },
  collapsedBody: (count: number) =>
    count === 1 ? '1 more notification' : `${count} more notifications`,
} as const;

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
  // Device labels derived from the user agent ("Chrome on Android").
  deviceLabel: (browser: string, system: string) => `${browser} on ${system}`,
  unknownBrowser: 'Browser',
  unknownSystem: 'unknown device',
  // What a push says when the stored notification has no text worth showing on a lock screen.
  defaultTitle: 'MatchBazaar',
  collapsedBody: (count: number) =>
    count === 1 ? '1 more notification' : `${count} more notifications`,
} as const;

/** The installable app's texts (docs/product/installable-app.md): offline page, prompts, push on this device. */
export const pwaMessages = {
  // The offline page (apps/web/public's offline.html, written at build time).
  offlineTitle: 'You are offline',
  offlineBody:
    'MatchBazaar cannot reach the internet right now. Check your connection; your messages and posts are safe and will be here when you are back.',
  offlineRetry: 'Try again',
  // The update prompt.
  updateAvailable: 'A new version of MatchBazaar is available.',
  updateReload: 'Reload',
  updateLater: 'Later',
  // The install prompt.
  installTitle: 'Install MatchBazaar',
  installBody:
    'Add MatchBazaar to your home screen: it opens like an app, and new inquiries, leads and orders can reach you even when no tab is open.',
  installAction: 'Install',
  installDismiss: 'Not now',
  iosInstallTitle: 'Add MatchBazaar to your Home Screen',
  iosInstallSteps: [
    'Tap the Share button in Safari’s toolbar.',
    'Choose “Add to Home Screen”.',
    'Tap “Add”. MatchBazaar then opens from its icon like an app.',
  ],
  iosInstallDone: 'Got it',
  // Settings > Notifications: push on this device.
  pushTitle: 'Push notifications',
  pushIntro:
    'Push notifications reach this phone or computer within seconds, even when no MatchBazaar tab is open.',
  pushTurnOn: 'Turn on push on this device',
  pushTurningOn: 'Turning on push…',
  pushOnHere: 'Push is on for this device.',
  pushTurnOff: 'Turn off on this device',
  pushTurnedOn: 'Push notifications are on for this device.',
  pushTurnOnFailed: 'Push could not be turned on. Try again.',
  pushUnsupported:
    'This browser cannot receive push notifications. On an iPhone or iPad, add MatchBazaar to your Home Screen first and open it from there.',
  pushNoWorker:
    'Push needs the app’s service worker, which runs in the installed and production builds only.',
  pushDenied:
    'Notifications are blocked for MatchBazaar in this browser. To allow them, open the site settings (the icon left of the address) and set Notifications to Allow, then come back here.',
  pushNotConfigured: 'Push notifications are not available on this server yet.',
  pushDismissed: 'Push stays off: the browser’s question was closed without an answer.',
  devicesTitle: 'Devices that receive push',
  devicesEmpty: 'No device receives push yet.',
  devicesLoading: 'Loading devices',
  devicesFailed: 'The devices could not be loaded.',
  thisDevice: 'This device',
  addedOn: (date: string) => `Added ${date}`,
  removeDevice: 'Remove',
  removeDeviceLabel: (label: string) => `Remove ${label}`,
  deviceRemoved: 'The device will no longer receive push notifications.',
  deviceRemoveFailed: 'The device could not be removed. Try again.',
  pushColumn: 'Push',
  emailColumn: 'Email',
  pushToggleLabel: (category: string) => `Push: ${category}`,
  quietHoursTitle: 'Quiet hours',
  quietHoursIntro:
    'No push notifications during these hours; they still appear in the notification centre.',
  quietHoursOn: 'Quiet hours',
  quietHoursFrom: 'From',
  quietHoursTo: 'To',
  quietHoursTimeZone: (zone: string) => `Times in ${zone}.`,
} as const;

/**
 * /admin/dashboard (docs/product/admin.md): the launch panel and the way to the queue dashboard.
 */
export const adminDashboardMessages = {
  title: 'Admin Dashboard',
  intro: 'Run the launch and keep an eye on the queues that deliver messages.',
  launchHeading: 'Launch',
  modeLabel: 'Site mode',
  modes: { prelaunch: 'Pre-launch', live: 'Live' },
  launchTimeLabel: 'Launch time',
  launchTimeDefault: "(the default: 22 September, 00:00 in each visitor's time)",
  notStarted:
    'When the site goes live, every confirmed subscriber gets one launch email or SMS. Going live happens by itself at the launch time, or now with the button.',
  /** A live site with no broadcast recorded (it was started live): nothing to press, nothing to follow. */
  liveWithoutBroadcast: 'The site is live. There is no launch broadcast to follow.',
  goLive: 'Go live now',
  goingLive: 'Going live...',
  confirmTitle: 'Open MatchBazaar to everyone?',
  confirmText:
    'The access gate and the launch page step aside for every visitor, and the launch message goes out to every confirmed subscriber. This cannot be undone from here.',
  confirm: 'Go live',
  cancel: 'Cancel',
  broadcastHeading: 'Launch broadcast',
  broadcastStatus: { enqueuing: 'Queuing messages', enqueued: 'All messages queued' },
  done: 'Finished',
  figures: {
    total: 'Subscribers',
    queued: 'Waiting',
    sent: 'Sent',
    failed: 'Failed',
    skipped: 'Skipped (unsubscribed)',
  },
  startedAt: (when: string) => `Started ${when}`,
  progressLabel: 'Launch broadcast progress',
  loadFailed: 'We could not load the launch status.',
  goLiveFailed: 'We could not switch the site to live. Please try again.',
  retry: 'Retry',
  queuesHeading: 'Queues',
  queuesText:
    'Mail, SMS and launch jobs, with their failures and retries, are in the queue dashboard. It opens with your admin sign-in for 15 minutes at a time.',
  openQueues: 'Open the queue dashboard',
  openingQueues: 'Opening...',
  queuesFailed: 'We could not open the queue dashboard. Please try again.',
  /** The API's answer when it hands out the pass. */
  queuesPassIssued: 'The queue dashboard is open to you for the next 15 minutes.',
} as const;

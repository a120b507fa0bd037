/** The notification centre's texts (docs/product/live-marketplace.md). */
export const notificationsMessages = {
  loaded: 'Notifications loaded',
  countsLoaded: 'Notification counts loaded',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  markedSeen: 'Notifications marked as seen',
  preferencesLoaded: 'Notification preferences loaded',
  preferencesSaved: 'Notification preferences saved',
  notFound: 'Notification not found',
  idInvalid: 'Invalid notification id',
  limitInvalid: 'Limit must be a whole number from 1 to 100',
  filterInvalid: "Unread must be 'true' or 'false'",
  deliveryInvalid: "Email delivery must be 'off', 'instant' or 'digest'",
  criticalCannotBeOff: 'Account and security messages cannot be switched off',
  // The web's texts.
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
  title: 'Notifications',
  empty: 'You are all caught up',
  emptyHint: 'Inquiries, messages and proposals will show up here as they arrive.',
  markAllRead: 'Mark all as read',
  viewAll: 'View all notifications',
  unreadOnly: 'Unread only',
  loadMore: 'Load older notifications',
  offline: 'Reconnecting…',
  offlineHint: 'Live updates are paused; nothing will be missed.',
  preferencesTitle: 'Email notifications',
  preferencesHint:
    'Notifications always appear here. Choose which ones also reach you by email, at once or in one daily digest.',
  categories: {
    inquiries: 'Inquiries on your listings',
    messages: 'Messages in your conversations',
    proposals: 'Proposals and counter-offers',
    matches: 'New matches for your requests and listings',
    moderation: 'Review of your listings and requests',
    account: 'Account and security (always sent)',
  },
  deliveries: { off: 'Off', instant: 'Instant', digest: 'Daily digest' },
  digestSubject: (count: number) =>
    count === 1
      ? 'You have 1 unread notification on MatchBazaar'
      : `You have ${count} unread notifications on MatchBazaar`,
} as const;

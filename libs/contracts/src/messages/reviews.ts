/** Reviews after an order (docs/product/reviews.md). */

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string) => dayFormat.format(new Date(iso));
const stars = (count: number) => `${count} ${count === 1 ? 'star' : 'stars'}`;

export const reviewsMessages = {
  // Answers.
  written: 'Thank you: your review is saved.',
  loaded: 'Reviews loaded.',
  replied: 'Your reply is published.',
  reported: 'Thank you: our moderators will look at this review.',
  reportsLoaded: 'Reported reviews loaded.',
  hidden: 'Review hidden.',
  unhidden: 'Review shown again.',
  reportsDismissed: 'Reports dismissed: the review stays.',

  // Refusals (4xx).
  notFound: 'Review not found.',
  orderNotFound: 'Order not found.',
  notCompleted: 'You can review an order once it is completed.',
  windowClosed: 'The 14 days to review this order have ended.',
  alreadyWritten: 'You already reviewed this order. A review cannot be changed.',
  onlySubject: 'Only the person this review is about can reply to it.',
  notPublishedYet: 'You can reply once the review is published.',
  alreadyReplied: 'You already replied to this review.',
  ownReview: 'You cannot report your own review.',
  alreadyReported: 'You already reported this review.',
  alreadyHidden: 'This review is hidden already.',
  notHidden: 'This review is not hidden.',
  noOpenReports: 'This review has no open reports.',
  moderatorsOnly: 'Only moderators can do this.',
  tooManyWrites: 'You are writing reviews too quickly. Please wait a minute and try again.',
  tooManyReports: 'You have reported many reviews in the last hour. Please wait a while.',

  // Field errors.
  ratingInvalid: 'Choose from 1 to 5 stars.',
  bodyLength: 'Write your review in 1 to 2,000 characters.',
  replyLength: 'Write your reply in 1 to 1,000 characters.',
  reasonLength: 'Please give a reason (1 to 500 characters).',
  cursorInvalid: 'The page cursor is not valid.',
  limitInvalid: 'Limit must be a whole number from 1 to 50.',
  statusInvalid: "Status must be 'open' or 'resolved'.",

  // Notifications.
  notify: {
    published: (title: string) => `Your review of "${title}" is published`,
    received: (name: string, title: string) => `${name} reviewed you for "${title}"`,
    body: (rating: number) => `${stars(rating)}. Open the order to read it.`,
  },

  // The web: the order's reviews.
  orderTitle: 'Reviews',
  orderIntro:
    'After an order is completed, the buyer and the seller can review each other for 14 days.',
  yourReview: 'Your review',
  theirReview: (side: 'buyer' | 'seller') =>
    side === 'buyer' ? "The buyer's review" : "The seller's review",
  sideName: { buyer: 'the buyer', seller: 'the seller' } as Record<'buyer' | 'seller', string>,
  writeTitle: (side: 'buyer' | 'seller') =>
    side === 'buyer' ? 'Review the seller' : 'Review the buyer',
  ratingLabel: 'Your rating',
  bodyLabel: 'Your review',
  bodyHelp: 'What went well, what could be better. Up to 2,000 characters.',
  submit: 'Publish review',
  submitting: 'Saving…',
  blindRule: (other: string, windowEnd: string) =>
    `Your review stays hidden until ${other} writes theirs or the window closes on ${day(windowEnd)}.`,
  blindBefore: (other: string, windowEnd: string) =>
    `Reviews are blind: neither side sees the other's review until both have written or the window closes on ${day(windowEnd)}. ${other.charAt(0).toUpperCase()}${other.slice(1)} cannot change theirs after reading yours.`,
  theyWrote: (other: string) =>
    `${other.charAt(0).toUpperCase()}${other.slice(1)} has written their review: write yours to read it.`,
  waitingForThem: (other: string, windowEnd: string) =>
    `${other.charAt(0).toUpperCase()}${other.slice(1)} has not reviewed you yet. Their review will show here if they write one by ${day(windowEnd)}.`,
  noReviewFromThem: (other: string) =>
    `${other.charAt(0).toUpperCase()}${other.slice(1)} did not write a review.`,
  windowEnded: (windowEnd: string) => `The review window closed on ${day(windowEnd)}.`,
  notYetCompleted: 'You can review each other once the order is completed.',
  published: 'Published',
  pending: 'Hidden until published',
  hiddenByModerators: (reason: string) => `Hidden by our moderators: ${reason}`,
  reply: 'Reply',
  replyTitle: 'Reply in public',
  replyLabel: 'Your reply',
  replyHelp: 'Shown under the review. You can reply once.',
  replySubmit: 'Publish reply',
  replyFrom: (side: 'buyer' | 'seller') =>
    side === 'buyer' ? "The buyer's reply" : "The seller's reply",
  cancel: 'Cancel',
  loadFailed: 'We could not load the reviews.',
  retry: 'Try again',

  // The web: shops and listings.
  sectionTitle: 'Reviews',
  listingSectionTitle: 'Reviews of this product',
  summaryLabel: 'Rating summary',
  average: (average: number) => `${average.toFixed(1)} out of 5`,
  count: (count: number) => (count === 1 ? '1 review' : `${count.toLocaleString('en-US')} reviews`),
  bar: (starsCount: number, count: number) => `${stars(starsCount)}: ${count}`,
  starsShort: (count: number) => `${count}★`,
  ratingValue: (rating: number) => `Rated ${rating} out of 5`,
  empty: 'No reviews yet',
  emptyText: 'Reviews appear here once buyers who completed an order review the seller.',
  by: (name: string, when: string) => `${name} · ${day(when)}`,
  forListing: (title: string) => `For “${title}”`,
  more: 'Show more reviews',
  loadingMore: 'Loading…',
  report: 'Report',
  reportTitle: 'Report this review',
  reportIntro:
    'Tell our moderators what is wrong with this review: insults, personal data, spam, or not about this order. They may hide it.',
  reportLabel: 'Reason',
  reportSubmit: 'Send report',
  signInToReport: 'Sign in to report a review.',

  // The web: moderation.
  moderationTab: 'Reported reviews',
  moderationLabel: 'Reported reviews',
  moderationEmpty: 'No reported reviews',
  moderationEmptyText: 'Reviews members report appear here.',
  moderationStatuses: { open: 'Open', resolved: 'Resolved' } as Record<'open' | 'resolved', string>,
  reportCount: (count: number) => (count === 1 ? '1 report' : `${count} reports`),
  reviewOf: (author: string, subject: string, order: number) =>
    `${author} about ${subject}, order #${order}`,
  hide: 'Hide',
  unhide: 'Show again',
  dismiss: 'Keep it',
  hideTitle: 'Hide this review',
  hideIntro: 'The review leaves the shop and listing pages and no longer counts in the rating.',
  hideReasonLabel: 'Reason (the author reads it)',
  hideSubmit: 'Hide review',
  hiddenNote: (reason: string) => `Hidden: ${reason}`,
} as const;

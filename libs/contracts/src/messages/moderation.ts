import { countOf } from './count.js';
import { catalogueMessages } from './catalogue.js';

/**
 * The moderation screen, /admin/moderation (docs/product/admin.md, moderation): posts waiting for
 * review and members' reports. What the BFF answers is in catalogue.ts.
 */
export const moderationMessages = {
  title: 'Moderation',
  intro:
    'Posts waiting for review and reports from members. Approve what follows the rules; reject with a reason the author will read.',
  tabsLabel: 'What to moderate',
  postsTab: 'Posts to review',
  reportsTab: 'Reports',
  tabCount: (label: string, count: number) => `${label} (${count})`,
  retry: 'Retry',

  // Posts to review
  postsLabel: 'Posts waiting for review',
  loadFailed: 'We could not load the posts waiting for review.',
  empty: 'Nothing waiting for review',
  emptyText: 'New posts the moderation policy or the automatic checks hold back appear here.',
  moreWaiting: (shown: number, total: number) =>
    `Showing the oldest ${shown} of ${total} posts waiting. Work through these and the rest follow.`,
  kinds: { listing: 'Listing', requirement: 'Requirement' },
  byAuthor: (name: string) => `By ${name}`,
  submitted: (when: string) => `Submitted ${when}`,
  flagsLabel: 'Automatic checks',
  flags: {
    banned_terms: 'Banned words',
    contact_details: 'Contact details in the text',
  },
  approve: 'Approve',
  reject: 'Reject',
  actionFor: (action: string, title: string) => `${action}: ${title}`,
  select: (title: string) => `Select ${title}`,
  selectAll: 'Select all',
  selected: (count: number) => `${count} selected`,
  approveSelected: 'Approve selected',
  rejectSelected: 'Reject selected',
  approved: (title: string) => `Approved: ${title}`,
  rejected: (title: string) => `Rejected: ${title}`,
  bulkApproved: (done: number) => `${done} approved`,
  bulkRejected: (done: number) => `${done} rejected`,
  bulkFailed: (failed: number) => `${failed} failed`,
  failedLine: (title: string, why: string) => `${title}: ${why}`,
  closeSummary: 'Close',

  // The reject dialog
  rejectTitle: 'Reject this post?',
  rejectManyTitle: (count: number) => `Reject ${countOf(count, 'post')}?`,
  rejectText: (title: string) =>
    `"${title}" will not be published. Its author reads the reason by email and on the post.`,
  rejectManyText:
    'None of them will be published. Each author reads the same reason by email and on their post.',
  templateLabel: 'Common reason',
  reasonLabel: 'Reason the author reads',
  reasonHelp: 'Edit it to fit this post. Up to 500 characters.',
  cancel: 'Cancel',
  confirmReject: 'Reject',
  confirmRejectMany: (count: number) => `Reject ${count}`,
  /** Templates a moderator starts from; `other` starts empty. */
  reasonTemplates: {
    contact_details: {
      label: 'Contact details in the text',
      text: 'Your post shows a phone number, email address or link. Buyers and sellers reach each other through MatchBazaar: remove the contact details and submit it again.',
    },
    prohibited: {
      label: 'Prohibited item',
      text: 'This item cannot be offered or asked for on MatchBazaar under our rules on prohibited and restricted goods.',
    },
    misleading: {
      label: 'Misleading or incomplete description',
      text: 'The description is missing details buyers and sellers need, or does not match the photos. Describe it accurately and submit it again.',
    },
    duplicate: {
      label: 'Duplicate post',
      text: 'You already have a post for this. Edit the one you have instead of posting it again.',
    },
    wrong_category: {
      label: 'Wrong category',
      text: 'This post is in a category that does not fit it. Choose the right category and submit it again.',
    },
    other: { label: 'Other', text: '' },
  },

  // Reports
  reportsLabel: 'Reports from members',
  reportsLoadFailed: 'We could not load the reports.',
  reportsEmpty: {
    open: 'No open reports',
    resolved: 'No resolved reports',
    dismissed: 'No dismissed reports',
  },
  reportsEmptyText:
    'Reports members send about posts, shops and conversation messages appear here.',
  statusFilter: 'Show',
  reportStatuses: { open: 'Open', resolved: 'Resolved', dismissed: 'Dismissed' },
  targetKinds: { listing: 'Listing', requirement: 'Requirement', shop: 'Shop', message: 'Message' },
  /** Every reason a report may give, posts' and messages' alike. */
  reportReasons: {
    ...catalogueMessages.reportReasons,
    spam: 'Spam',
    harassment: 'Harassment',
  },
  /** Whose the reported thing is, by kind; links to their account page. */
  authorLabel: {
    listing: 'Seller',
    requirement: 'Buyer',
    shop: 'Seller',
    message: 'Sender',
  },
  deletedAuthor: 'a deleted account',
  targetGone: 'No longer available',
  reportedBy: (name: string) => `Reported by ${name}`,
  deletedReporter: 'a deleted account',
  reportedOn: (when: string) => `on ${when}`,
  resolve: 'Resolve',
  dismiss: 'Dismiss',
  resolveHint:
    'Resolve: you acted on it (rejected or closed the post, or suspended the account). Dismiss: nothing needed doing.',
  reportResolved: 'Report resolved.',
  reportDismissed: 'Report dismissed.',
} as const;

/**
 * The audit log screen, /admin/audit (docs/product/admin.md, audit log). The API's field errors
 * are in admin.ts; the actions in words are adminScreens' auditActions.
 */
export const auditLogMessages = {
  title: 'Audit log',
  intro:
    'Every action admins and moderators took: who, when, what to, and the record before and after. Newest first.',
  retry: 'Retry',
  loadFailed: 'We could not load the audit log.',
  empty: 'No entries yet',
  emptyText: 'Actions admins and moderators take are written here as they happen.',
  filteredEmpty: 'No entries match these filters.',
  loadMore: 'Load more',
  /** From a user's page: the log filtered to that account. */
  seeAll: 'See all in the audit log',
  tableLabel: 'Audit log entries',

  columns: { when: 'When', who: 'Who', action: 'Action', target: 'Target' },
  /** Who acted without an account (accounts' roles are adminScreens' users.roles). */
  actorRoles: { operator: 'Operator token', system: 'System' },
  noAccount: 'No account',
  deletedAccount: 'Deleted account',
  onlyThisActor: (name: string) => `Show only actions by ${name}`,
  targetKinds: {
    user: 'User',
    setting: 'Setting',
    listing: 'Listing',
    requirement: 'Requirement',
    report: 'Report',
    review: 'Review',
  },

  // Filters
  filtersLabel: 'Filter the audit log',
  actorLabel: 'Actor account id',
  actionLabel: 'Action',
  anyAction: 'Any action',
  targetKindLabel: 'Target kind',
  anyTarget: 'Any kind',
  targetIdLabel: 'Target id',
  fromLabel: 'From',
  toLabel: 'To (inclusive)',
  apply: 'Apply filters',
  clear: 'Clear filters',

  // An entry's changes
  show: 'Show changes',
  hide: 'Hide changes',
  /** The toggle's name: its visible words, then which entry. */
  showChanges: (action: string) => `Show changes: ${action}`,
  hideChanges: (action: string) => `Hide changes: ${action}`,
  changesLabel: 'Before and after',
  field: 'Field',
  before: 'Before',
  after: 'After',
  changed: 'Changed',
  none: '(none)',
  nothingRecorded: 'No fields were recorded for this action.',
} as const;

/** A list's row with a rule above it but the first: the dashboard's and admin pages' lists. */
export const ruledRow = {
  borderTop: 1,
  borderColor: 'divider',
  '&:first-of-type': { borderTop: 0 },
} as const;

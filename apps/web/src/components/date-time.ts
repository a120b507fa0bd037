/** A moment as the dashboard's lists show it: 'Nov 27, 2026, 3:05 PM' in the reader's time zone. */
export const dateTimeText = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

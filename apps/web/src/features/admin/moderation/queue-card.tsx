import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadState } from '../../../components/load-state';
import { EmptyState } from '../parts/empty-state';

/**
 * A moderation queue's card, the one shape the posts, reports and reviews tabs share: a spinner
 * or the load failure with a retry, the empty state, or the rows as a list named `label` under an
 * optional toolbar.
 */
export function QueueCard({
  label,
  query,
  failedLabel,
  retryLabel,
  empty,
  toolbar,
  children,
}: {
  label: string;
  query: Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error' | 'refetch'>;
  /** Put before the error's own words when the queue fails to load. */
  failedLabel: string;
  retryLabel: string;
  /** What the empty state says; null while the queue has rows. */
  empty: { title: string; text: string } | null;
  toolbar?: ReactNode;
  /** The rows, each a QueueRow or another list item. */
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      {query.isPending || query.isError ? (
        <Box sx={{ p: 2 }}>
          <LoadState
            label={label}
            failed={query.isError ? `${failedLabel} ${query.error?.message}` : undefined}
            retry={() => void query.refetch()}
            retryLabel={retryLabel}
          />
        </Box>
      ) : empty ? (
        <EmptyState title={empty.title} text={empty.text} />
      ) : (
        <>
          {toolbar}
          <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {children}
          </Box>
        </>
      )}
    </Paper>
  );
}

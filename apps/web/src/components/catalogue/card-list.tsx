import { marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import type { ReactNode } from 'react';
import { CardGrid, equalColumns } from '../card-grid';
import { LoadState } from '../load-state';

const t = marketplaceMessages;

/** A list of cards' columns per breakpoint: `{ xs: 1, sm: 2, md: 4 }`. */
export type Columns = { xs?: number; sm?: number; md?: number; lg?: number };

const template = (columns: Columns): ResponsiveStyleValue<string> =>
  Object.fromEntries(
    Object.entries(columns).map(([breakpoint, n]) => [breakpoint, equalColumns(n)]),
  );

/**
 * Cards from one query, in every state a person meets: loading, failed (with Try again), empty
 * (the `empty` node says what to do next), or the grid itself (an unstyled list).
 */
export function CardList<T extends { id: string }>({
  query,
  items,
  render,
  empty,
  columns = { xs: 1, sm: 2, md: 3 },
  failed = t.resultsFailed,
  strip = false,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  items: readonly T[];
  render: (item: T) => ReactNode;
  empty: ReactNode;
  columns?: Columns;
  failed?: string;
  /** On a phone, one row that scrolls sideways (a card and a peek of the next). */
  strip?: boolean;
}) {
  if (query.isPending) return <LoadState label={t.loadingResults} />;
  if (query.isError)
    return (
      <LoadState
        label={t.loadingResults}
        failed={failed}
        retry={() => void query.refetch()}
        retryLabel={t.retry}
      />
    );
  if (items.length === 0) return <>{empty}</>;
  return (
    <CardGrid
      columns={template(columns)}
      gap={{ xs: 1.5, sm: 2 }}
      sx={
        strip
          ? {
              gridTemplateColumns: { ...(template(columns) as object), xs: 'none' },
              gridAutoFlow: { xs: 'column', sm: 'row' },
              gridAutoColumns: { xs: '80%', sm: 'auto' },
              overflowX: { xs: 'auto', sm: 'visible' },
              scrollSnapType: { xs: 'x mandatory', sm: 'none' },
              pb: { xs: 1, sm: 0 },
              '& > li': { scrollSnapAlign: 'start' },
            }
          : undefined
      }
    >
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </CardGrid>
  );
}

/** What an empty list says, with the one thing to do about it. */
export function EmptyNote({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Box component="p" sx={{ color: 'text.secondary', mt: 0, mb: 2 }}>
        {text}
      </Box>
      {action}
    </Box>
  );
}

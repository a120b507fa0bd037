import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ruledRow } from '../../../components/ruled-rows';

/** A reported item's row: what was reported beside its decision buttons (under them on a phone). */
export function QueueRow({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' },
        alignItems: 'start',
        gap: 1.5,
        px: { xs: 2, sm: 2.5 },
        py: 2,
        ...ruledRow,
      }}
    >
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      {actions}
    </Box>
  );
}

/** A quoted text in a row (a review, a report's details, a reported message), kept as written. */
export const quoteSx = {
  m: 0,
  mt: 0.5,
  pl: 1.5,
  borderLeft: 3,
  borderColor: 'divider',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
} as const;

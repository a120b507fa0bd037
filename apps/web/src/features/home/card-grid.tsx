import Box from '@mui/material/Box';
import type { ResponsiveStyleValue } from '@mui/system';
import type { ReactNode } from 'react';

/** A home section's list of cards: an unstyled <ul> laid out as a responsive grid. */
export function CardGrid({
  columns,
  gap = 3,
  children,
}: {
  /** `grid-template-columns` per breakpoint, e.g. `{ xs: '1fr', md: 'repeat(3, 1fr)' }`. */
  columns: ResponsiveStyleValue<string>;
  gap?: ResponsiveStyleValue<number>;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { ResponsiveStyleValue, SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';

/** Columns of equal width, `n` per row: `repeat(n, minmax(0, 1fr))` (long words never widen one). */
export const equalColumns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

/**
 * A list of cards: an unstyled <ul> laid out as a responsive grid, its items the caller's <li>s.
 * Home's sections, the catalogue's result lists and the similar posts all sit in it.
 */
export function CardGrid({
  columns,
  gap = 2,
  sx,
  children,
}: {
  /** `grid-template-columns` per breakpoint, e.g. `{ xs: '1fr', md: equalColumns(3) }`. */
  columns: ResponsiveStyleValue<string>;
  gap?: ResponsiveStyleValue<number>;
  /** More of the grid's own style (a phone's sideways strip). */
  sx?: SystemStyleObject<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: columns,
        ...sx,
      }}
    >
      {children}
    </Box>
  );
}

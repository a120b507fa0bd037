import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A link of a panel's menu: a column's heading, an emphasised overview ("→"), or a plain page. */
export function MenuLink({
  to,
  heading = false,
  emphasis = false,
  children,
}: {
  to: string;
  heading?: boolean;
  emphasis?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component={RouterLink}
      to={to}
      role="menuitem"
      tabIndex={-1}
      sx={{
        display: 'inline-block',
        py: 0.375,
        px: 0.5,
        mx: -0.5,
        borderRadius: 1,
        color: heading || emphasis ? 'primary.main' : 'text.secondary',
        fontWeight: heading || emphasis ? 700 : 500,
        fontSize: heading ? '0.95rem' : '0.875rem',
        mb: heading ? 0.5 : 0,
        textDecoration: 'none',
        '&:hover': { color: 'primary.dark', textDecoration: 'underline' },
        '&:focus-visible': { outline: '3px solid #f97316', outlineOffset: 1 },
      }}
    >
      {children}
      {emphasis && <span aria-hidden="true"> →</span>}
    </Box>
  );
}

/** A column of a panel: its heading link, then its links, one a row. */
export interface MenuColumn {
  id: string;
  label: string;
  to: string;
  links: readonly { id: string; label: string; to: string }[];
}

/**
 * A panel's columns side by side, as many as fit at `minWidth` each: the categories of a group's
 * subgroups, or the pages of a help menu's sections. Each column is a group named by its heading.
 */
export function MenuColumns({
  columns,
  minWidth,
}: {
  columns: readonly MenuColumn[];
  minWidth: number;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}px, 1fr))`,
        gap: 3,
      }}
    >
      {columns.map((column) => (
        <Box key={column.id} role="group" aria-label={column.label}>
          <MenuLink to={column.to} heading>
            {column.label}
          </MenuLink>
          <Box component="ul" role="none" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {column.links.map((link) => (
              <li key={link.id} role="none">
                <MenuLink to={link.to}>{link.label}</MenuLink>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

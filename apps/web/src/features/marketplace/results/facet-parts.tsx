import { marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

// The pieces every facet of the filters is made of (facet-panel.tsx, price-facet.tsx).

const t = marketplaceMessages;

/** A facet's heading and its choices. */
export function FacetSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      {/* h2: the page's h1 is the only heading above the filters (no level skipped). */}
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.9rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** One choice of a facet: its name and count; pressed when it is the current filter. */
export function FacetOption({
  label,
  count,
  estimated = false,
  selected,
  onSelect,
}: {
  label: string;
  count?: number;
  /** The count is a share of the first matches applied to the total. */
  estimated?: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <Box component="li">
      <Box
        component="button"
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        sx={(theme) => ({
          all: 'unset',
          boxSizing: 'border-box',
          width: '100%',
          display: 'flex',
          justifyContent: 'space-between',
          gap: 1,
          px: 1,
          py: 0.5,
          borderRadius: 1.5,
          cursor: 'pointer',
          fontSize: '0.9rem',
          fontWeight: selected ? 700 : 400,
          color: selected ? 'primary.main' : 'text.primary',
          bgcolor: selected ? 'rgba(31,63,184,0.08)' : 'transparent',
          '&:hover': { bgcolor: 'rgba(31,63,184,0.06)' },
          '&:focus-visible': { outline: `3px solid ${theme.palette.primary.light}` },
        })}
      >
        <span>{label}</span>
        {count !== undefined && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t.facetCount(count, estimated)}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** A facet's choices, as a list without bullets. */
export function FacetList({ children }: { children: ReactNode }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
      {children}
    </Box>
  );
}

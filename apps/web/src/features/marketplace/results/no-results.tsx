import { marketplaceMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const t = marketplaceMessages;

/**
 * No results: what happened, and what to do next: clear the filters (when some are on) or the
 * page's own action (post a requirement for the words, on most lists).
 */
export function NoResults({ clear, action }: { clear?: () => void; action: ReactNode }) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 8,
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t.noResultsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t.noResultsText}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {clear && (
          <Button variant="outlined" onClick={clear}>
            {t.clearFilters}
          </Button>
        )}
        {action}
      </Box>
    </Box>
  );
}

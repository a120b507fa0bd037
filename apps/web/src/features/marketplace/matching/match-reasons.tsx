import CheckIcon from '@mui/icons-material/Check';
import type { MatchReason } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { reasonText, type ReasonReader } from './reason-text';

/** "Why this match": the reasons as a compact list, each behind a check mark. */
export function MatchReasons({
  title,
  reasons,
  reader,
}: {
  title: string;
  reasons: MatchReason[];
  reader: ReasonReader;
}) {
  const titleId = useId();
  if (reasons.length === 0) return null;
  return (
    <Box data-testid="match-reasons">
      <Typography
        id={titleId}
        component="h4"
        variant="caption"
        sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', mb: 0.5 }}
      >
        {title}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={titleId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}
      >
        {reasons.map((reason, index) => (
          <Box
            component="li"
            key={index}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, fontSize: '0.875rem' }}
          >
            <CheckIcon
              aria-hidden="true"
              sx={{ fontSize: 18, color: 'success.main', mt: '1px', flexShrink: 0 }}
            />
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {reasonText(reason, undefined, reader)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

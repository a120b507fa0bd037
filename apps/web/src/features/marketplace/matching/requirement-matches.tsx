import { matchingMessages } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../lib/session/use-session';
import { visuallyHidden } from '../../../components/visually-hidden';
import { requirementMatchesQuery } from '../api/matching-api';
import { MatchCard } from './match-card';
import { MatchesSkeleton, matchesGrid } from './matches-grid';

const t = matchingMessages;

/** Matches shown before "Show all": the best few, so the page does not run on for screens. */
export const firstMatches = 6;

/**
 * The buyer's "Matched sellers" on their requirement's page: how many sellers were told, and the
 * best matched listings with why each fits. While the engine has not run yet the section says it
 * is finding sellers and reads again every few seconds; a seller not told (over the cap) can be
 * invited.
 */
export function RequirementMatches({
  requirementId,
  open,
}: {
  requirementId: string;
  /** Only an open requirement is matched, and its sellers invited. */
  open: boolean;
}) {
  const { user } = useSession();
  const options = requirementMatchesQuery(requirementId, user?.id ?? '');
  // Only an open requirement is being matched: a closed one is not asked for again and again.
  const matches = useQuery({
    ...options,
    enabled: user !== null,
    refetchInterval: open ? options.refetchInterval : false,
  });
  // A new match announced to the buyer is read in by the app's one table (app/live-queries.tsx).

  const [showAll, setShowAll] = useState(false);
  const data = matches.data;
  return (
    <Box component="section" aria-labelledby="matched-sellers" sx={{ mt: 6 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          mb: 2,
        }}
      >
        <Typography id="matched-sellers" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {t.matchesTitle}
        </Typography>
        {data && (
          <Typography
            color="text.secondary"
            aria-live="polite"
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            data-testid="sellers-notified"
          >
            {data.matched ? (
              t.sellersNotified(data.sellersNotified)
            ) : (
              <>
                <CircularProgress size={14} aria-hidden="true" />
                {t.finding}
              </>
            )}
          </Typography>
        )}
      </Box>
      {matches.isPending ? (
        <>
          <Box component="span" role="status" sx={visuallyHidden}>
            {t.matchesLoading}
          </Box>
          <MatchesSkeleton />
        </>
      ) : matches.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void matches.refetch()}>
              {t.retry}
            </Button>
          }
        >
          {t.matchesFailed}
        </Alert>
      ) : matches.data.items.length === 0 ? (
        matches.data.matched ? (
          <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2.5, sm: 3 } }}>
            <Typography color="text.secondary">{t.matchesEmpty}</Typography>
          </Paper>
        ) : (
          <MatchesSkeleton />
        )
      ) : (
        <>
          <Box component="ul" aria-label={t.matchesListLabel} sx={matchesGrid}>
            {(showAll ? matches.data.items : matches.data.items.slice(0, firstMatches)).map(
              (match) => (
                <MatchCard
                  key={match.id}
                  match={match}
                  requirementId={requirementId}
                  mayInvite={open}
                  viewerId={user?.id ?? ''}
                />
              ),
            )}
          </Box>
          {!showAll && matches.data.items.length > firstMatches && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button variant="outlined" onClick={() => setShowAll(true)}>
                {t.showAllMatches(matches.data.items.length)}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

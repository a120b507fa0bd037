import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import { apiErrorMessage } from '@matchbazaar/api-client';
import {
  marketplaceMessages,
  matchingMessages,
  type RequirementMatch,
} from '@matchbazaar/contracts';
import { subgroupCoverPath } from '@matchbazaar/taxonomy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { listingPath } from '../../../components/catalogue/listing-result-card';
import { listingPriceText, placeText } from '../../../components/catalogue/post-money';
import { PostThumb } from '../../../components/catalogue/post-thumb';
import { useSession } from '../../../lib/session/use-session';
import { visuallyHidden } from '../../../components/visually-hidden';
import { requirementMatchesQuery, useInviteMatch } from '../api/matching-api';
import { MatchReasons } from './match-reasons';

const t = matchingMessages;

/** Matches shown before "Show all": the best few, so the page does not run on for screens. */
export const firstMatches = 6;

/** The grid the cards (and their skeletons) sit in: one column on a phone, two from tablets. */
const grid = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

function MatchCard({
  match,
  requirementId,
  viewerId,
  mayInvite,
}: {
  match: RequirementMatch;
  requirementId: string;
  viewerId: string;
  mayInvite: boolean;
}) {
  const titleId = useId();
  const { listing } = match;
  const price = listingPriceText(listing.price);
  const inviting = useInviteMatch(requirementId, viewerId);
  const busy = inviting.isPending;
  const [status, setStatus] = useState<{ severity: 'success' | 'error'; text: string } | null>(
    null,
  );

  const invite = () => {
    setStatus(null);
    inviting.mutate(match.id, {
      onSuccess: ({ message }) => setStatus({ severity: 'success', text: message || t.invited }),
      onError: (error) => setStatus({ severity: 'error', text: apiErrorMessage(error) }),
    });
  };

  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Paper
        component="article"
        variant="outlined"
        aria-labelledby={titleId}
        data-testid="requirement-match"
        sx={{
          borderRadius: 3,
          p: 2,
          display: 'grid',
          gap: 1.5,
          alignContent: 'start',
          height: '100%',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, minWidth: 0 }}>
          <PostThumb
            url={listing.image?.urls.thumb ?? subgroupCoverPath(listing.subgroupId)}
            size={{ xs: 64, sm: 80 }}
          />
          <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.25, alignContent: 'start' }}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                flexWrap: 'wrap',
                columnGap: 1,
                rowGap: 0.5,
              }}
            >
              <Typography
                id={titleId}
                component="h3"
                sx={{ fontWeight: 700, lineHeight: 1.35, flex: '1 1 12rem', minWidth: 0 }}
              >
                <Link
                  component={RouterLink}
                  to={listingPath(listing.id)}
                  underline="hover"
                  color="text.primary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {listing.title}
                </Link>
              </Typography>
              <Chip
                size="small"
                color="success"
                variant="outlined"
                label={t.score(match.score)}
                sx={{ fontWeight: 700, flexShrink: 0 }}
              />
            </Box>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
            >
              <Box
                component="span"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {listing.shop.name}
              </Box>
              {listing.shop.verified && (
                <VerifiedIcon
                  titleAccess={marketplaceMessages.verifiedSeller}
                  sx={{ fontSize: 16, color: 'primary.main' }}
                />
              )}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 800 }}>
                {price.amount}
              </Typography>
              {price.unit && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {price.unit}
                </Typography>
              )}
            </Box>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
              {placeText(listing.place)}
            </Typography>
          </Box>
        </Box>
        <MatchReasons title={t.whyMatch} reasons={match.reasons} reader="buyer" />
        {(match.notified || mayInvite) && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            {match.notified ? (
              <Chip size="small" label={t.notifiedChip} />
            ) : (
              <Button
                variant="outlined"
                size="small"
                onClick={invite}
                loading={busy}
                aria-label={t.inviteLabel(listing.shop.name)}
              >
                {t.invite}
              </Button>
            )}
          </Box>
        )}
        {status && (
          <Alert severity={status.severity} role={status.severity === 'error' ? 'alert' : 'status'}>
            {status.text}
          </Alert>
        )}
      </Paper>
    </Box>
  );
}

function MatchesSkeleton() {
  return (
    <Box component="ul" sx={grid} aria-hidden="true">
      {[0, 1].map((key) => (
        <Paper component="li" key={key} variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
          <Box sx={{ display: 'flex', gap: 1.5 }}>
            <Skeleton variant="rounded" width={80} height={80} />
            <Box sx={{ flex: 1 }}>
              <Skeleton width="80%" />
              <Skeleton width="50%" />
              <Skeleton width="35%" />
            </Box>
          </Box>
          <Skeleton width="60%" sx={{ mt: 1 }} />
          <Skeleton width="45%" />
        </Paper>
      ))}
    </Box>
  );
}

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
          <Box component="ul" aria-label={t.matchesListLabel} sx={grid}>
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

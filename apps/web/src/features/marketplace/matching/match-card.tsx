import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { matchingMessages, type RequirementMatch } from '@matchbazaar/contracts';
import { subgroupCoverPath } from '@matchbazaar/taxonomy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PriceFigure, ShopName } from '../../../components/catalogue/card-parts';
import { listingPath } from '../../../components/catalogue/listing-result-card';
import { listingPriceText, placeText } from '../../../components/catalogue/post-money';
import { PostThumb } from '../../../components/catalogue/post-thumb';
import { useInviteMatch } from '../api/matching-api';
import { MatchReasons } from './match-reasons';

const t = matchingMessages;

/**
 * A matched listing on the buyer's requirement: its photo, title, score, shop, price and place,
 * why it fits, and whether its seller was told (or Invite, while the requirement is open).
 */
export function MatchCard({
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
              <ShopName shop={listing.shop} />
            </Typography>
            <PriceFigure price={listingPriceText(listing.price)} />
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

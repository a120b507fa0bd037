import VerifiedIcon from '@mui/icons-material/Verified';
import {
  homeMessages,
  marketplaceMessages,
  matchingMessages,
  type SellerLead,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CardBadge } from '../../../components/catalogue/catalogue-card-frame';
import { listingPath } from '../../../components/catalogue/listing-result-card';
import { budgetText, placeText, quantityText } from '../../../components/catalogue/post-money';
import { requirementPath } from '../../../components/catalogue/requirement-result-card';
import { exactTime, timeAgo } from '../../../components/relative-time';
import { MatchReasons } from './match-reasons';

const t = matchingMessages;
const m = marketplaceMessages;

const dayText = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00` : iso).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One lead on the seller's dashboard: the buyer's requirement (what, how much, budget, when,
 * where, how urgent), which of the seller's listings fits it and why, and what to do about it.
 */
export function LeadCard({
  lead,
  isNew,
  busy,
  onPropose,
  onDismiss,
}: {
  lead: SellerLead;
  /** New to the seller when the page opened (marked seen since, it stays marked on this visit). */
  isNew: boolean;
  busy: boolean;
  onPropose: () => void;
  /** Not relevant; none once dismissed. */
  onDismiss: (() => void) | undefined;
}) {
  const titleId = useId();
  const { requirement } = lead;
  const budget = budgetText(requirement.budget);
  const proposed = lead.state === 'proposed';
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="seller-lead"
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
        borderColor: isNew ? 'primary.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {isNew && <Chip size="small" color="primary" label={t.newChip} />}
        <CardBadge tone={requirement.urgency}>
          {homeMessages.urgency[requirement.urgency]}
        </CardBadge>
        <Chip
          size="small"
          color="success"
          variant="outlined"
          label={t.score(lead.score)}
          sx={{ fontWeight: 700 }}
        />
        {proposed && <Chip size="small" label={t.proposedChip} />}
        <Typography
          component="time"
          variant="caption"
          color="text.secondary"
          dateTime={lead.createdAt}
          title={exactTime(lead.createdAt)}
          sx={{ ml: 'auto' }}
        >
          {t.received(timeAgo(lead.createdAt))}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          id={titleId}
          component="h3"
          sx={{ fontWeight: 700, fontSize: '1.1rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}
        >
          <Link component={RouterLink} to={requirementPath(requirement.id)} underline="hover">
            {requirement.title}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}
        >
          {t.buyerLine(requirement.buyer.displayName)}
          {requirement.buyer.verified && (
            <VerifiedIcon
              titleAccess={m.verifiedSeller}
              sx={{ fontSize: 16, color: 'primary.main' }}
            />
          )}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Fact label={m.quantityLabel}>
          {quantityText(requirement.quantity.amount, requirement.quantity.unit)}
        </Fact>
        {budget && <Fact label={m.budget}>{budget}</Fact>}
        {requirement.neededBy && (
          <Fact label={m.neededByLabel}>{dayText(requirement.neededBy)}</Fact>
        )}
        <Fact label={m.deliverTo}>{placeText(requirement.place)}</Fact>
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t.fitsListing}
        </Box>{' '}
        <Link component={RouterLink} to={listingPath(lead.listing.id)} sx={{ fontWeight: 600 }}>
          {lead.listing.title}
        </Link>
      </Typography>
      <MatchReasons title={t.whyLead} reasons={lead.reasons} reader="seller" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {proposed ? (
          <Button component={RouterLink} to={requirementPath(requirement.id)} variant="outlined">
            {t.openRequest}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="secondary"
            onClick={onPropose}
            disabled={busy || requirement.status !== 'open'}
            aria-label={t.submitProposalLabel(requirement.title)}
          >
            {homeMessages.submitProposal}
          </Button>
        )}
        {onDismiss && (
          <Button
            variant="outlined"
            color="inherit"
            onClick={onDismiss}
            loading={busy}
            aria-label={t.notRelevantLabel(requirement.title)}
          >
            {t.notRelevant}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

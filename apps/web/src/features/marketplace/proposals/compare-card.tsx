import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { marketplaceMessages, proposalsMessages, type Proposal } from '@matchbazaar/contracts';
import { proposalActionsFor } from '@matchbazaar/machines';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../../../components/catalogue/status-chip';
import type { ProposalStepCall } from '../api/proposals-api';
import { useProposalStep } from '../api/proposal-mutations';
import { AcceptProposalDialog } from './accept-proposal-dialog';
import { DocumentLinks } from './proposal-documents';
import { ProposalHistory } from './proposal-history';
import { CounterTerms, ProposalTerms } from './proposal-terms';
import { sellerName } from './proposal-text';
import { CounterDialog, DeclineDialog } from './step-dialogs';
import { ViewOrderButton } from './view-order-button';

const t = proposalsMessages;

/** One proposal in the buyer's comparison: the seller, the terms, and the buyer's actions. */
export function CompareCard({
  proposal,
  requirementId,
  goods,
}: {
  proposal: Proposal;
  requirementId: string;
  /** Goods are delivered: accepting asks for the address (docs/product/orders.md, "Checkout"). */
  goods: boolean;
}) {
  const step = useProposalStep(requirementId);
  const [dialog, setDialog] = useState<'counter' | 'decline' | 'accept' | null>(null);
  const busy = step.isPending;
  const [error, setError] = useState<string | null>(null);
  const actions = proposalActionsFor(proposal.status, 'buyer');
  const name = sellerName(proposal);
  const headingId = `proposal-${proposal.id}`;

  const quick = (call: ProposalStepCall) => {
    setError(null);
    step.mutate(
      { id: proposal.id, call },
      { onError: (failure) => setError(apiErrorMessage(failure)) },
    );
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="compare-card"
      sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Stack direction="row" sx={{ alignItems: 'start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={headingId}
            component="h3"
            sx={{
              fontWeight: 800,
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              overflowWrap: 'anywhere',
            }}
          >
            {proposal.seller.shopSlug ? (
              <Link
                component={RouterLink}
                to={`/marketplace/shop/${proposal.seller.shopSlug}`}
                color="inherit"
              >
                {name}
              </Link>
            ) : (
              name
            )}
            {proposal.seller.verified && (
              <VerifiedIcon
                titleAccess={marketplaceMessages.verifiedSeller}
                sx={{ fontSize: 18, color: 'primary.main' }}
              />
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {proposal.seller.displayName}
          </Typography>
        </Box>
        <StatusChip status={proposal.status} label={t.statuses[proposal.status]} />
      </Stack>
      <ProposalTerms proposal={proposal} withSeller />
      <Typography
        variant="body2"
        sx={{
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitLineClamp: 4,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {proposal.message}
      </Typography>
      <DocumentLinks documents={proposal.documents} />
      <CounterTerms proposal={proposal} />
      {proposal.declineReason && (
        <Alert severity="info">{t.declinedBecause(proposal.declineReason)}</Alert>
      )}
      <ViewOrderButton orderId={proposal.orderId} />
      {error && <Alert severity="error">{error}</Alert>}
      {actions.length > 0 && (
        <Stack direction="row" role="group" aria-label={name} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions.includes('accept') && (
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              onClick={() => setDialog('accept')}
            >
              {t.accept}
            </Button>
          )}
          {actions.includes('shortlist') && (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => void quick({ step: 'shortlist' })}
            >
              {t.shortlist}
            </Button>
          )}
          {actions.includes('counter') && (
            <Button variant="outlined" disabled={busy} onClick={() => setDialog('counter')}>
              {t.counter}
            </Button>
          )}
          {actions.includes('decline') && (
            <Button color="error" disabled={busy} onClick={() => setDialog('decline')}>
              {t.decline}
            </Button>
          )}
        </Stack>
      )}
      <ProposalHistory proposal={proposal} />
      {dialog === 'counter' && (
        <CounterDialog
          proposal={proposal}
          requirementId={requirementId}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'decline' && (
        <DeclineDialog
          proposalId={proposal.id}
          requirementId={requirementId}
          onClose={() => setDialog(null)}
        />
      )}
      <AcceptProposalDialog
        proposal={proposal}
        goods={goods}
        open={dialog === 'accept'}
        labelId={`${headingId}-address`}
        onClose={() => setDialog(null)}
        onAccept={(addressId) => {
          setDialog(null);
          // The terms on this card, by version: changed ones are refused, never accepted unseen.
          void quick({
            step: 'accept',
            body: { version: proposal.version, ...(addressId && { addressId }) },
          });
        }}
      />
    </Paper>
  );
}

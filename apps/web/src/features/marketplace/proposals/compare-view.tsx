import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { apiErrorMessage } from '@matchbazaar/api-client';
import {
  checkoutMessages,
  marketplaceMessages,
  proposalsMessages,
  type Proposal,
  type RequirementProposals,
} from '@matchbazaar/contracts';
import { proposalActionsFor } from '@matchbazaar/machines';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../../../components/catalogue/status-chip';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { AddressForm } from '../../../components/addresses/address-form';
import { addressesQuery } from '../../../components/addresses/addresses-api';
import { useSession } from '../../../lib/session/use-session';
import { DocumentLinks } from './proposal-documents';
import { ProposalHistory } from './proposal-history';
import { CounterTerms, ProposalTerms } from './proposal-terms';
import { sellerName } from './proposal-text';
import { CounterDialog, DeclineDialog } from './step-dialogs';
import type { ProposalStepCall } from '../api/proposals-api';
import { useProposalStep } from '../api/proposal-mutations';
import { ViewOrderButton } from './view-order-button';

const t = proposalsMessages;

/** One proposal in the buyer's comparison: the seller, the terms, and the buyer's actions. */
function CompareCard({
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
  const [addingAddress, setAddingAddress] = useState(false);
  const { user } = useSession();
  const userId = user?.id ?? '';
  const book = useQuery({
    ...addressesQuery(userId),
    enabled: goods && userId !== '' && dialog === 'accept',
  });
  const addresses = goods ? (book.data?.addresses ?? []) : [];
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
      {goods && dialog === 'accept' && book.data && addresses.length === 0 ? (
        // No saved address yet: one is added here and the acceptance follows (a goods order
        // always knows where to deliver).
        <Dialog
          open
          onClose={() => setDialog(null)}
          aria-labelledby={`${headingId}-address`}
          fullWidth
          maxWidth="sm"
        >
          <DialogTitle id={`${headingId}-address`}>{t.acceptTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 1 }}>
              {`${t.acceptText} ${checkoutMessages.checkout.acceptNoAddress}`}
            </DialogContentText>
            {addingAddress ? (
              <AddressForm
                userId={userId}
                idPrefix={`accept-address-${proposal.id}`}
                onCancel={() => setAddingAddress(false)}
                onSaved={(address) => {
                  setDialog(null);
                  void quick({
                    step: 'accept',
                    body: { version: proposal.version, addressId: address.id },
                  });
                }}
              />
            ) : (
              <Button onClick={() => setAddingAddress(true)}>
                {checkoutMessages.checkout.addAddress}
              </Button>
            )}
          </DialogContent>
          {!addingAddress && (
            <DialogActions>
              <Button onClick={() => setDialog(null)}>{checkoutMessages.addresses.cancel}</Button>
            </DialogActions>
          )}
        </Dialog>
      ) : (
        <ConfirmDialog
          open={dialog === 'accept' && (!goods || book.data !== undefined)}
          title={t.acceptTitle}
          text={
            goods ? `${t.acceptText} ${checkoutMessages.checkout.acceptDeliverTo}` : t.acceptText
          }
          confirm={t.accept}
          choices={
            addresses.length > 0
              ? addresses.map((address) => ({
                  value: address.id,
                  // Short enough for a phone: who, the street, the city and code.
                  label: [
                    address.name,
                    address.line1,
                    `${address.city} ${address.postalCode}`,
                  ].join(', '),
                }))
              : undefined
          }
          onClose={() => setDialog(null)}
          onConfirm={(addressId) => {
            setDialog(null);
            // The terms on this card, by version: changed ones are refused, never accepted unseen.
            void quick({
              step: 'accept',
              body: { version: proposal.version, ...(addressId && { addressId }) },
            });
          }}
        />
      )}
    </Paper>
  );
}

/**
 * The buyer's comparison of a requirement's proposals: side by side on a wide screen (scrolling
 * across when there are many), stacked cards on a phone.
 */
export function CompareView({ data }: { data: RequirementProposals }) {
  // Notifications and My Requirements link here with #proposals; the section loads after the page.
  useEffect(() => {
    if (window.location.hash === '#proposals')
      document.getElementById('proposals')?.scrollIntoView();
  }, []);
  return (
    <Box component="section" id="proposals" aria-labelledby="proposals-title" sx={{ mt: 6 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 2, gap: 0.5 }}
      >
        <Typography id="proposals-title" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {t.compareTitle}
        </Typography>
        <Typography color="text.secondary">{t.capLine(data.cap.taken, data.cap.limit)}</Typography>
      </Stack>
      {data.items.length === 0 ? (
        <Alert severity="info">{t.compareEmpty}</Alert>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            pb: 1,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'none' },
            gridAutoFlow: { md: 'column' },
            gridAutoColumns: { md: 'minmax(280px, 1fr)' },
            overflowX: { md: 'auto' },
            alignItems: 'start',
          }}
        >
          {data.items.map((proposal) => (
            <CompareCard
              key={proposal.id}
              proposal={proposal}
              requirementId={data.requirement.id}
              goods={data.requirement.goods}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { proposalsMessages, type Proposal } from '@matchbazaar/contracts';
import { proposalActionsFor } from '@matchbazaar/machines';
import { useState } from 'react';
import { StatusChip } from '../../../components/catalogue/status-chip';
import { ConfirmDialog } from '../../../components/forms/confirm-dialog';
import { DocumentLinks } from './proposal-documents';
import { ProposalFormDialog } from './proposal-form-dialog';
import { ProposalHistory } from './proposal-history';
import { CounterTerms, ProposalTerms } from './proposal-terms';
import type { ProposalStepCall } from '../api/proposals-api';
import { useProposalStep, useStoreProposal } from '../api/proposal-mutations';
import { ViewOrderButton } from './view-order-button';

const t = proposalsMessages;

/**
 * The seller's own proposal on the requirement's page: its status, terms, the buyer's counter-offer
 * and the history, with what the proposal machine lets the seller do now.
 */
export function SellerProposal({
  proposal,
  requirement,
}: {
  proposal: Proposal;
  requirement: { id: string; quantity: number; currency: Proposal['currency'] };
}) {
  const store = useStoreProposal(requirement.id);
  const stepping = useProposalStep(requirement.id);
  const busy = stepping.isPending;
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  // Accepting the counter places the order: asked once more, as the buyer's acceptance is.
  const [acceptingCounter, setAcceptingCounter] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = proposalActionsFor(proposal.status, 'seller');

  const step = (call: ProposalStepCall) => {
    setError(null);
    stepping.mutate(
      { id: proposal.id, call },
      { onError: (failure) => setError(apiErrorMessage(failure)) },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="your-proposal"
      data-testid="seller-proposal"
      sx={{ p: 2.5, borderRadius: 3, display: 'grid', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="your-proposal" component="h2" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
          {t.yourProposal}
        </Typography>
        <StatusChip status={proposal.status} label={t.statuses[proposal.status]} />
      </Stack>
      <ProposalTerms proposal={proposal} />
      <DocumentLinks documents={proposal.documents} />
      <CounterTerms proposal={proposal} />
      {proposal.declineReason && (
        <Alert severity="info">{t.declinedBecause(proposal.declineReason)}</Alert>
      )}
      <ViewOrderButton orderId={proposal.orderId} />
      {error && <Alert severity="error">{error}</Alert>}
      {actions.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions.includes('counter.accept') && (
            <Button variant="contained" disabled={busy} onClick={() => setAcceptingCounter(true)}>
              {t.acceptCounter}
            </Button>
          )}
          {actions.includes('counter.decline') && (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => step({ step: 'answer-counter', body: { answer: 'decline' } })}
            >
              {t.declineCounter}
            </Button>
          )}
          {actions.includes('update') && (
            <Button variant="outlined" disabled={busy} onClick={() => setEditing(true)}>
              {t.update}
            </Button>
          )}
          {actions.includes('withdraw') && (
            <Button color="error" disabled={busy} onClick={() => setWithdrawing(true)}>
              {t.withdraw}
            </Button>
          )}
        </Stack>
      )}
      <ProposalHistory proposal={proposal} />
      {editing && (
        <ProposalFormDialog
          open
          requirement={requirement}
          proposal={proposal}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            store(saved);
            setEditing(false);
          }}
        />
      )}
      <ConfirmDialog
        open={acceptingCounter}
        title={t.acceptCounter}
        text={t.acceptCounterConfirm}
        confirm={t.acceptCounter}
        onClose={() => setAcceptingCounter(false)}
        onConfirm={() => {
          setAcceptingCounter(false);
          step({ step: 'answer-counter', body: { answer: 'accept' } });
        }}
      />
      <ConfirmDialog
        open={withdrawing}
        title={t.withdraw}
        text={t.withdrawConfirm}
        confirm={t.withdraw}
        danger
        onClose={() => setWithdrawing(false)}
        onConfirm={() => {
          setWithdrawing(false);
          step({ step: 'withdraw' });
        }}
      />
    </Paper>
  );
}

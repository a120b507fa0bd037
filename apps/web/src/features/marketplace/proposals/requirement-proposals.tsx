import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { proposalsMessages, type RequirementProposals } from '@matchbazaar/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';
import { requirementProposalsQuery } from '../api/proposals-api';
import { CompareView } from './compare-view';
import { ProposalFormDialog } from './proposal-form-dialog';
import { SellerProposal } from './seller-proposal';
import { useStoreProposal } from '../api/proposal-mutations';
import { useSignInPath } from '../../../components/guards/use-sign-in-path';

const t = proposalsMessages;

/** The requirement's proposals, kept current by the app's one table of pushes (app/live-queries.tsx). */
function useRequirementProposals(requirementId: string) {
  const { user } = useSession();
  return useQuery(requirementProposalsQuery(requirementId, user?.id ?? null));
}

/** The call to action for a seller: Submit Proposal, or why they cannot. */
function ProposeCta({ data }: { data: RequirementProposals }) {
  const signInPath = useSignInPath();
  const store = useStoreProposal(data.requirement.id);
  const [open, setOpen] = useState(false);
  const state = data.propose;
  if (state === 'active' || state === 'own') return null;
  const full = state === 'full';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5, borderRadius: 3, bgcolor: 'rgba(194,65,12,0.04)', display: 'grid', gap: 1.25 }}
    >
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
        {t.formTitle}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {t.capLine(data.cap.taken, data.cap.limit)}
      </Typography>
      {state === 'signedOut' && (
        <Button component={RouterLink} to={signInPath} variant="contained" color="secondary">
          {t.signInToPropose}
        </Button>
      )}
      {state === 'allowed' && (
        <Button variant="contained" color="secondary" onClick={() => setOpen(true)}>
          {t.submitCta}
        </Button>
      )}
      {(state === 'notTrader' || state === 'noShop' || state === 'closed' || full) && (
        <Alert severity={full || state === 'closed' ? 'warning' : 'info'}>{t.whyNot[state]}</Alert>
      )}
      {state === 'noShop' && (
        <Button component={RouterLink} to="/seller/shop" variant="outlined">
          {t.openShop}
        </Button>
      )}
      {open && (
        <ProposalFormDialog
          open
          requirement={data.requirement}
          onClose={() => setOpen(false)}
          onSaved={(proposal) => {
            store(proposal);
            setOpen(false);
          }}
        />
      )}
    </Paper>
  );
}

/**
 * The requirement page's side column: for a seller, Submit Proposal (or why not) and their own
 * proposal's status; for the buyer, nothing here (the comparison sits below the page).
 */
export function ProposalAside({ requirementId }: { requirementId: string }) {
  const query = useRequirementProposals(requirementId);
  if (!query.data) return null;
  const data = query.data;
  if (data.viewer === 'buyer') return null;
  // The newest one: the active one if any, else how the last one ended.
  const mine = data.items[0];
  return (
    <>
      {mine && <SellerProposal proposal={mine} requirement={data.requirement} />}
      <ProposeCta data={data} />
    </>
  );
}

/** Below the requirement, for its buyer: the proposals compared. */
export function ProposalsCompare({ requirementId }: { requirementId: string }) {
  const query = useRequirementProposals(requirementId);
  if (query.isError)
    return (
      <Alert severity="error" sx={{ mt: 6 }}>
        {t.compareFailed}
      </Alert>
    );
  if (!query.data || query.data.viewer !== 'buyer') return null;
  return <CompareView data={query.data} />;
}

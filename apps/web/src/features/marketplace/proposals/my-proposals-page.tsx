import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import {
  proposalStatuses,
  proposalsMessages,
  type Proposal,
  type ProposalStatus,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { requirementPath } from '../../../components/catalogue/requirement-result-card';
import { StatusChip } from '../../../components/catalogue/status-chip';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame';
import { FilterChips } from '../../../components/filter-chips';
import { LoadState } from '../../../components/load-state';
import { timeAgo } from '../../../components/relative-time';
import { useSession } from '../../../lib/session/use-session';
import { myProposalsQuery } from '../api/proposals-api';
import { DocumentLinks } from './proposal-documents';
import { dayText, moneyOf } from './proposal-text';
import { ViewOrderButton } from './view-order-button';

const t = proposalsMessages;

const statusOf = (value: string | null): ProposalStatus | undefined =>
  (proposalStatuses as readonly string[]).includes(value ?? '')
    ? (value as ProposalStatus)
    : undefined;

/**
 * /dashboard/proposals: the seller's proposals on buyer requests, most recently changed first,
 * by status (kept in the address). Each says where it stands and links to its request, where the
 * seller acts on it; a counter-offer waiting for them stands out. Kept current over the live
 * connection by the app's one table of pushes (app/live-queries.tsx).
 */
export function MyProposalsPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const proposals = useQuery({ ...myProposalsQuery(userId, status), enabled: userId !== '' });

  const choose = (next: ProposalStatus | undefined) =>
    setParams(next ? { status: next } : {}, { replace: true });

  return (
    <DashboardPageFrame
      title={t.myTitle}
      intro={t.myIntro}
      actions={
        <Button component={RouterLink} to="/marketplace/buyer-requests" variant="outlined">
          {t.browseRequests}
        </Button>
      }
    >
      <FilterChips
        label={t.myFilterLabel}
        options={[
          { value: undefined, label: t.myAll },
          ...proposalStatuses.map((value) => ({ value, label: t.statuses[value] })),
        ]}
        value={status}
        onChange={choose}
        mb={2}
      />
      {proposals.isPending || proposals.isError ? (
        <LoadState
          label={t.myListLabel}
          failed={proposals.isError ? `${t.myLoadFailed} ${proposals.error.message}` : undefined}
          retry={() => void proposals.refetch()}
        />
      ) : proposals.data.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, textAlign: 'center', px: 3, py: 6 }}>
          <RequestQuoteOutlinedIcon color="action" sx={{ fontSize: 40 }} />
          <Typography component="h2" sx={{ fontWeight: 700, mt: 1 }}>
            {status ? t.myEmptyFiltered : t.myEmpty}
          </Typography>
          {!status && (
            <>
              <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 460, mx: 'auto' }}>
                {t.myEmptyHint}
              </Typography>
              <Button
                component={RouterLink}
                to="/marketplace/buyer-requests"
                variant="contained"
                sx={{ mt: 2 }}
              >
                {t.browseRequests}
              </Button>
            </>
          )}
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label={t.myListLabel}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 1.5,
          }}
        >
          {proposals.data.map((proposal) => (
            <ProposalRow key={proposal.id} proposal={proposal} />
          ))}
        </Box>
      )}
    </DashboardPageFrame>
  );
}

function ProposalRow({ proposal }: { proposal: Proposal }) {
  const money = (minor: number) => moneyOf(minor, proposal.currency);
  const waitingForMe = proposal.status === 'countered' && proposal.counter !== null;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="my-proposal"
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 1,
        minWidth: 0,
        borderColor: waitingForMe ? 'warning.main' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Link
          component={RouterLink}
          to={requirementPath(proposal.requirementId)}
          underline="hover"
          sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere', flex: '1 1 16rem' }}
        >
          {proposal.requirementTitle}
        </Link>
        <StatusChip status={proposal.status} label={t.statuses[proposal.status]} />
      </Box>
      <Typography>
        <strong>
          {t.myTerms(
            money(proposal.unitPriceMinor),
            proposal.quantity.toLocaleString('en-US'),
            money(proposal.totalMinor),
          )}
        </strong>
        {' · '}
        {t.delivery} {t.deliveryValue(proposal.deliveryDays)}
        {' · '}
        {t.validity} {dayText(proposal.validUntil)}
      </Typography>
      <DocumentLinks documents={proposal.documents} />
      {waitingForMe && (
        <Alert severity="warning">
          {t.myCounterWaiting}
          <Box sx={{ mt: 1 }}>
            <Button
              component={RouterLink}
              to={requirementPath(proposal.requirementId)}
              variant="outlined"
              color="inherit"
              size="small"
            >
              {t.openRequest}
            </Button>
          </Box>
        </Alert>
      )}
      <ViewOrderButton orderId={proposal.orderId} />
      {proposal.status === 'declined' && proposal.declineReason && (
        <Typography variant="body2" color="text.secondary">
          {t.declinedBecause(proposal.declineReason)}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        <time dateTime={proposal.updatedAt}>{t.myUpdated(timeAgo(proposal.updatedAt))}</time>
      </Typography>
    </Paper>
  );
}

import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { matchingMessages, proposalsMessages, type SellerLead } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { requirementPath } from '../../../components/catalogue/requirement-result-card';
import { visuallyHidden } from '../../../components/visually-hidden';
import {
  matchingKeys,
  sellerLeadsQuery,
  useDismissLead,
  type LeadsFilter,
} from '../api/matching-api';
import { ProposalFormDialog } from '../proposals/proposal-form-dialog';
import { LeadCard } from './lead-card';
import { useMarkLeadsSeen } from './use-mark-leads-seen';

const t = matchingMessages;

type Notice = { severity: 'success' | 'error'; text: string; requirementId?: string };

function LeadsSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} aria-hidden="true">
      {[0, 1].map((key) => (
        <Paper key={key} variant="outlined" sx={{ borderRadius: 3, p: 2.5 }}>
          <Skeleton width="30%" />
          <Skeleton width="70%" height={32} />
          <Skeleton width="40%" />
          <Skeleton width="90%" sx={{ mt: 1 }} />
          <Skeleton width="55%" />
        </Paper>
      ))}
    </Box>
  );
}

/**
 * One tab's leads (open or dismissed), a page at a time: each with Submit Proposal (the proposal
 * form) and, while open, Not relevant; what each step did is said over the list.
 */
export function LeadsList({ userId, state }: { userId: string; state: LeadsFilter }) {
  const queryClient = useQueryClient();
  const leads = useInfiniteQuery(sellerLeadsQuery(userId, state));
  const dismissing = useDismissLead(userId);
  const busyId = dismissing.isPending ? dismissing.variables.id : null;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [proposing, setProposing] = useState<SellerLead | null>(null);
  const items = leads.data?.pages.flatMap((page) => page.items) ?? [];
  const markedSeen = useMarkLeadsSeen(items);

  // mutateAsync: each dismissal says how it went, even when another was asked meanwhile.
  const dismiss = (lead: SellerLead) => {
    setNotice(null);
    dismissing.mutateAsync(lead).then(
      ({ message }) => setNotice({ severity: 'success', text: message || t.leadDismissed }),
      (error: unknown) => setNotice({ severity: 'error', text: apiErrorMessage(error) }),
    );
  };

  if (leads.isPending) {
    return (
      <>
        <Box component="span" role="status" sx={visuallyHidden}>
          {t.leadsLoading}
        </Box>
        <LeadsSkeleton />
      </>
    );
  }
  if (leads.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void leads.refetch()}>
            {t.retry}
          </Button>
        }
      >
        {t.leadsFailed}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setNotice(null)}
          action={
            notice.requirementId && (
              <Button
                component={RouterLink}
                to={requirementPath(notice.requirementId)}
                color="inherit"
                size="small"
              >
                {t.openRequest}
              </Button>
            )
          }
        >
          {notice.text}
        </Alert>
      )}
      {items.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, textAlign: 'center', px: 3, py: 6 }}>
          <AutoAwesomeOutlinedIcon color="action" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Typography sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
            {state === 'open' ? t.leadsEmpty : t.dismissedEmpty}
          </Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label={t.leadsListLabel}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, minWidth: 0 }}
        >
          {items.map((lead) => (
            <Box component="li" key={lead.id} sx={{ minWidth: 0 }}>
              <LeadCard
                lead={lead}
                isNew={lead.state === 'new' || markedSeen.has(lead.id)}
                busy={busyId === lead.id}
                onPropose={() => setProposing(lead)}
                onDismiss={state === 'open' ? () => dismiss(lead) : undefined}
              />
            </Box>
          ))}
        </Box>
      )}
      {leads.isFetchNextPageError && (
        <Alert severity="error" role="alert">
          {t.leadsFailed}
        </Alert>
      )}
      {leads.hasNextPage && (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => void leads.fetchNextPage()}
            loading={leads.isFetchingNextPage}
          >
            {t.loadMore}
          </Button>
        </Box>
      )}
      {proposing && (
        <ProposalFormDialog
          open
          requirement={{
            id: proposing.requirement.id,
            quantity: proposing.requirement.quantity.amount,
            currency: proposing.requirement.budget.currency,
          }}
          onClose={() => setProposing(null)}
          onSaved={() => {
            setNotice({
              severity: 'success',
              text: proposalsMessages.submitted,
              requirementId: proposing.requirement.id,
            });
            setProposing(null);
            void queryClient.invalidateQueries({ queryKey: matchingKeys.leadsPrefix(userId) });
          }}
        />
      )}
    </Box>
  );
}

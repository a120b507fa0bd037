import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { apiErrorMessage } from '@matchbazaar/api-client';
import {
  canAccess,
  matchingMessages,
  proposalsMessages,
  sellerAnalyticsMessages,
  type SellerLead,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame';
import { requirementPath } from '../../../components/catalogue/requirement-result-card';
import { useSession } from '../../../lib/session/use-session';
import { visuallyHidden } from '../../../components/visually-hidden';
import {
  leadAction,
  matchingKeys,
  sellerLeadsQuery,
  useDismissLead,
  type LeadsFilter,
} from '../api/matching-api';
import { ProposalFormDialog } from '../proposals/proposal-form-dialog';
import { SellerOverview } from '../seller/seller-overview';
import { LeadCard } from './lead-card';

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

function LeadsList({ userId, state }: { userId: string; state: LeadsFilter }) {
  const queryClient = useQueryClient();
  const leads = useInfiniteQuery(sellerLeadsQuery(userId, state));
  const dismissing = useDismissLead(userId);
  const busyId = dismissing.isPending ? dismissing.variables.id : null;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [proposing, setProposing] = useState<SellerLead | null>(null);
  const posted = useRef(new Set<string>());
  const items = leads.data?.pages.flatMap((page) => page.items) ?? [];
  // New leads shown are marked seen at once; on this visit they keep their "New" chip.
  const [markedSeen, setMarkedSeen] = useState<ReadonlySet<string>>(() => new Set());
  const unseen = items
    .filter((lead) => lead.state === 'new' && !markedSeen.has(lead.id))
    .map((lead) => lead.id);
  if (unseen.length > 0) setMarkedSeen(new Set([...markedSeen, ...unseen]));
  const toMark = [...markedSeen].join(',');
  useEffect(() => {
    for (const id of toMark ? toMark.split(',') : []) {
      if (posted.current.has(id)) continue;
      posted.current.add(id);
      void leadAction(id, 'seen').catch(() => undefined);
    }
  }, [toMark]);

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

/** What a buyer account sees here: leads are for sellers, and where selling starts. */
function SellersOnly() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
      <StorefrontOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 48 }} />
      <Typography variant="h5" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
        {t.sellersOnlyTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
        {t.sellersOnlyText}
      </Typography>
      <Button component={RouterLink} to="/seller/shop" variant="contained">
        {t.openShop}
      </Button>
    </Paper>
  );
}

function Leads({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const state: LeadsFilter = params.get('leads') === 'dismissed' ? 'dismissed' : 'open';
  // The Open tab's counts, read whichever tab shows (the same cache entry as its list).
  const open = useInfiniteQuery(sellerLeadsQuery(userId, 'open'));
  const counts = open.data?.pages[0]?.counts;
  // A lead pushed to this seller is read in by the app's one table of pushes (app/live-queries.tsx).

  return (
    <Box component="section" aria-labelledby="leads-title">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="leads-title" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {t.leadsTitle}
        </Typography>
        {counts && counts.new > 0 && (
          <Typography color="primary" sx={{ fontWeight: 700 }}>
            {t.newCount(counts.new)}
          </Typography>
        )}
      </Box>
      <Tabs
        value={state}
        aria-label={t.leadsTabsLabel}
        onChange={(_, next: LeadsFilter) =>
          setParams(next === 'dismissed' ? { leads: 'dismissed' } : {}, { replace: true })
        }
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        <Tab
          value="open"
          label={counts ? t.openCount(counts.open) : t.openTab}
          id="leads-tab-open"
          aria-controls="leads-panel"
        />
        <Tab
          value="dismissed"
          label={t.dismissedTab}
          id="leads-tab-dismissed"
          aria-controls="leads-panel"
        />
      </Tabs>
      <Box role="tabpanel" id="leads-panel" aria-labelledby={`leads-tab-${state}`}>
        <LeadsList key={state} userId={userId} state={state} />
      </Box>
    </Box>
  );
}

/**
 * /seller: the seller's dashboard (docs/product/dashboard.md): the shop's figures, to-do list and
 * quick links (docs/product/seller-analytics.md), then its Leads: buyers'
 * requirements the matching engine found for the seller's listings, newest first, with why each
 * fits; Submit Proposal or Not relevant on each. New leads are marked, and marked seen once
 * shown; a lead pushed while the page is open appears without a reload.
 */
export function SellerDashboardPage() {
  const { user } = useSession();
  const seller = user !== null && canAccess(user.role, ['trader']);
  return (
    <DashboardPageFrame
      title={t.sellerDashboardTitle}
      intro={seller ? sellerAnalyticsMessages.dashboardIntro : t.sellerDashboardIntro}
      actions={
        seller && (
          <Button component={RouterLink} to="/marketplace/buyer-requests" variant="outlined">
            {proposalsMessages.browseRequests}
          </Button>
        )
      }
    >
      {user && seller ? (
        <>
          <SellerOverview userId={user.id} />
          <Leads userId={user.id} />
        </>
      ) : (
        <SellersOnly />
      )}
    </DashboardPageFrame>
  );
}

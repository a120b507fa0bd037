import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import {
  sellerAnalyticsMessages,
  type SellerFigures,
  type SellerOverview as Overview,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '../../../components/listings/format-price';
import { SectionCard } from '../../../components/section-card';
import { visuallyHidden } from '../../../components/visually-hidden';
import { sellerOverviewQuery } from '../api/seller-analytics-api';

const t = sellerAnalyticsMessages;
type Period = keyof Overview['periods'];
const periods: Period[] = ['today', 'last7', 'last30'];
const count = new Intl.NumberFormat('en-US');

/** One figure: its label above, the number large. */
export function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3, minWidth: 0, bgcolor: 'background.paper' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{ fontWeight: 800, fontSize: { xs: 22, sm: 28 }, lineHeight: 1.25, mt: 0.5 }}
        data-figure={label}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** Revenue in each currency sold in, one line each (never summed across currencies). */
export function revenueText(revenue: SellerFigures['revenue']): string {
  return revenue.map((each) => formatPrice(each)).join(' · ');
}

function FiguresGrid({ figures }: { figures: SellerFigures }) {
  const f = t.figures;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      <Figure label={f.views} value={count.format(figures.views)} hint={f.viewsHint} />
      <Figure label={f.inquiries} value={count.format(figures.inquiries)} />
      <Figure label={f.proposals} value={count.format(figures.proposals)} />
      <Figure label={f.orders} value={count.format(figures.orders)} />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
        <Figure
          label={f.revenue}
          value={figures.revenue.length ? revenueText(figures.revenue) : '—'}
          {...(figures.revenue.length === 0 && { hint: t.noRevenue })}
        />
      </Box>
    </Box>
  );
}

function TaskList({ tasks }: { tasks: Overview['tasks'] }) {
  const items = [
    { n: tasks.inquiriesToAnswer, text: t.tasks.inquiries, to: '/seller/orders-inquiries' },
    { n: tasks.ordersToAccept, text: t.tasks.accept, to: '/seller/orders-inquiries' },
    { n: tasks.ordersToShip, text: t.tasks.ship, to: '/seller/orders-inquiries' },
    { n: tasks.newLeads, text: t.tasks.leads, to: '#leads-title' },
  ].filter((item) => item.n > 0);
  return (
    <SectionCard title={t.todoTitle}>
      {items.length === 0 ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1 }}>
          <AssignmentTurnedInOutlinedIcon color="success" aria-hidden="true" />
          <Typography color="text.secondary">{t.todoEmpty}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
          {items.map((item) => (
            <li key={item.text(item.n)}>
              <Button
                component={item.to.startsWith('#') ? 'a' : RouterLink}
                {...(item.to.startsWith('#') ? { href: item.to } : { to: item.to })}
                fullWidth
                endIcon={<ChevronRightIcon />}
                sx={{ justifyContent: 'space-between', textAlign: 'left', py: 1, fontWeight: 600 }}
              >
                <Box component="span" sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }}>
                  <Chip label={item.n} color="primary" size="small" sx={{ fontWeight: 800 }} />
                  {item.text(item.n)}
                </Box>
              </Button>
            </li>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function Response({ response }: { response: Overview['response'] }) {
  const known = response.rate !== null || response.minutes !== null;
  return (
    <SectionCard title={t.responseTitle}>
      {known ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
          <Figure
            label={t.responseRate}
            value={response.rate === null ? '—' : t.percent(response.rate)}
          />
          <Figure
            label={t.responseTime}
            value={response.minutes === null ? '—' : t.minutes(response.minutes)}
          />
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t.responseNone}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ mt: 1 }}>
        {t.responseHint}
      </Typography>
    </SectionCard>
  );
}

function QuickLinks() {
  const q = t.quickLinks;
  const links = [
    { label: q.newListing, to: '/seller/post-listing', icon: <AddCircleOutlineIcon /> },
    { label: q.listings, to: '/seller/my-listings', icon: <Inventory2OutlinedIcon /> },
    { label: q.inquiries, to: '/seller/orders-inquiries', icon: <ForumOutlinedIcon /> },
    { label: q.analytics, to: '/seller/analytics', icon: <InsightsOutlinedIcon /> },
    { label: q.shop, to: '/seller/shop', icon: <StorefrontOutlinedIcon /> },
    { label: q.requests, to: '/marketplace/buyer-requests', icon: <ManageSearchOutlinedIcon /> },
  ];
  return (
    <SectionCard title={t.quickLinksTitle}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Button
              component={RouterLink}
              to={link.to}
              fullWidth
              startIcon={link.icon}
              endIcon={<ChevronRightIcon />}
              sx={{
                justifyContent: 'flex-start',
                textAlign: 'left',
                py: 0.75,
                fontWeight: 600,
                '& .MuiButton-endIcon': { ml: 'auto' },
              }}
            >
              {link.label}
            </Button>
          </li>
        ))}
      </Box>
    </SectionCard>
  );
}

function OverviewSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 1.5 }}>
      <Skeleton variant="rounded" height={40} width={280} />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
        }}
      >
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} variant="rounded" height={96} />
        ))}
      </Box>
    </Box>
  );
}

/** A new seller's first step, in place of figures that are all zeros. */
function FirstListing() {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 4 },
        borderRadius: 3,
        display: 'flex',
        gap: 2.5,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
      }}
    >
      <InsightsOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Box sx={{ flex: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 800 }}>
          {t.emptyTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t.emptyText}
        </Typography>
      </Box>
      <Button component={RouterLink} to="/seller/post-listing" variant="contained">
        {t.quickLinks.newListing}
      </Button>
    </Paper>
  );
}

/**
 * The top of /seller (docs/product/seller-analytics.md): the shop's figures for today, 7 and 30
 * days, how quickly it answers, what waits for the seller, and quick links.
 */
export function SellerOverview({ userId }: { userId: string }) {
  const overview = useQuery(sellerOverviewQuery(userId));
  const [period, setPeriod] = useState<Period>('last7');

  let figures;
  if (overview.isPending) {
    figures = (
      <>
        <Box component="span" role="status" sx={visuallyHidden}>
          {t.statsLoading}
        </Box>
        <OverviewSkeleton />
      </>
    );
  } else if (overview.isError) {
    figures = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={() => void overview.refetch()}>
            {t.retry}
          </Button>
        }
      >
        {t.statsFailed}
      </Alert>
    );
  } else if (overview.data.listings === 0) {
    figures = <FirstListing />;
  } else {
    figures = (
      <>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            flexWrap: 'wrap',
            mb: 1.5,
          }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={period}
            aria-label={t.periodsLabel}
            onChange={(_, next: Period | null) => next && setPeriod(next)}
          >
            {periods.map((each) => (
              <ToggleButton key={each} value={each} sx={{ px: 1.75, fontWeight: 700 }}>
                {t.periods[each]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button
            component={RouterLink}
            to="/seller/analytics"
            size="small"
            endIcon={<ChevronRightIcon />}
          >
            {t.quickLinks.analytics}
          </Button>
        </Box>
        <FiguresGrid figures={overview.data.periods[period]} />
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="stats-title" sx={{ display: 'grid', gap: 2, mb: 4 }}>
      <Typography id="stats-title" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
        {t.statsTitle}
      </Typography>
      <Box>{figures}</Box>
      {overview.data && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <TaskList tasks={overview.data.tasks} />
          <Response response={overview.data.response} />
          <QuickLinks />
        </Box>
      )}
    </Box>
  );
}

import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import {
  canAccess,
  dayOf,
  sellerAnalyticsMessages,
  type Currency,
  type SellerAnalytics,
} from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame';
import { DayRangeBar } from '../../../components/day-range-bar';
import { FiguresBody } from '../../../components/figures-body';
import { useFiguresDownload } from '../../../components/figures-download';
import { formatPrice } from '../../../components/listings/format-price';
import { SectionCard } from '../../../components/section-card';
import { useSession } from '../../../lib/session/use-session';
import {
  downloadAnalyticsCsv,
  sellerAnalyticsQuery,
  type DayRange,
} from '../api/seller-analytics-api';
import {
  bucketSizeFor,
  bucketsOf,
  presetDays,
  rangeFromParams,
  type Bucket,
} from './analytics-buckets';
import { Figure, revenueText } from './seller-overview';

const t = sellerAnalyticsMessages;
const count = new Intl.NumberFormat('en-US');
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** A bucket's label on an axis: its day, or its month for monthly buckets. */
function labelOf(bucket: Bucket, size: 'day' | 'week' | 'month'): string {
  return size === 'month'
    ? monthYear.format(utc(bucket.start))
    : shortDay.format(utc(bucket.start));
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title}>
      <Box sx={{ width: '100%', minWidth: 0, height: { xs: 240, sm: 280 } }}>{children}</Box>
    </SectionCard>
  );
}

function Charts({ data }: { data: SellerAnalytics }) {
  const size = bucketSizeFor(data.series.length);
  const buckets = bucketsOf(data.series, size);
  const labels = buckets.map((bucket) => labelOf(bucket, size));
  const margin = { left: 8, right: 16, top: 16, bottom: 8 };
  // Counts are whole: ticks step by one at least, and an all-zero range still has an axis to 1.
  const countAxis = (values: number[]) => ({
    width: 44,
    min: 0,
    tickMinStep: 1,
    ...(Math.max(0, ...values) === 0 && { max: 1 }),
  });
  const marks = buckets.length <= 14;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ChartCard title={t.overTimeTitle}>
        <LineChart
          margin={margin}
          xAxis={[{ scaleType: 'point', data: labels }]}
          yAxis={[countAxis(buckets.flatMap((b) => [b.views, b.inquiries]))]}
          series={[
            {
              data: buckets.map((b) => b.views),
              label: t.figures.views,
              area: true,
              showMark: marks,
            },
            { data: buckets.map((b) => b.inquiries), label: t.figures.inquiries, showMark: marks },
          ]}
          sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.18 } }}
          grid={{ horizontal: true }}
        />
      </ChartCard>
      <ChartCard title={t.ordersTitle}>
        <BarChart
          margin={margin}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[countAxis(buckets.map((b) => b.orders))]}
          series={[{ data: buckets.map((b) => b.orders), label: t.figures.orders }]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </ChartCard>
      {data.currencies.map((currency: Currency) => (
        <ChartCard key={currency} title={t.revenueTitle(currency)}>
          <BarChart
            margin={margin}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[
              {
                width: 64,
                valueFormatter: (value: number) =>
                  formatPrice({ amountMinor: Math.round(value), currency }),
              },
            ]}
            series={[
              {
                data: buckets.map((b) => b.revenue[currency] ?? 0),
                label: t.revenueTitle(currency),
                valueFormatter: (value) =>
                  formatPrice({ amountMinor: Math.round(value ?? 0), currency }),
                color: '#2e7d32',
              },
            ]}
            grid={{ horizontal: true }}
            hideLegend
          />
        </ChartCard>
      ))}
    </Box>
  );
}

function Funnel({ funnel }: { funnel: SellerAnalytics['funnel'] }) {
  const steps = [
    { label: t.funnelSteps.views, value: funnel.views, rate: null },
    { label: t.funnelSteps.inquiries, value: funnel.inquiries, rate: funnel.inquiryRate },
    { label: t.funnelSteps.orders, value: funnel.orders, rate: funnel.orderRate },
  ];
  const top = Math.max(1, ...steps.map((step) => step.value));
  return (
    <SectionCard title={t.funnelTitle}>
      {funnel.views === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t.funnelNone}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {steps.map((step) => (
          <Box component="li" key={step.label}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
              <Typography sx={{ fontWeight: 700 }}>{step.label}</Typography>
              <Typography sx={{ fontWeight: 800 }}>
                {count.format(step.value)}
                {step.rate !== null && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ ml: 1 }}
                  >
                    {t.funnelRate(step.rate)}
                  </Typography>
                )}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={(step.value / top) * 100}
              aria-label={step.label}
              sx={{ height: 12, borderRadius: 6 }}
            />
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}

function TopListings({ rows }: { rows: SellerAnalytics['topListings'] }) {
  const c = t.columns;
  return (
    <SectionCard title={t.topListingsTitle}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t.topListingsEmpty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t.topListingsTitle}>
            <TableHead>
              <TableRow>
                <TableCell>{c.listing}</TableCell>
                <TableCell align="right">{c.views}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {c.inquiries}
                </TableCell>
                <TableCell align="right">{c.orders}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ width: '60%', maxWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={`/marketplace/listing/${row.id}`}
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                        overflowWrap: 'anywhere',
                        fontWeight: 600,
                      }}
                    >
                      {row.title}
                    </Link>
                    <Typography variant="caption" color="text.secondary">
                      {displayName(row.category)}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{count.format(row.views)}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {count.format(row.inquiries)}
                  </TableCell>
                  <TableCell align="right">{count.format(row.orders)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}

function Categories({ rows }: { rows: SellerAnalytics['categories'] }) {
  const top = Math.max(1, ...rows.map((row) => row.views));
  return (
    <SectionCard title={t.categoriesTitle}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t.categoriesEmpty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
          {rows.map((row) => (
            <Box component="li" key={row.category}>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  columnGap: 1,
                  flexWrap: 'wrap',
                }}
              >
                <Typography sx={{ fontWeight: 600, minWidth: 0 }}>
                  {displayName(row.category)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {t.countsLine(row.views, row.inquiries, row.orders)}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                color="secondary"
                value={(row.views / top) * 100}
                aria-label={displayName(row.category)}
                sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
              />
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function Totals({ data }: { data: SellerAnalytics }) {
  const f = t.figures;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      <Figure label={f.views} value={count.format(data.totals.views)} />
      <Figure label={f.inquiries} value={count.format(data.totals.inquiries)} />
      <Figure label={f.proposals} value={count.format(data.totals.proposals)} />
      <Figure label={f.orders} value={count.format(data.totals.orders)} />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
        <Figure
          label={f.revenue}
          value={data.totals.revenue.length ? revenueText(data.totals.revenue) : '—'}
          {...(data.totals.revenue.length === 0 && { hint: t.noRevenue })}
        />
      </Box>
    </Box>
  );
}

function AnalyticsSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 2 }}>
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
      <Skeleton variant="rounded" height={300} />
    </Box>
  );
}

function Analytics({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const today = dayOf(new Date());
  const range = rangeFromParams(params.get('from'), params.get('to'), today);
  const analytics = useQuery(sellerAnalyticsQuery(userId, range));
  const setRange = (next: DayRange) =>
    setParams({ from: next.from, to: next.to }, { replace: true });

  const csv = useFiguresDownload(() => downloadAnalyticsCsv(range));
  const body = (
    <FiguresBody
      query={analytics}
      loadingLabel={t.analyticsLoading}
      skeleton={<AnalyticsSkeleton />}
      failedText={t.analyticsFailed}
      retryLabel={t.retry}
    >
      {(data) => {
        const quiet =
          data.totals.views + data.totals.inquiries + data.totals.orders + data.totals.proposals ===
          0;
        return (
          <Box sx={{ display: 'grid', gap: 2, opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
            <Totals data={data} />
            {quiet ? (
              <Paper variant="outlined" sx={{ borderRadius: 3, textAlign: 'center', px: 3, py: 6 }}>
                <QueryStatsOutlinedIcon color="action" sx={{ fontSize: 44 }} aria-hidden="true" />
                <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mt: 1 }}>
                  {t.emptyRangeTitle}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 520, mx: 'auto' }}>
                  {t.emptyRangeText}
                </Typography>
                <Button
                  component={RouterLink}
                  to="/seller/post-listing"
                  variant="outlined"
                  sx={{ mt: 2 }}
                >
                  {t.quickLinks.newListing}
                </Button>
              </Paper>
            ) : (
              <>
                <Charts data={data} />
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: {
                      xs: 'minmax(0, 1fr)',
                      lg: 'minmax(0, 2fr) minmax(0, 3fr)',
                    },
                    alignItems: 'start',
                  }}
                >
                  <Box sx={{ display: 'grid', gap: 2 }}>
                    <Funnel funnel={data.funnel} />
                    <Categories rows={data.categories} />
                  </Box>
                  <TopListings rows={data.topListings} />
                </Box>
              </>
            )}
            <Typography variant="caption" color="text.secondary">
              {t.updatedNote}
            </Typography>
          </Box>
        );
      }}
    </FiguresBody>
  );

  return (
    <DashboardPageFrame
      title={t.analyticsTitle}
      intro={t.analyticsIntro}
      actions={csv.button(t.downloadCsv)}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <DayRangeBar
          key={`${range.from}-${range.to}`}
          range={range}
          today={today}
          presets={presetDays}
          labels={t}
          valid={(from, to) => Boolean(from && to && from <= to)}
          onChange={setRange}
        />
        {csv.failure(t.downloadFailed)}
        {body}
      </Box>
    </DashboardPageFrame>
  );
}

/** What a buyer account sees here: analytics are for sellers, and where selling starts. */
function SellersOnly() {
  return (
    <DashboardPageFrame title={t.analyticsTitle} intro={t.analyticsIntro}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
        <StorefrontOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
          {t.sellersOnlyTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 520, mx: 'auto' }}>
          {t.sellersOnly}
        </Typography>
        <Button component={RouterLink} to="/seller/shop" variant="contained">
          {t.quickLinks.shop}
        </Button>
      </Paper>
    </DashboardPageFrame>
  );
}

/**
 * /seller/analytics (docs/product/seller-analytics.md): the shop's views, inquiries, orders and
 * revenue over a chosen range of UTC days (in the URL, so a range can be shared and reloaded),
 * the funnel from view to order, top listings and categories, and the days as a CSV download.
 */
export function SellerAnalyticsPage() {
  const { user } = useSession();
  if (!user || !canAccess(user.role, ['trader'])) return <SellersOnly />;
  return <Analytics userId={user.id} />;
}

import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import { canAccess, dayOf, sellerAnalyticsMessages } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DashboardPageFrame } from '../../../components/dashboard-page-frame';
import { DayRangeBar } from '../../../components/day-range-bar';
import { FiguresBody } from '../../../components/figures-body';
import { SellersOnlyCard } from '../../../components/sellers-only-card';
import { useFiguresDownload } from '../../../components/figures-download';
import { useSession } from '../../../lib/session/use-session';
import {
  downloadAnalyticsCsv,
  sellerAnalyticsQuery,
  type DayRange,
} from '../api/seller-analytics-api';
import { presetDays, rangeFromParams } from './analytics-buckets';
import { AnalyticsCategories } from './analytics-categories';
import { AnalyticsCharts } from './analytics-charts';
import { AnalyticsFunnel } from './analytics-funnel';
import { AnalyticsTopListings } from './analytics-top-listings';
import { FiguresGrid, FiguresGridSkeleton } from './seller-figures';

const t = sellerAnalyticsMessages;

function AnalyticsSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 2 }}>
      <FiguresGridSkeleton />
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
            <FiguresGrid figures={data.totals} />
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
                <AnalyticsCharts data={data} />
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
                    <AnalyticsFunnel funnel={data.funnel} />
                    <AnalyticsCategories rows={data.categories} />
                  </Box>
                  <AnalyticsTopListings rows={data.topListings} />
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
      <SellersOnlyCard title={t.sellersOnlyTitle} text={t.sellersOnly} action={t.quickLinks.shop} />
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

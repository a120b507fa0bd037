import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { sellerAnalyticsMessages, type SellerOverview as Overview } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../../components/visually-hidden';
import { sellerOverviewQuery } from '../api/seller-analytics-api';
import { FirstListing } from './first-listing';
import { FiguresGrid, FiguresGridSkeleton } from './seller-figures';
import { SellerQuickLinks } from './seller-quick-links';
import { SellerResponse } from './seller-response';
import { SellerTasks } from './seller-tasks';

const t = sellerAnalyticsMessages;
type Period = keyof Overview['periods'];
const periods: Period[] = ['today', 'last7', 'last30'];

function OverviewSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 1.5 }}>
      <Skeleton variant="rounded" height={40} width={280} />
      <FiguresGridSkeleton />
    </Box>
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
        <FiguresGrid figures={overview.data.periods[period]} viewsHint={t.figures.viewsHint} />
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
          <SellerTasks tasks={overview.data.tasks} />
          <SellerResponse response={overview.data.response} />
          <SellerQuickLinks />
        </Box>
      )}
    </Box>
  );
}

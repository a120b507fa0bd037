import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  dashboardMessages,
  sellerAnalyticsMessages,
  type DashboardOverview,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { DayBarChart } from '../../../components/day-bar-chart';
import { StatTile } from '../../../components/stat-tile';
import { OverviewCard } from './overview-card';
import { overviewGrid, overviewTiles } from './overview-layout';
import { ListingLines, RequirementLines } from './overview-post-lines';
import { RecentCard, RequirementsCard } from './overview-shared-cards';

const t = dashboardMessages.overview;

/**
 * A seller's overview: open a shop first when they have none, their listings' figures, the week's
 * views, new leads, their listings, and as a buyer's their requirements and what they viewed.
 */
export function SellerOverview({ data }: { data: DashboardOverview }) {
  const listings = data.listings;
  if (!listings) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {!listings.hasShop && (
        <Alert
          severity="info"
          icon={<StorefrontOutlinedIcon />}
          action={
            <Button component={RouterLink} to="/seller/shop" color="inherit" size="small">
              {t.openShop}
            </Button>
          }
        >
          {t.openShopText}
        </Alert>
      )}
      <Box sx={overviewTiles}>
        <StatTile
          label={t.liveListings}
          value={listings.counts.published ?? 0}
          icon={<Inventory2OutlinedIcon />}
          to="/dashboard/listings?status=published"
        />
        <StatTile
          label={t.viewsThisWeek}
          value={listings.viewsThisWeek}
          hint={sellerAnalyticsMessages.figures.viewsHint}
          icon={<VisibilityOutlinedIcon />}
          tone="secondary"
        />
        <StatTile
          label={t.savesThisWeek}
          value={listings.savesThisWeek}
          icon={<BookmarkBorderIcon />}
          tone="success"
        />
        <StatTile
          label={t.expiringSoon}
          value={listings.expiringSoon}
          icon={<EventBusyOutlinedIcon />}
          tone="warning"
          to="/dashboard/listings?status=published"
        />
      </Box>
      <Box sx={overviewGrid(360)}>
        <OverviewCard title={t.viewsChart}>
          <DayBarChart
            label={t.viewsChart}
            days={listings.viewsByDay.map((d) => ({ day: d.day, value: d.views }))}
            describe={t.viewsChartDay}
          />
        </OverviewCard>
        <OverviewCard
          title={t.leads}
          link={{ label: t.seeLeads, to: '/marketplace/buyer-requests' }}
          empty={{ text: t.leadsEmpty }}
        >
          {listings.leads.latest.length > 0 && <RequirementLines cards={listings.leads.latest} />}
        </OverviewCard>
      </Box>
      <OverviewCard
        title={t.yourListings}
        link={{ label: t.manageListings, to: '/dashboard/listings' }}
        empty={{
          text: t.listingsEmpty,
          action: { label: t.postListing, to: '/seller/post-listing' },
        }}
      >
        {listings.latest.length > 0 && <ListingLines cards={listings.latest} />}
      </OverviewCard>
      {data.requirements.open.length > 0 && <RequirementsCard data={data} />}
      <RecentCard data={data} />
    </Box>
  );
}

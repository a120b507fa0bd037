import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import { dashboardMessages, type DashboardOverview } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import { StatTile } from '../../../components/stat-tile';
import { OverviewCard } from './overview-card';
import { overviewGrid, overviewTiles } from './overview-layout';
import { ListingLines } from './overview-post-lines';
import { RecentCard, RequirementsCard } from './overview-shared-cards';

const t = dashboardMessages.overview;

/** A buyer's overview: their requirements' and saved listings' figures, those lists, and what they viewed. */
export function BuyerOverview({ data }: { data: DashboardOverview }) {
  const saved = data.saved ?? { total: 0, latest: [] };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={overviewTiles}>
        <StatTile
          label={t.openRequirements}
          value={data.requirements.counts.open ?? 0}
          icon={<RequestQuoteOutlinedIcon />}
          to="/dashboard/marketplace"
        />
        <StatTile
          label={t.savedListings}
          value={saved.total}
          icon={<FavoriteBorderIcon />}
          tone="secondary"
          to="/dashboard/favorites"
        />
        <StatTile
          label={t.awaitingReview}
          value={data.requirements.counts.pending_review ?? 0}
          icon={<HourglassEmptyIcon />}
          tone="warning"
          to="/dashboard/marketplace?status=pending_review"
        />
      </Box>
      <Box sx={overviewGrid(360)}>
        <RequirementsCard data={data} />
        <OverviewCard
          title={t.savedListings}
          link={{ label: t.seeFavorites, to: '/dashboard/favorites' }}
          empty={{ text: t.savedEmpty, action: { label: t.browse, to: '/marketplace' } }}
        >
          {saved.latest.length > 0 && (
            <ListingLines cards={saved.latest.map((item) => item.listing)} />
          )}
        </OverviewCard>
      </Box>
      <RecentCard data={data} />
    </Box>
  );
}

import AddIcon from '@mui/icons-material/Add';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import {
  catalogueMessages,
  dashboardMessages,
  sellerAnalyticsMessages,
  type DashboardOverview,
  type ListingCard,
  type RequirementCard,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { listingPath } from '../../components/catalogue/listing-result-card';
import {
  budgetText,
  listingPriceText,
  placeText,
  quantityText,
} from '../../components/catalogue/post-money';
import { requirementPath } from '../../components/catalogue/requirement-result-card';
import { StatusChip } from '../../components/catalogue/status-chip';
import { DayBarChart } from '../../components/day-bar-chart';
import { LoadState } from '../../components/load-state';
import { useSession } from '../../lib/session/use-session';
import { overviewQuery } from './api/dashboard-api';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { OverviewCard } from './parts/overview-card';
import { PostLine, PostLines } from './parts/post-line';
import { StatTile } from '../../components/stat-tile';

const t = dashboardMessages.overview;
const c = catalogueMessages;

const listingFacts = (card: ListingCard) => {
  const price = listingPriceText(card.price);
  return [price.unit ? `${price.amount} ${price.unit}` : price.amount, placeText(card.place)].join(
    ' · ',
  );
};

const requirementFacts = (card: RequirementCard) =>
  [
    quantityText(card.quantity.amount, card.quantity.unit),
    budgetText(card.budget),
    placeText(card.place),
  ]
    .filter(Boolean)
    .join(' · ');

interface PostCard {
  id: string;
  title: string;
  status: string;
  image: { urls: { thumb: string } } | null;
}

/** A short list of posts of one kind: how each links, reads and names its status. */
function postLines<C extends PostCard>(
  path: (id: string) => string,
  facts: (card: C) => string,
  statusLabels: Readonly<Record<string, string>>,
) {
  return function Lines({ cards }: { cards: readonly C[] }) {
    return (
      <PostLines>
        {cards.map((card) => (
          <PostLine
            key={card.id}
            href={path(card.id)}
            title={card.title}
            facts={facts(card)}
            thumbUrl={card.image?.urls.thumb}
            badge={
              <StatusChip status={card.status} label={statusLabels[card.status] ?? card.status} />
            }
          />
        ))}
      </PostLines>
    );
  };
}

const ListingLines = postLines<ListingCard>(listingPath, listingFacts, c.listingStatuses);
const RequirementLines = postLines<RequirementCard>(
  requirementPath,
  requirementFacts,
  c.requirementStatuses,
);

const grid = (min: number) =>
  ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', md: `repeat(auto-fit, minmax(${min}px, 1fr))` },
  }) as const;

/** The figures: two a row on a phone, as many as fit on wider screens. */
const tiles = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(auto-fit, minmax(190px, 1fr))',
  },
} as const;

function RequirementsCard({ data }: { data: DashboardOverview }) {
  return (
    <OverviewCard
      title={t.openRequirements}
      link={{ label: t.manageRequirements, to: '/dashboard/marketplace' }}
      empty={{
        text: t.openRequirementsEmpty,
        action: { label: t.postRequirement, to: '/marketplace/post-requirement' },
      }}
    >
      {data.requirements.open.length > 0 && <RequirementLines cards={data.requirements.open} />}
    </OverviewCard>
  );
}

function RecentCard({ data }: { data: DashboardOverview }) {
  return (
    <OverviewCard
      title={t.recentViews}
      link={{ label: t.seeRecent, to: '/marketplace/recent' }}
      empty={{ text: t.recentEmpty }}
    >
      {data.recentViews.length > 0 && (
        <ListingLines cards={data.recentViews.map((view) => view.listing)} />
      )}
    </OverviewCard>
  );
}

function BuyerOverview({ data }: { data: DashboardOverview }) {
  const saved = data.saved ?? { total: 0, latest: [] };
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={tiles}>
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
      <Box sx={grid(360)}>
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

function SellerOverview({ data }: { data: DashboardOverview }) {
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
      <Box sx={tiles}>
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
      <Box sx={grid(360)}>
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

/** /dashboard: the overview for the signed-in user's persona, from their own records. */
export function OverviewPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const overview = useQuery(overviewQuery(userId));
  const data = overview.data;
  const seller = data?.persona === 'seller';
  return (
    <DashboardPageFrame
      title={dashboardMessages.title}
      intro={
        user?.firstName
          ? `${t.greeting(user.firstName)}. ${seller ? t.sellerIntro : t.buyerIntro}`
          : seller
            ? t.sellerIntro
            : t.buyerIntro
      }
      actions={
        seller ? (
          <Button
            component={RouterLink}
            to="/seller/post-listing"
            variant="contained"
            startIcon={<AddIcon />}
          >
            {t.postListing}
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to="/marketplace" variant="outlined">
              {t.browse}
            </Button>
            <Button
              component={RouterLink}
              to="/marketplace/post-requirement"
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t.postRequirement}
            </Button>
          </>
        )
      }
    >
      {!data ? (
        <LoadState
          label={dashboardMessages.title}
          failed={overview.isError ? t.loadFailed : undefined}
          retry={() => void overview.refetch()}
          retryLabel={t.retry}
        />
      ) : seller ? (
        <SellerOverview data={data} />
      ) : (
        <BuyerOverview data={data} />
      )}
    </DashboardPageFrame>
  );
}

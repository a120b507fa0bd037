import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RefreshIcon from '@mui/icons-material/Refresh';
import { homeMessages, limits, type ListingType } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/use-session';
import { HomeSection } from '../home-section';
import { defaultListingType } from './default-listing-type';
import { ListingCard } from '../../../components/listings/listing-card';
import { listingKeys, recentListingsQuery } from '../api/listings';
import { CardGrid } from '../../../components/card-grid';

const t = homeMessages;

const tabs: readonly { type: ListingType; label: string; viewAll: string; viewAllLabel: string }[] =
  [
    {
      type: 'buyer',
      label: t.buyerTab,
      viewAll: '/marketplace/buyer-requests',
      viewAllLabel: t.viewAllBuyer,
    },
    {
      type: 'seller',
      label: t.sellerTab,
      viewAll: '/marketplace/seller-offers',
      viewAllLabel: t.viewAllSeller,
    },
  ];

const emptyAction = {
  buyer: { text: t.emptyBuyer, action: t.emptyBuyerAction, to: '/marketplace/post-requirement' },
  seller: { text: t.emptySeller, action: t.emptySellerAction, to: '/seller/post-listing' },
} as const;

/**
 * Recent opportunities (docs/product/site.md): buyer requests or seller offers, two of each, newest
 * first. Buyers' tab first unless the signed-in person sells; the tabs follow the WAI-ARIA tabs
 * pattern.
 */
export function RecentOpportunities() {
  const { persona } = useSession();
  // Until the visitor picks a tab, follow the session (it may sign in while the page is open).
  const [picked, setPicked] = useState<ListingType | null>(null);
  const selected: ListingType = picked ?? defaultListingType(persona);
  const listings = useQuery(recentListingsQuery(selected));
  const queryClient = useQueryClient();
  // Back to the skeleton while it asks again, as on the first load.
  const retry = () => void queryClient.resetQueries({ queryKey: listingKeys.recent(selected) });
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<ListingType, HTMLButtonElement | null>>>({});
  // One clock per page view, so both cards count days from the same moment.
  const now = useMemo(() => new Date(), []);
  const current = tabs.find((tab) => tab.type === selected) ?? tabs[0]!;
  // The api client's message says what went wrong (offline, timed out, the server's words).
  const failure = listings.error?.message;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length]!;
    setPicked(tab.type);
    tabRefs.current[tab.type]?.focus();
  };

  const tabList = (
    <Box
      role="tablist"
      aria-label={t.recentToggleLabel}
      sx={(theme) => ({
        display: 'inline-flex',
        p: 0.5,
        borderRadius: 999,
        bgcolor: 'background.paper',
        border: `1px solid ${theme.palette.divider}`,
        flexShrink: 0,
      })}
    >
      {tabs.map((tab, index) => {
        const active = tab.type === selected;
        return (
          <Button
            key={tab.type}
            ref={(element: HTMLButtonElement | null) => {
              tabRefs.current[tab.type] = element;
            }}
            role="tab"
            id={`${baseId}-tab-${tab.type}`}
            aria-selected={active}
            aria-controls={`${baseId}-panel`}
            tabIndex={active ? 0 : -1}
            onClick={() => setPicked(tab.type)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
            variant={active ? 'contained' : 'text'}
            color={active ? 'primary' : 'inherit'}
            sx={{ px: { xs: 2, sm: 2.5 }, whiteSpace: 'nowrap' }}
          >
            {tab.label}
          </Button>
        );
      })}
    </Box>
  );

  return (
    <HomeSection title={t.recentTitle} intro={t.recentIntro} aside={tabList}>
      <Box
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${selected}`}
        aria-busy={listings.isPending}
        data-testid="recent-opportunities"
        data-type={selected}
      >
        {listings.isPending && <LoadingCards />}

        {listings.isError && (
          <Box
            role="alert"
            sx={{
              p: 3,
              borderRadius: 4,
              border: 1,
              borderColor: 'error.light',
              bgcolor: '#fef2f2',
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { sm: 'center' },
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{t.listingsFailed}</Typography>
              {failure && failure !== t.listingsFailed && (
                <Typography variant="body2" color="text.secondary">
                  {failure}
                </Typography>
              )}
            </Box>
            <Button variant="contained" startIcon={<RefreshIcon />} onClick={retry}>
              {t.retry}
            </Button>
          </Box>
        )}

        {listings.isSuccess && listings.data.length === 0 && (
          <Box
            sx={{
              p: 4,
              borderRadius: 4,
              border: '1px dashed',
              borderColor: 'divider',
              textAlign: 'center',
            }}
          >
            <Typography sx={{ mb: 2 }}>{emptyAction[selected].text}</Typography>
            <Button component={RouterLink} to={emptyAction[selected].to} variant="outlined">
              {emptyAction[selected].action}
            </Button>
          </Box>
        )}

        {listings.isSuccess && listings.data.length > 0 && (
          <CardGrid columns={{ xs: '1fr', sm: '1fr 1fr' }} gap={3}>
            {listings.data.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} now={now} />
              </li>
            ))}
          </CardGrid>
        )}

        <Box sx={{ mt: 4, textAlign: 'center' }}>
          <Button
            component={RouterLink}
            to={current.viewAll}
            aria-label={current.viewAllLabel}
            endIcon={<ArrowForwardIcon />}
            size="large"
          >
            {t.viewAll}
          </Button>
        </Box>
      </Box>
    </HomeSection>
  );
}

/** Two placeholders the shape of the cards, while the listings load. */
function LoadingCards() {
  return (
    <Box
      role="status"
      aria-label={t.loadingListings}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        '@keyframes home-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
        '& .bone': {
          bgcolor: '#e4e8f5',
          borderRadius: 2,
          animation: 'home-pulse 1.4s ease-in-out infinite',
        },
        '@media (prefers-reduced-motion: reduce)': { '& .bone': { animation: 'none' } },
      }}
    >
      {Array.from({ length: limits.homeDemoListings.perType }, (_, index) => (
        <Box
          key={index}
          aria-hidden="true"
          sx={{
            borderRadius: 4,
            border: 1,
            borderColor: 'divider',
            overflow: 'hidden',
            bgcolor: 'background.paper',
          }}
        >
          <Box className="bone" sx={{ aspectRatio: '2 / 1', borderRadius: 0 }} />
          <Box sx={{ p: 2.5, display: 'grid', gap: 1.25 }}>
            <Box className="bone" sx={{ height: 14, width: '40%' }} />
            <Box className="bone" sx={{ height: 22, width: '80%' }} />
            <Box className="bone" sx={{ height: 14 }} />
            <Box className="bone" sx={{ height: 14, width: '65%' }} />
            <Box className="bone" sx={{ height: 36, width: '45%', mt: 1 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

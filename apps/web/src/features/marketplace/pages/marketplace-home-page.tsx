import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import {
  marketplaceMessages,
  type ListingCard,
  type RequirementCard,
} from '@matchbazaar/contracts';
import { categoryIconPath, taxonomy } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid, equalColumns } from '../../../components/card-grid';
import { CardList, EmptyNote } from '../../../components/catalogue/card-list';
import { ListingResultCard } from '../../../components/catalogue/listing-result-card';
import { RequirementResultCard } from '../../../components/catalogue/requirement-result-card';
import { ShopResultCard } from '../../../components/catalogue/shop-result-card';
import { listingSearchQuery, requirementSearchQuery, shopsQuery } from '../api/catalogue-api';
import { MarketplacePage } from '../layout/marketplace-page';
import { MarketplaceSearchBox } from '../layout/marketplace-search-box';
import { YourMarketplaceLinks } from '../layout/your-marketplace-links';

const t = marketplaceMessages;

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { label: string; to: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 5, md: 7 } }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {title}
        </Typography>
        {more && (
          <Button component={RouterLink} to={more.to} endIcon={<ArrowForwardIcon />}>
            {more.label}
          </Button>
        )}
      </Box>
      {children}
    </Box>
  );
}

const firstPage = <T,>(result: { data?: { pages: { items: T[] }[] } }) =>
  result.data?.pages[0]?.items;

/** /marketplace: search, the 15 groups with live counts, deals, newest posts, stores. */
export function MarketplaceHomePage() {
  const overview = useInfiniteQuery(listingSearchQuery({ limit: '1' }));
  const deals = useInfiniteQuery(listingSearchQuery({ sort: 'ending_soon', limit: '4' }));
  const offers = useInfiniteQuery(listingSearchQuery({ sort: 'newest', limit: '4' }));
  const requests = useInfiniteQuery(requirementSearchQuery({ sort: 'newest', limit: '3' }));
  const stores = useInfiniteQuery(shopsQuery({ sort: 'listings', limit: '6' }));
  const counts = new Map(
    (overview.data?.pages[0]?.facets?.groups ?? []).map((facet) => [facet.value, facet.count]),
  );
  return (
    <MarketplacePage
      title={t.homeTitle}
      lead={t.homeLead}
      actions={
        <>
          <Button
            component={RouterLink}
            to="/marketplace/post-requirement"
            variant="contained"
            color="secondary"
          >
            {t.postRequirementCta}
          </Button>
          <Button component={RouterLink} to="/seller/post-listing" variant="outlined">
            {t.sellCta}
          </Button>
        </>
      }
      below={
        <>
          <MarketplaceSearchBox />
          <YourMarketplaceLinks />
        </>
      }
    >
      <Section title={t.groupsTitle}>
        <CardGrid columns={{ xs: equalColumns(2), sm: equalColumns(3), md: equalColumns(5) }}>
          {taxonomy.map((group) => (
            <li key={group.id}>
              <Box
                component={RouterLink}
                to={`/marketplace/${group.id}`}
                sx={(theme) => ({
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  textAlign: 'center',
                  gap: 1,
                  p: 2,
                  height: '100%',
                  borderRadius: 3,
                  border: `1px solid ${theme.palette.divider}`,
                  bgcolor: 'background.paper',
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:hover': {
                    borderColor: 'primary.main',
                    boxShadow: '0 10px 24px -16px rgba(22,26,46,0.4)',
                  },
                  '&:focus-visible': {
                    outline: `3px solid ${theme.palette.primary.light}`,
                    outlineOffset: 2,
                  },
                })}
              >
                <Box
                  component="img"
                  src={categoryIconPath(group.id)}
                  alt=""
                  sx={{ width: 40, height: 40 }}
                />
                <Typography sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.25 }}>
                  {group.label}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {overview.data ? t.groupCount(counts.get(group.id) ?? 0) : '\u00a0'}
                </Typography>
              </Box>
            </li>
          ))}
        </CardGrid>
      </Section>

      <Section title={t.hotDealsTitle} more={{ label: t.allDeals, to: '/marketplace/shop-deals' }}>
        <CardList
          strip
          empty={<EmptyNote text={t.noResultsText} />}
          query={deals}
          items={firstPage<ListingCard>(deals) ?? []}
          columns={{ sm: 2, md: 4 }}
          render={(listing) => <ListingResultCard listing={listing} />}
        />
      </Section>

      <Section
        title={t.newestRequestsTitle}
        more={{ label: t.allRequests, to: '/marketplace/buyer-requests' }}
      >
        <CardList
          strip
          empty={<EmptyNote text={t.noResultsText} />}
          query={requests}
          items={firstPage<RequirementCard>(requests) ?? []}
          columns={{ sm: 2, md: 3 }}
          render={(requirement) => <RequirementResultCard requirement={requirement} />}
        />
      </Section>

      <Section
        title={t.newestOffersTitle}
        more={{ label: t.allOffers, to: '/marketplace/seller-offers' }}
      >
        <CardList
          strip
          empty={<EmptyNote text={t.noResultsText} />}
          query={offers}
          items={firstPage<ListingCard>(offers) ?? []}
          columns={{ sm: 2, md: 4 }}
          render={(listing) => <ListingResultCard listing={listing} />}
        />
      </Section>

      <Section title={t.storesTitle} more={{ label: t.allStores, to: '/marketplace/stores' }}>
        <CardList
          strip
          empty={<EmptyNote text={t.noResultsText} />}
          query={stores}
          items={stores.data?.pages[0]?.shops ?? []}
          columns={{ sm: 2, md: 3 }}
          render={(shop) => <ShopResultCard shop={shop} />}
        />
      </Section>
    </MarketplacePage>
  );
}

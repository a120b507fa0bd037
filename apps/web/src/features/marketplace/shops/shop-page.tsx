import { marketplaceMessages, postImageSrcSet } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { placeText } from '../../../components/catalogue/post-money';
import { shopCoverSizes } from '../../../components/catalogue/photo-sizes';
import { useSession } from '../../../lib/session/use-session';
import { shopQuery } from '../api/catalogue-api';
import { ContactButton } from '../contact/contact-button';
import { DetailFailed, DetailLoading } from '../layout/detail-states';
import { MarketplacePage } from '../layout/marketplace-page';
import { ShopSummary, monthYear } from '../listing/shop-summary';
import { ResultsView } from '../results/results-view';

const t = marketplaceMessages;

/**
 * /marketplace/shop/:shopId (id or address): the shop and its listings with filters. The shop's
 * reviews are the reviews feature's section, passed in by app/ (`reviews`, given the shop's id).
 */
export function ShopPage({ reviews }: { reviews: (shopId: string) => ReactNode }) {
  const { shopId = '' } = useParams();
  const shop = useQuery(shopQuery(shopId));
  const { status, user } = useSession();
  if (shop.isPending) return <DetailLoading label={t.loadingResults} />;
  if (shop.isError)
    return (
      <DetailFailed
        error={shop.error}
        notFound={t.shopNotFound}
        failed={t.storesFailed}
        retry={() => void shop.refetch()}
        retryLabel={t.retry}
        back={{ label: t.allStores, to: '/marketplace/stores' }}
      />
    );
  const data = shop.data;
  return (
    <MarketplacePage
      title={data.name}
      lead={
        data.tagline ?? `${placeText(data.place)} · ${t.memberSince(monthYear(data.memberSince))}`
      }
      crumbs={[
        { label: t.marketplaceCrumb, to: '/marketplace' },
        { label: t.storesPageTitle, to: '/marketplace/stores' },
      ]}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
          alignItems: 'start',
          mb: 4,
        }}
      >
        <Box>
          {data.cover && (
            <Box
              component="img"
              src={data.cover.urls.large}
              srcSet={postImageSrcSet(data.cover)}
              sizes={shopCoverSizes}
              alt=""
              sx={{ width: '100%', maxHeight: 260, objectFit: 'cover', borderRadius: 3, mb: 2 }}
            />
          )}
          {data.description && (
            <>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
                {t.aboutShop}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
                {data.description}
              </Typography>
            </>
          )}
        </Box>
        <ShopSummary
          shop={data}
          headingLevel={2}
          action={
            // The owner edits their shop; everyone else may contact it.
            status === 'signedIn' && user?.id === data.ownerId ? (
              <Button component={RouterLink} to="/seller/shop" variant="outlined">
                {t.editYourShop}
              </Button>
            ) : (
              <ContactButton
                variant="outlined"
                target={{ kind: 'shop', shopId: data.id, shopName: data.name }}
              />
            )
          }
        />
      </Box>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {t.shopListingsTitle}
      </Typography>
      <ResultsView
        kind="offers"
        fixed={{ shop: data.id }}
        facetLevel="groups"
        defaultSort="newest"
        emptyAction={<span />}
      />
      {reviews(data.id)}
    </MarketplacePage>
  );
}

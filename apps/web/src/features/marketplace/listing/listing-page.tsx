import { catalogueMessages, marketplaceMessages, type ListingDetail } from '@matchbazaar/contracts';
import { displayName, subgroupCoverPath } from '@matchbazaar/taxonomy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useInBrowser } from '../../../lib/server-render/use-in-browser';
import { useSession } from '../../../lib/session/use-session';
import { useDocumentTitle } from '../../../components/use-document-title';
import { listingQuery } from '../api/catalogue-api';
import { DetailFailed, DetailLoading } from '../layout/detail-states';
import { ContactButton } from '../contact/contact-button';
import { ListingBreadcrumbs } from './listing-breadcrumbs';
import { ListingDescription } from './listing-description';
import { ListingFacts } from './listing-facts';
import { ListingPrice } from './listing-price';
import { PhotoGallery } from './photo-gallery';
import { ProductJsonLd } from './product-json-ld';
import { ReportButton } from './report-button';
import { SaveButton } from './save-button';
import { ShareListingButton } from './share-listing-button';
import { ShopSummary } from './shop-summary';
import { SimilarListings } from './similar-listings';

const t = marketplaceMessages;
const c = catalogueMessages;

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * What other features show on a listing's page, passed in by app/: the orders feature's order box
 * (shown while the listing is live) and the reviews feature's section.
 */
export interface ListingPageParts {
  orderBox: (listing: ListingDetail) => ReactNode;
  reviews: (listing: ListingDetail) => ReactNode;
}

function ListingView({
  listing,
  orderBox,
  reviews,
}: { listing: ListingDetail } & ListingPageParts) {
  const location = useLocation();
  useDocumentTitle(listing.title);
  const live = listing.status === 'published';
  const { status, user } = useSession();
  // The seller reading their own listing is offered neither an order, an inquiry nor a report.
  const own = status === 'signedIn' && user?.id === listing.shopDetails.ownerId;
  const inBrowser = useInBrowser();
  const url = inBrowser ? window.location.href : location.pathname;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {/* After a client-side navigation; a page the server sent has the same data in its head. */}
      {inBrowser && <ProductJsonLd listing={listing} url={url} />}
      <ListingBreadcrumbs listing={listing} />

      {!live && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <strong>{t.notLiveTitle}.</strong> {t.notLiveText}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <PhotoGallery images={listing.images} fallback={subgroupCoverPath(listing.subgroupId)} />

        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Chip
                size="small"
                label={displayName(listing.category)}
                color="primary"
                variant="outlined"
              />
              {listing.condition && <Chip size="small" label={c.conditions[listing.condition]} />}
              {!live && (
                <Chip
                  size="small"
                  label={c.listingStatuses[listing.status]}
                  sx={{ bgcolor: '#fef3c7', color: '#92400e', fontWeight: 700 }}
                />
              )}
            </Box>
            <Typography
              component="h1"
              variant="h4"
              sx={{
                fontWeight: 800,
                fontSize: { xs: '1.6rem', md: '2rem' },
                overflowWrap: 'anywhere',
              }}
            >
              {listing.title}
            </Typography>
          </Box>

          <ListingPrice listing={listing} />
          <ListingFacts listing={listing} />

          {live && !own && orderBox(listing)}
          {own && <Alert severity="info">{t.yourListing}</Alert>}

          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {live && !own && (
              <ContactButton
                target={{ kind: 'listing', listingId: listing.id, shopName: listing.shop.name }}
              />
            )}
            {live && <SaveButton listingId={listing.id} saved={listing.saved} />}
            <ShareListingButton title={listing.title} url={url} />
            {!own && <ReportButton targetKind="listing" targetId={listing.id} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {listing.publishedAt && t.postedOn(longDate(listing.publishedAt))} ·{' '}
            {t.views(listing.viewCount)}
          </Typography>

          <ShopSummary shop={listing.shopDetails} />
        </Box>
      </Box>

      <ListingDescription listing={listing} />

      {reviews(listing)}
      <SimilarListings listing={listing} />
    </Container>
  );
}

/** /marketplace/listing/:id: one listing's page. */
export function ListingPage(parts: ListingPageParts) {
  const { id = '' } = useParams();
  const listing = useQuery(listingQuery(id));
  if (listing.isPending) return <DetailLoading label={t.listingLoading} />;
  if (listing.isError)
    return (
      <DetailFailed
        error={listing.error}
        notFound={t.listingNotFound}
        failed={t.listingFailed}
        retry={() => void listing.refetch()}
        retryLabel={t.retry}
        back={{ label: t.browseCta, to: '/marketplace' }}
      />
    );
  return <ListingView key={listing.data.id} listing={listing.data} {...parts} />;
}

import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { catalogueMessages, marketplaceMessages, type ListingDetail } from '@matchbazaar/contracts';
import {
  displayName,
  findCategory,
  findGroup,
  subgroupCoverPath,
  subgroupForCategory,
} from '@matchbazaar/taxonomy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/use-session';
import { ListingResultCard } from '../../../components/catalogue/listing-result-card';
import {
  listingPriceText,
  placeText,
  quantityText,
  timeLeft,
} from '../../../components/catalogue/post-money';
import { formatPrice } from '../../../components/listings/format-price';
import { useNow } from '../../../components/catalogue/use-now';
import { useDocumentTitle } from '../../../components/use-document-title';
import { listingQuery, listingSearchQuery } from '../api/catalogue-api';
import { DetailFailed, DetailLoading } from '../layout/detail-states';
import { PhotoGallery } from './photo-gallery';
import { ProductJsonLd } from './product-json-ld';
import { ContactButton } from '../contact/contact-button';
import { ReportButton } from './report-dialog';
import { SaveButton } from './save-button';
import { ShopSummary } from './shop-summary';

const t = marketplaceMessages;
const c = catalogueMessages;

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}

/** Other live offers in the same category, this one left out. */
function Similar({ listing }: { listing: ListingDetail }) {
  const similar = useInfiniteQuery(listingSearchQuery({ category: listing.category, limit: '5' }));
  const items = (similar.data?.pages[0]?.items ?? [])
    .filter((card) => card.id !== listing.id)
    .slice(0, 4);
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="similar-title" sx={{ mt: 6 }}>
      <Typography id="similar-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
        {t.similarTitle}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {items.map((card) => (
          <li key={card.id}>
            <ListingResultCard listing={card} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

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
  const [copied, setCopied] = useState(false);
  useDocumentTitle(listing.title);
  const category = findCategory(listing.category);
  const group = category && findGroup(category.groupId);
  const subgroup = category && subgroupForCategory(category.id);
  const price = listingPriceText(listing.price);
  const live = listing.status === 'published';
  const { status, user } = useSession();
  // The seller reading their own listing is offered neither an order, an inquiry nor a report.
  const own = status === 'signedIn' && user?.id === listing.shopDetails.ownerId;
  const now = useNow(30_000);
  const left = listing.deal ? timeLeft(listing.deal.endsAt, now) : null;
  const url = typeof window === 'undefined' ? location.pathname : window.location.href;
  const share = async () => {
    if (navigator.share) {
      await navigator.share({ title: listing.title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <ProductJsonLd listing={listing} url={url} />
      <Breadcrumbs aria-label={t.breadcrumbLabel} sx={{ mb: 2, fontSize: '0.9rem' }}>
        <Link component={RouterLink} to="/marketplace" color="inherit">
          {t.marketplaceCrumb}
        </Link>
        {group && (
          <Link component={RouterLink} to={`/marketplace/${group.id}`} color="inherit">
            {group.label}
          </Link>
        )}
        {group && subgroup && (
          <Link
            component={RouterLink}
            to={`/marketplace/${group.id}/${subgroup.id}`}
            color="inherit"
          >
            {subgroup.label}
          </Link>
        )}
        {category && (
          <Link component={RouterLink} to={`/marketplace/category/${category.id}`} color="inherit">
            {category.label}
          </Link>
        )}
      </Breadcrumbs>

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

          <Box>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 800, fontSize: '2rem' }}>{price.amount}</Typography>
              {price.unit && <Typography color="text.secondary">{price.unit}</Typography>}
              {listing.price.type === 'negotiable' && <Chip size="small" label={t.negotiable} />}
            </Box>
            {listing.deal && (
              <Box
                sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
              >
                <Typography component="del" color="text.secondary">
                  {formatPrice({
                    amountMinor: listing.deal.compareAtMinor,
                    currency: listing.price.currency,
                  })}
                </Typography>
                <Chip
                  size="small"
                  sx={{ bgcolor: 'secondary.main', color: '#fff', fontWeight: 700 }}
                  label={t.percentOff(listing.deal.discountPercent)}
                />
                <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600 }}>
                  {left ? t.dealEndsIn(left) : t.dealEnded}
                </Typography>
              </Box>
            )}
          </Box>

          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
            <Fact
              label={t.minimumOrder}
              value={quantityText(listing.minOrder.quantity, listing.minOrder.unit)}
            />
            <Fact label={t.availability} value={c.availability[listing.availability]} />
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {t.location}
              </Typography>
              <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <PlaceOutlinedIcon fontSize="small" aria-hidden="true" />
                {placeText(listing.place)}, {listing.place.country}
              </Typography>
            </Box>
          </Box>

          {live && !own && orderBox(listing)}
          {own && <Alert severity="info">{t.yourListing}</Alert>}

          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {live && !own && (
              <ContactButton
                target={{ kind: 'listing', listingId: listing.id, shopName: listing.shop.name }}
              />
            )}
            {live && <SaveButton listingId={listing.id} saved={listing.saved} />}
            <Button
              variant="outlined"
              startIcon={<ShareOutlinedIcon />}
              onClick={() => void share()}
            >
              {t.share}
            </Button>
            {!own && <ReportButton targetKind="listing" targetId={listing.id} />}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {listing.publishedAt && t.postedOn(longDate(listing.publishedAt))} ·{' '}
            {t.views(listing.viewCount)}
          </Typography>

          <ShopSummary shop={listing.shopDetails} />
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 4,
          mt: 5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Box component="section" aria-labelledby="description-title">
          <Typography
            id="description-title"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 800, mb: 1.5 }}
          >
            {t.description}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere' }}>
            {listing.description}
          </Typography>
          {listing.tags.length > 0 && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
              {listing.tags.map((tag) => (
                <Chip
                  key={tag}
                  label={tag}
                  size="small"
                  component={RouterLink}
                  to={`/marketplace/browse?q=${encodeURIComponent(tag)}`}
                  clickable
                />
              ))}
            </Box>
          )}
        </Box>
        {listing.attributes.length > 0 && (
          <Box component="section" aria-labelledby="details-title">
            <Typography
              id="details-title"
              component="h2"
              variant="h5"
              sx={{ fontWeight: 800, mb: 1.5 }}
            >
              {t.details}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                border: '1px solid',
                borderColor: 'divider',
                borderRadius: 2,
                overflow: 'hidden',
              }}
            >
              {listing.attributes.map((attribute) => (
                <Box
                  key={attribute.name}
                  sx={{
                    display: 'contents',
                    '& > *': { px: 2, py: 1.25, borderBottom: '1px solid', borderColor: 'divider' },
                  }}
                >
                  <Box
                    component="dt"
                    sx={{ color: 'text.secondary', bgcolor: 'rgba(31,63,184,0.04)' }}
                  >
                    {attribute.name}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {attribute.value}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </Box>

      {reviews(listing)}
      <Similar listing={listing} />
      <Snackbar
        open={copied}
        autoHideDuration={3000}
        onClose={() => setCopied(false)}
        message={t.linkCopied}
      />
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

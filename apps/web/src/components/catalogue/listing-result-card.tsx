import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import { marketplaceMessages, type ListingCard } from '@matchbazaar/contracts';
import { displayName, subgroupCoverPath } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '../listings/format-price';
import {
  CardBadge,
  CardPicture,
  CatalogueCardFrame,
  type CardLayout,
} from './catalogue-card-frame';
import { listingPriceText, placeText, timeLeft } from './post-money';
import { SearchSnippet } from './search-snippet';
import { useNow } from './use-now';

const t = marketplaceMessages;

export const listingPath = (id: string) => `/marketplace/listing/${encodeURIComponent(id)}`;

/** A seller's listing in results, grids and strips: photo, price, title, shop and place. */
export function ListingResultCard({
  listing,
  layout = 'grid',
  headingLevel = 3,
  photoSizes,
  eager = false,
}: {
  listing: ListingCard;
  layout?: CardLayout;
  headingLevel?: 2 | 3;
  /** How wide the picture is drawn, when not as the layout's usual grid or list (photo-sizes.ts). */
  photoSizes?: string;
  /** One of the first cards a page shows: its photo loads at once, not when scrolled to. */
  eager?: boolean;
}) {
  const titleId = useId();
  const price = listingPriceText(listing.price);
  const now = useNow();
  const left = listing.deal ? timeLeft(listing.deal.endsAt, now) : null;
  return (
    <CatalogueCardFrame
      layout={layout}
      titleId={titleId}
      testId="listing-result"
      picture={
        <CardPicture
          image={listing.image}
          fallback={subgroupCoverPath(listing.subgroupId)}
          layout={layout}
          sizes={photoSizes}
          eager={eager}
        />
      }
      badges={
        listing.deal && (
          <CardBadge tone="deal">{t.percentOff(listing.deal.discountPercent)}</CardBadge>
        )
      }
    >
      <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 700 }}>
        {displayName(listing.category)}
      </Typography>
      <Typography
        id={titleId}
        component={`h${headingLevel}`}
        sx={{
          fontWeight: 700,
          fontSize: { xs: '0.9rem', sm: '1rem' },
          lineHeight: 1.35,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        <Link
          component={RouterLink}
          to={listingPath(listing.id)}
          data-stretched
          underline="none"
          color="text.primary"
        >
          {listing.title}
        </Link>
      </Typography>
      {listing.snippet && layout === 'list' && <SearchSnippet html={listing.snippet} />}
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75, flexWrap: 'wrap' }}>
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.15rem' } }}
          data-testid="result-price"
        >
          {price.amount}
        </Typography>
        {price.unit && (
          <Typography component="span" variant="body2" color="text.secondary">
            {price.unit}
          </Typography>
        )}
        {listing.deal && (
          <Typography
            component="del"
            variant="body2"
            color="text.secondary"
            aria-label={t.wasPrice(
              formatPrice({
                amountMinor: listing.deal.compareAtMinor,
                currency: listing.price.currency,
              }),
            )}
          >
            {formatPrice({
              amountMinor: listing.deal.compareAtMinor,
              currency: listing.price.currency,
            })}
          </Typography>
        )}
      </Box>
      {listing.deal && (
        <Typography variant="body2" sx={{ color: 'secondary.dark', fontWeight: 600 }}>
          {left ? t.dealEndsIn(left) : t.dealEnded}
        </Typography>
      )}
      <Box
        sx={{
          mt: 'auto',
          pt: 0.5,
          display: 'grid',
          gap: 0.25,
          fontSize: '0.85rem',
          color: 'text.secondary',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <Box
            component="span"
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {listing.shop.name}
          </Box>
          {listing.shop.verified && (
            <VerifiedIcon
              titleAccess={t.verifiedSeller}
              sx={{ fontSize: 16, color: 'primary.main' }}
            />
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceOutlinedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
          {placeText(listing.place)}
          {listing.distanceKm !== undefined && <> · {t.kmAway(listing.distanceKm)}</>}
        </Box>
      </Box>
    </CatalogueCardFrame>
  );
}

import { marketplaceMessages, type ListingCard } from '@matchbazaar/contracts';
import { displayName } from '@matchbazaar/taxonomy';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPrice } from '../listings/format-price';
import { PriceFigure, ShopName } from './card-parts';
import { CardBadge } from './catalogue-card-frame';
import { PostCardFrame, type CardShown } from './post-card-frame';
import { listingPriceText, timeLeft } from './post-money';
import { useNow } from './use-now';

const t = marketplaceMessages;

export { listingPath } from './post-paths';

/** A seller's listing in results, grids and strips: photo, price, title, shop and place. */
export function ListingResultCard({ listing, ...shown }: { listing: ListingCard } & CardShown) {
  const now = useNow();
  const { deal } = listing;
  const left = deal ? timeLeft(deal.endsAt, now) : null;
  const was = deal
    ? formatPrice({ amountMinor: deal.compareAtMinor, currency: listing.price.currency })
    : '';
  return (
    <PostCardFrame
      kind="listing"
      post={listing}
      shown={shown}
      kicker={displayName(listing.category)}
      badges={deal && <CardBadge tone="deal">{t.percentOff(deal.discountPercent)}</CardBadge>}
      footBefore={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <ShopName shop={listing.shop} />
        </Box>
      }
    >
      <PriceFigure
        price={listingPriceText(listing.price)}
        amountSize={{ xs: '1rem', sm: '1.15rem' }}
        testId="result-price"
      >
        {deal && (
          <Typography
            component="del"
            variant="body2"
            color="text.secondary"
            aria-label={t.wasPrice(was)}
          >
            {was}
          </Typography>
        )}
      </PriceFigure>
      {deal && (
        <Typography
          variant="body2"
          sx={{ color: 'secondary.dark', fontWeight: 600 }}
          // The server's clock and the browser's differ by the page's journey: the time left
          // is taken again once the page is hydrated (useNow), not held against the server's.
          suppressHydrationWarning
        >
          {left ? t.dealEndsIn(left) : t.dealEnded}
        </Typography>
      )}
    </PostCardFrame>
  );
}

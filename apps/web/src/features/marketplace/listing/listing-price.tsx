import { marketplaceMessages, type ListingDetail } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { listingPriceText, timeLeft } from '../../../components/catalogue/post-money';
import { useNow } from '../../../components/catalogue/use-now';
import { formatPrice } from '../../../components/listings/format-price';

const t = marketplaceMessages;

/** The price and its unit, and a deal's old price, discount and time left (kept ticking). */
export function ListingPrice({ listing }: { listing: ListingDetail }) {
  const price = listingPriceText(listing.price);
  const now = useNow(30_000);
  const left = listing.deal ? timeLeft(listing.deal.endsAt, now) : null;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 800, fontSize: '2rem' }}>{price.amount}</Typography>
        {price.unit && <Typography color="text.secondary">{price.unit}</Typography>}
        {listing.price.type === 'negotiable' && <Chip size="small" label={t.negotiable} />}
      </Box>
      {listing.deal && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
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
          <Typography
            variant="body2"
            sx={{ color: 'secondary.dark', fontWeight: 600 }}
            // The server's clock and the browser's differ by the page's journey: the time left
            // is taken again once the page is hydrated (useNow), not held against the server's.
            suppressHydrationWarning
          >
            {left ? t.dealEndsIn(left) : t.dealEnded}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

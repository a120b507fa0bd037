import {
  checkoutMessages,
  checkoutPrice,
  quantityUnitLabels,
  type ListingDetail,
  type SavedAddress,
  type ShippingOption,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AddressLines } from '../../components/addresses/address-lines';
import { moneyText, orderQuantityText } from './order-text';

const t = checkoutMessages.checkout;
const s = checkoutMessages.shipping;

/**
 * The checkout's last step: the item, quantity, unit price, subtotal, shipping, fees and total as
 * the browser works them out (the server works the total out again), where it goes, and the
 * escrow note.
 */
export function CheckoutReview({
  listing,
  quantity,
  chosen,
  address,
}: {
  listing: ListingDetail;
  quantity: number;
  chosen: ShippingOption | null;
  address: SavedAddress | null;
}) {
  const money = (amountMinor: number) => moneyText(amountMinor, listing.price.currency);
  const unit = quantityUnitLabels[listing.price.unit];
  const price = checkoutPrice(listing.price.amountMinor ?? 0, quantity, chosen);
  return (
    <Box component="section" aria-label={t.review} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t.review}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.75,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, textAlign: 'right', fontWeight: 600 },
        }}
      >
        <dt>{t.item}</dt>
        <dd style={{ overflowWrap: 'anywhere' }}>{listing.title}</dd>
        <dt>{t.quantity}</dt>
        <dd>{orderQuantityText(quantity, listing.price.unit)}</dd>
        <dt>{t.unitPrice}</dt>
        <dd>{t.unitPriceText(money(listing.price.amountMinor ?? 0), unit)}</dd>
        <dt>{t.subtotal}</dt>
        <dd data-testid="checkout-items">{price ? money(price.itemsMinor) : '—'}</dd>
        {chosen && (
          <>
            <dt>{t.shipping}</dt>
            <dd data-testid="checkout-shipping">
              {chosen.kind === 'flat' || chosen.kind === 'per_unit'
                ? money(price?.shippingMinor ?? 0)
                : s.describe[chosen.kind]}
            </dd>
          </>
        )}
        <dt>{t.fees}</dt>
        <dd>{t.noBuyerFeeIn(money(0))}</dd>
        <Box component="dt" sx={{ fontWeight: 800, color: 'text.primary !important' }}>
          {t.total}
        </Box>
        <Box component="dd" data-testid="checkout-total" sx={{ fontWeight: '800 !important' }}>
          {price ? money(price.totalMinor) : '—'}
        </Box>
      </Box>
      {chosen?.kind === 'quote' && (
        <Typography variant="body2" color="text.secondary">
          {s.quoteNote}
        </Typography>
      )}
      {chosen?.kind === 'pickup' && (
        <Typography variant="body2" color="text.secondary">
          {s.pickupNote(listing.place.city)}
        </Typography>
      )}
      {address && chosen?.kind !== 'pickup' && (
        <Paper variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t.deliverTo}
          </Typography>
          <AddressLines address={address} />
        </Paper>
      )}
      <Typography variant="body2" color="text.secondary">
        {t.escrow}
      </Typography>
    </Box>
  );
}

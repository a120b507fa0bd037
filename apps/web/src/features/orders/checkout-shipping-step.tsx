import {
  checkoutMessages,
  checkoutPrice,
  quantityUnitLabels,
  shippingText,
  type ListingDetail,
  type ShippingKind,
  type ShippingOption,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { ChoiceCard } from './choice-card';
import { moneyText, orderQuantityText } from './order-text';

const t = checkoutMessages.checkout;
const s = checkoutMessages.shipping;

/** The checkout's shipping step: the listing's options, each with its cost for this quantity. */
export function CheckoutShippingStep({
  listing,
  quantity,
  chosen,
  onChoose,
}: {
  listing: ListingDetail;
  quantity: number;
  chosen: ShippingKind | null;
  onChoose: (kind: ShippingKind) => void;
}) {
  return (
    <Box component="section" aria-label={t.chooseShipping} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t.chooseShipping}
      </Typography>
      <RadioGroup
        aria-label={t.chooseShipping}
        value={chosen ?? ''}
        onChange={(event) => onChoose(event.target.value as ShippingKind)}
        sx={{ display: 'grid', gap: 1 }}
      >
        {listing.shipping.map((option) => (
          <ChoiceCard key={option.kind} value={option.kind} selected={option.kind === chosen}>
            <ShippingChoice option={option} listing={listing} quantity={quantity} />
          </ChoiceCard>
        ))}
      </RadioGroup>
    </Box>
  );
}

/** An option's name and price, over what it means here (the cost for the quantity, where to pick up). */
function ShippingChoice({
  option,
  listing,
  quantity,
}: {
  option: ShippingOption;
  listing: ListingDetail;
  quantity: number;
}) {
  const money = (amountMinor: number) => moneyText(amountMinor, listing.price.currency);
  const cost = checkoutPrice(listing.price.amountMinor ?? 0, quantity, option)?.shippingMinor;
  const note =
    option.kind === 'per_unit' && cost !== undefined
      ? s.forQuantity(money(cost), orderQuantityText(quantity, listing.price.unit))
      : option.kind === 'pickup'
        ? s.pickupNote(listing.place.city)
        : option.kind === 'quote'
          ? s.quoteNote
          : null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {shippingText(option, money, quantityUnitLabels[listing.price.unit])}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

import { apiErrorMessage, fieldErrorsOf } from '@matchbazaar/api-client';
import {
  checkoutMessages,
  checkoutPrice,
  needsDeliveryAddress,
  quantityUnitLabels,
  shippingText,
  type ListingDetail,
  type ShippingKind,
  type ShippingOption,
} from '@matchbazaar/contracts';
import { checkoutMachine, type CheckoutPlaceAnswer } from '@matchbazaar/machines';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { AddressForm } from '../../components/addresses/address-form';
import { AddressLines } from '../../components/addresses/address-lines';
import { addressesQuery } from '../../components/addresses/addresses-api';
import { inspect } from '../../lib/inspector';
import { placeListingOrder } from './api/orders-api';
import { moneyText, orderQuantityText } from './order-text';

const t = checkoutMessages.checkout;
const s = checkoutMessages.shipping;

type Step = 'address' | 'shipping' | 'review';

/**
 * Whether the checkout asks for an address: when one of the listing's options sends the goods
 * (the order's own rule, needsDeliveryAddress); a service offers none, pick-up alone needs none.
 */
export function checkoutNeedsAddress(listing: ListingDetail): boolean {
  return listing.shipping.some((o) => needsDeliveryAddress(listing.groupId, o.kind));
}

/**
 * The checkout after "Order now" (docs/product/orders.md, "Checkout"): the delivery address (a
 * saved one, or one added here), the shipping among the listing's options, then the review with
 * the item, quantity, shipping, fees and total; "Place order" sends the choices, and the server
 * works the total out again. The steps are the checkout machine's (machines/src/checkout).
 */
export function CheckoutDialog({
  listing,
  quantity,
  userId,
  onClose,
  onPlaced,
}: {
  listing: ListingDetail;
  quantity: number;
  userId: string;
  onClose: () => void;
  onPlaced: (orderId: string) => void;
}) {
  const book = useQuery({ ...addressesQuery(userId), enabled: userId !== '' });
  const needsAddress = checkoutNeedsAddress(listing);
  if (needsAddress && !book.data) {
    return (
      <Dialog open onClose={onClose} aria-label={t.title} fullWidth maxWidth="sm">
        <DialogTitle sx={{ fontWeight: 800 }}>{t.title}</DialogTitle>
        <DialogContent>
          {book.isError ? (
            <Alert severity="error">{apiErrorMessage(book.error)}</Alert>
          ) : (
            <Typography color="text.secondary" role="status">
              {t.loading}
            </Typography>
          )}
        </DialogContent>
      </Dialog>
    );
  }
  const defaultAddressId = book.data?.addresses.find((a) => a.isDefault)?.id ?? null;
  return (
    <CheckoutFlow
      listing={listing}
      quantity={quantity}
      userId={userId}
      needsAddress={needsAddress}
      defaultAddressId={defaultAddressId}
      onClose={onClose}
      onPlaced={onPlaced}
    />
  );
}

function CheckoutFlow({
  listing,
  quantity,
  userId,
  needsAddress,
  defaultAddressId,
  onClose,
  onPlaced,
}: {
  listing: ListingDetail;
  quantity: number;
  userId: string;
  needsAddress: boolean;
  defaultAddressId: string | null;
  onClose: () => void;
  onPlaced: (orderId: string) => void;
}) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const book = useQuery({ ...addressesQuery(userId), enabled: needsAddress });
  const addresses = book.data?.addresses ?? [];
  const [adding, setAdding] = useState(false);
  const machine = useMemo(
    () =>
      checkoutMachine.provide({
        actors: {
          place: fromPromise<
            CheckoutPlaceAnswer,
            { addressId: string | null; shipping: ShippingKind | null }
          >(async ({ input }) => {
            try {
              const order = await placeListingOrder(listing.id, {
                quantity,
                ...(input.shipping && { shipping: input.shipping }),
                ...(input.addressId && { addressId: input.addressId }),
              });
              return { ok: true, orderId: order.id };
            } catch (error) {
              const fields = fieldErrorsOf(error);
              if (fields.addressId)
                return { ok: false, step: 'address', message: fields.addressId };
              if (fields.shipping) return { ok: false, step: 'shipping', message: fields.shipping };
              return { ok: false, message: fields.quantity ?? apiErrorMessage(error) };
            }
          }),
        },
      }),
    [listing.id, quantity],
  );
  const [snapshot, send] = useMachine(machine, {
    inspect,
    input: {
      needsAddress,
      shippingKinds: listing.shipping.map((o) => o.kind),
      defaultAddressId,
    },
  });
  const { context } = snapshot;
  const step = (
    snapshot.matches('placing') || snapshot.matches('placed') ? 'review' : snapshot.value
  ) as Step;
  const placing = snapshot.matches('placing') || snapshot.matches('placed');
  const placedId = snapshot.matches('placed') ? context.orderId : null;
  const told = useRef(false);
  useEffect(() => {
    if (!placedId || told.current) return;
    told.current = true;
    onPlaced(placedId);
  }, [placedId, onPlaced]);

  const steps: Step[] = [
    ...(needsAddress ? (['address'] as const) : []),
    ...(listing.shipping.length > 0 ? (['shipping'] as const) : []),
    'review',
  ];
  const stepLabel: Record<Step, string> = {
    address: t.steps[0],
    shipping: t.steps[1],
    review: t.steps[2],
  };
  const currency = listing.price.currency;
  const money = (amountMinor: number) => moneyText(amountMinor, currency);
  const unit = quantityUnitLabels[listing.price.unit];
  const chosen = listing.shipping.find((o) => o.kind === context.shipping) ?? null;
  const price = checkoutPrice(listing.price.amountMinor ?? 0, quantity, chosen);
  const address = addresses.find((a) => a.id === context.addressId) ?? null;
  const showForm = adding || addresses.length === 0;

  return (
    <Dialog
      open
      onClose={placing ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={narrow}
      maxWidth="sm"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800, pb: 1 }}>
        {t.title}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {steps.length > 1 && (
          <Stepper activeStep={steps.indexOf(step)} alternativeLabel sx={{ pt: 1 }}>
            {steps.map((name) => (
              <Step key={name}>
                <StepLabel>{stepLabel[name]}</StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
        {context.failure && (
          <Alert severity="error" role="alert">
            {context.failure}
          </Alert>
        )}
        {step === 'address' && (
          <Box component="section" aria-label={t.chooseAddress} sx={{ display: 'grid', gap: 1.5 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {t.chooseAddress}
            </Typography>
            {addresses.length > 0 && (
              <RadioGroup
                aria-label={t.chooseAddress}
                value={context.addressId ?? ''}
                onChange={(event) => send({ type: 'address.choose', id: event.target.value })}
                sx={{ display: 'grid', gap: 1 }}
              >
                {addresses.map((a) => (
                  <Choice key={a.id} value={a.id} selected={a.id === context.addressId}>
                    <AddressLines address={a} />
                  </Choice>
                ))}
              </RadioGroup>
            )}
            {showForm ? (
              <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
                <Typography sx={{ fontWeight: 700, mb: 1 }}>
                  {addresses.length === 0 ? t.noAddresses : t.addAddress}
                </Typography>
                <AddressForm
                  userId={userId}
                  idPrefix="checkout-address"
                  onSaved={(saved) => {
                    setAdding(false);
                    send({ type: 'address.choose', id: saved.id });
                  }}
                  onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
                />
              </Paper>
            ) : (
              <Button
                onClick={() => setAdding(true)}
                sx={{ justifySelf: 'start' }}
                disabled={addresses.length >= (book.data?.max ?? 0)}
              >
                {t.addAddress}
              </Button>
            )}
          </Box>
        )}
        {step === 'shipping' && (
          <Box component="section" aria-label={t.chooseShipping} sx={{ display: 'grid', gap: 1.5 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {t.chooseShipping}
            </Typography>
            <RadioGroup
              aria-label={t.chooseShipping}
              value={context.shipping ?? ''}
              onChange={(event) =>
                send({ type: 'shipping.choose', kind: event.target.value as ShippingKind })
              }
              sx={{ display: 'grid', gap: 1 }}
            >
              {listing.shipping.map((option) => (
                <Choice
                  key={option.kind}
                  value={option.kind}
                  selected={option.kind === context.shipping}
                >
                  <ShippingChoice option={option} listing={listing} quantity={quantity} />
                </Choice>
              ))}
            </RadioGroup>
          </Box>
        )}
        {step === 'review' && (
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
              <Box
                component="dd"
                data-testid="checkout-total"
                sx={{ fontWeight: '800 !important' }}
              >
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
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 0.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose} disabled={placing} sx={{ mr: 'auto' }}>
          {checkoutMessages.addresses.cancel}
        </Button>
        {steps.indexOf(step) > 0 && (
          <Button onClick={() => send({ type: 'back' })} disabled={placing}>
            {t.back}
          </Button>
        )}
        {step === 'review' ? (
          <Button variant="contained" loading={placing} onClick={() => send({ type: 'place' })}>
            {t.place}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => send({ type: 'next' })}
            disabled={step === 'address' && showForm && addresses.length === 0}
          >
            {t.next}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** One choice of a radio list, as a card. */
function Choice({
  value,
  selected,
  children,
}: {
  value: string;
  selected: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        borderRadius: 2,
        px: 1.5,
        py: 1,
        borderColor: selected ? 'primary.main' : undefined,
        bgcolor: selected ? 'rgba(31,63,184,0.04)' : undefined,
      }}
    >
      <FormControlLabel
        value={value}
        control={<Radio />}
        label={children}
        sx={{ m: 0, width: '100%', alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
      />
    </Paper>
  );
}

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

import { apiErrorMessage } from '@matchbazaar/api-client';
import { checkoutMessages, type ListingDetail } from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { addressesQuery } from '../../components/addresses/addresses-api';
import { CheckoutAddressStep } from './checkout-address-step';
import { CheckoutReview } from './checkout-review';
import { CheckoutShippingStep } from './checkout-shipping-step';
import { checkoutNeedsAddress, useCheckout, type CheckoutStep } from './use-checkout';

const t = checkoutMessages.checkout;

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

/** The checkout's dialog: the steps' stepper, the step on show, and back, next or place. */
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
  const { context, send, step, placing } = useCheckout({
    listing,
    quantity,
    needsAddress,
    defaultAddressId,
    onPlaced,
  });

  const steps: CheckoutStep[] = [
    ...(needsAddress ? (['address'] as const) : []),
    ...(listing.shipping.length > 0 ? (['shipping'] as const) : []),
    'review',
  ];
  const stepLabel: Record<CheckoutStep, string> = {
    address: t.steps[0],
    shipping: t.steps[1],
    review: t.steps[2],
  };
  const chosen = listing.shipping.find((o) => o.kind === context.shipping) ?? null;
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
          <CheckoutAddressStep
            userId={userId}
            addresses={addresses}
            max={book.data?.max ?? 0}
            chosenId={context.addressId}
            showForm={showForm}
            onChoose={(id) => send({ type: 'address.choose', id })}
            onAdding={setAdding}
          />
        )}
        {step === 'shipping' && (
          <CheckoutShippingStep
            listing={listing}
            quantity={quantity}
            chosen={context.shipping}
            onChoose={(kind) => send({ type: 'shipping.choose', kind })}
          />
        )}
        {step === 'review' && (
          <CheckoutReview listing={listing} quantity={quantity} chosen={chosen} address={address} />
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

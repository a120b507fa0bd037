import ShoppingCartCheckoutOutlinedIcon from '@mui/icons-material/ShoppingCartCheckoutOutlined';
import {
  checkoutMessages,
  ordersMessages,
  quantityUnitLabels,
  shippingText,
  type ListingDetail,
  type Shop,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSignInPath } from '../../components/guards/use-sign-in-path';
import { lazyDialog } from '../../components/lazy-section';
import { quantityText } from '../../components/catalogue/post-money';
import { moneyText } from './order-text';
import { orderPath } from '../../components/order-path';
import { api } from '../../lib/session/api';
import { useSession } from '../../lib/session/use-session';

const t = ordersMessages.page;

// The checkout (its steps, the address form, the checkout machine) opens only after a signed-in
// buyer presses Order now: its code loads then, or as they reach the quantity, not with the page
// every visitor takes over (docs/benchmarks/web.md: each file of a page's takeover costs a phone).
const CheckoutDialog = lazyDialog(() => import('./checkout-dialog').then((m) => m.CheckoutDialog));
const loadOrderRequestSchema = () => import('./order-request-schema');
const loadCheckout = () => {
  void CheckoutDialog.preload();
  void loadOrderRequestSchema();
};

/** The seller's own shop id (null for a buyer or a seller without a shop): their listing has no Order. */
function useOwnShopId(userId: string, seller: boolean): string | null | undefined {
  const shop = useQuery({
    queryKey: ['orders', userId, 'own-shop'],
    queryFn: async ({ signal }) => {
      const answer = await api.request({ path: '/api/v1/shops/mine', signal });
      if (answer.status !== 200) return null;
      return (answer.body as { data?: { shop?: Pick<Shop, 'id'> } } | null)?.data?.shop?.id ?? null;
    },
    enabled: seller && userId !== '',
    staleTime: 5 * 60_000,
  });
  if (!seller) return null;
  return shop.isPending ? undefined : (shop.data ?? null);
}

/**
 * "Order now" on a fixed-price listing (docs/product/orders.md): a quantity from the seller's
 * minimum and its price, then the checkout (address, shipping, review) places the order (the
 * seller then accepts it, the buyer pays).
 * Signed out it leads to sign-in and back; the seller's own listing shows none.
 */
export function OrderBox({ listing }: { listing: ListingDetail }) {
  const { status, user, persona } = useSession();
  const signInPath = useSignInPath();
  const navigate = useNavigate();
  const userId = user?.id ?? '';
  const ownShopId = useOwnShopId(userId, status === 'signedIn' && persona === 'seller');
  const min = listing.minOrder.quantity;
  const [quantity, setQuantity] = useState(String(min));
  // The quantity's own error (the check's or the server's), until the quantity is edited.
  const [fieldError, setFieldError] = useState<string | null>(null);
  // The checkout opens with the quantity chosen; once placed the page leaves for the order.
  const [checkout, setCheckout] = useState<number | null>(null);
  const [placed, setPlaced] = useState(false);
  const busy = placed;
  const unitPrice = listing.price.amountMinor;
  if (listing.price.type !== 'fixed' || unitPrice === null) return null;
  if (ownShopId === undefined || ownShopId === listing.shop.id) return null;

  const unit = quantityUnitLabels[listing.price.unit];
  const money = (amountMinor: number) => moneyText(amountMinor, listing.price.currency);
  function onPlaced(orderId: string) {
    setPlaced(true);
    void navigate(orderPath(orderId));
  }
  const minText = quantityText(min, listing.minOrder.unit);
  const count = /^\s*\d+\s*$/.test(quantity) ? Number(quantity) : Number.NaN;
  const total = Number.isSafeInteger(count) && count > 0 ? count * unitPrice : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!(count >= min)) {
      setFieldError(t.orderBelowMinimum(minText));
      return;
    }
    const { listingOrderRequestSchema } = await loadOrderRequestSchema();
    const checked = listingOrderRequestSchema.safeParse({ quantity: count });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? t.orderBelowMinimum(minText));
      return;
    }
    setFieldError(null);
    setCheckout(checked.data.quantity);
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="order-box-title"
      sx={{ borderRadius: 3, p: 2, bgcolor: 'rgba(31,63,184,0.03)' }}
    >
      <Typography id="order-box-title" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
        {t.orderBox}
      </Typography>
      {status !== 'signedIn' ? (
        <Button
          variant="contained"
          fullWidth
          startIcon={<ShoppingCartCheckoutOutlinedIcon aria-hidden="true" />}
          component={RouterLink}
          to={signInPath}
          sx={{ minHeight: 44 }}
        >
          {t.signInToOrder}
        </Button>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => void submit(event)}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
              alignItems: 'start',
            }}
          >
            <TextField
              id="order-quantity"
              label={t.orderQuantity(unit)}
              type="number"
              size="small"
              value={quantity}
              onFocus={loadCheckout}
              onChange={(event) => {
                setQuantity(event.target.value);
                setFieldError(null);
              }}
              error={fieldError !== null}
              helperText={fieldError ?? t.orderMinimum(minText)}
              slotProps={{ htmlInput: { min, step: 1, inputMode: 'numeric' } }}
            />
            <Button
              type="submit"
              variant="contained"
              loading={busy}
              onPointerEnter={loadCheckout}
              startIcon={<ShoppingCartCheckoutOutlinedIcon aria-hidden="true" />}
              sx={{ minHeight: 40, whiteSpace: 'nowrap' }}
            >
              {t.orderNow}
            </Button>
          </Box>
          <Typography aria-live="polite" sx={{ fontWeight: 700 }}>
            {total === null ? '\u00a0' : t.orderTotal(moneyText(total, listing.price.currency))}
          </Typography>
          {/* Goods always offer some shipping (by quotation when the seller named none). */}
          {listing.shipping.length > 0 && (
            <Typography variant="body2" data-testid="order-box-shipping">
              {checkoutMessages.shipping.offered(
                listing.shipping.map((option) => shippingText(option, money, unit)).join('; '),
              )}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t.orderEscrow}
          </Typography>
          {checkout !== null && (
            <CheckoutDialog
              listing={listing}
              quantity={checkout}
              userId={userId}
              onClose={() => setCheckout(null)}
              onPlaced={onPlaced}
            />
          )}
        </Box>
      )}
    </Paper>
  );
}

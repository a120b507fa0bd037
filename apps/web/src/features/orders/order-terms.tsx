import {
  checkoutMessages,
  ordersMessages,
  quantityUnitLabels,
  shippingText,
  type Order,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AddressLines } from '../../components/addresses/address-lines';
import { listingPath } from '../../components/catalogue/listing-result-card';
import { requirementPath } from '../../components/catalogue/requirement-result-card';
import { orderCard } from './order-card-style';
import { feePercentText, moneyText, orderQuantityText } from './order-text';

const t = ordersMessages.page;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '11rem minmax(0, 1fr)' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** What was agreed: the item, price, quantity, shipping, address, fee, notes and reasons. */
export function OrderTerms({ order }: { order: Order }) {
  const headingId = useId();
  const money = (minor: number) => moneyText(minor, order.currency);
  const seesFee = order.viewer !== 'buyer';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={orderCard}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800, mb: 0.5 }}>
        {t.terms}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t.item}>
          {order.title}
          {order.listingId && (
            <Link
              component={RouterLink}
              to={listingPath(order.listingId)}
              sx={{ display: 'block', fontWeight: 500 }}
            >
              {t.viewListing}
            </Link>
          )}
          {!order.listingId && order.requirementId && (
            <Link
              component={RouterLink}
              to={requirementPath(order.requirementId)}
              sx={{ display: 'block', fontWeight: 500 }}
            >
              {t.viewRequest}
            </Link>
          )}
        </Row>
        <Row label={t.kind}>{t.kinds[order.kind]}</Row>
        <Row label={t.unitPrice}>{money(order.unitPriceMinor)}</Row>
        <Row label={t.quantity}>{orderQuantityText(order.quantity, order.unit)}</Row>
        {order.shipping && (
          <Row label={checkoutMessages.order.shipping}>
            <span data-testid="order-shipping">{orderShippingText(order)}</span>
          </Row>
        )}
        {order.deliveryAddress && (
          <Row label={checkoutMessages.order.address}>
            <Box data-testid="order-address">
              <AddressLines address={order.deliveryAddress} />
            </Box>
          </Row>
        )}
        {order.deliveryDays !== null && (
          <Row label={t.delivery}>{t.deliveryValue(order.deliveryDays)}</Row>
        )}
        <Row label={t.total}>{money(order.totalMinor)}</Row>
        {seesFee && (
          <Row label={t.fee}>
            {t.feeValue(
              feePercentText(order.feeBps),
              order.feeMinor === null ? null : money(order.feeMinor),
            )}
          </Row>
        )}
        {order.refundedMinor > 0 && <Row label={t.refunded}>{money(order.refundedMinor)}</Row>}
        <Row label={t.source}>{t.sources[order.source]}</Row>
        {order.buyerNote && <Row label={t.buyerNote}>{order.buyerNote}</Row>}
        {order.tracking && <Row label={t.tracking}>{order.tracking}</Row>}
        {order.shipNote && <Row label={t.shipNote}>{order.shipNote}</Row>}
        {order.closeReason && <Row label={t.closeReason}>{order.closeReason}</Row>}
      </Box>
    </Paper>
  );
}

/** "Flat rate per order · ₹150", "Rate per unit · ₹2 per kg (₹200 in all)", "Pick-up from the seller". */
function orderShippingText(order: Order): string {
  const shipping = order.shipping!;
  const money = (minor: number) => moneyText(minor, order.currency);
  const unit = (quantityUnitLabels as Record<string, string>)[order.unit] ?? order.unit;
  const what = shippingText(shipping, money, unit || undefined);
  if (shipping.kind === 'per_unit')
    return checkoutMessages.order.perUnitTotal(what, money(shipping.amountMinor));
  if (shipping.kind === 'quote')
    return order.quotedAt
      ? `${what}: ${checkoutMessages.order.quoted(money(shipping.amountMinor))}`
      : `${what}. ${checkoutMessages.order.quoteNote}`;
  return what;
}

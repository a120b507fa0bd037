import { ordersMessages, type Order } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { orderCard } from './order-card-style';

const t = ordersMessages.page;

/** The buyer and the seller (with their shop), the viewer's own side marked. */
export function OrderParties({ order }: { order: Order }) {
  const headingId = useId();
  const person = (label: string, name: string, you: boolean, extra?: ReactNode) => (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
        {you && ` · ${t.you}`}
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
      {extra}
    </Box>
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ ...orderCard, display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t.parties}
      </Typography>
      {person(t.buyer, order.buyer.displayName, order.viewer === 'buyer')}
      {person(
        t.seller,
        order.seller.shopName,
        order.viewer === 'seller',
        <>
          <Typography variant="body2" color="text.secondary">
            {order.seller.displayName}
          </Typography>
          {order.seller.shopSlug && (
            <Link
              component={RouterLink}
              to={`/marketplace/shop/${encodeURIComponent(order.seller.shopSlug)}`}
              variant="body2"
            >
              {t.visitShop}
            </Link>
          )}
        </>,
      )}
    </Paper>
  );
}

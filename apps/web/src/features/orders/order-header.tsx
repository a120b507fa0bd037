import { ordersMessages, type Order } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { dateTimeText } from '../../components/date-time';
import { orderCard } from './order-card-style';
import { OrderStatusChip } from './order-status-chip';
import { moneyText } from './order-text';

const t = ordersMessages.page;

/** The order's number, status, title, other side and total. */
export function OrderHeader({ order }: { order: Order }) {
  const counterparty =
    order.viewer === 'buyer'
      ? t.from(order.seller.shopName)
      : order.viewer === 'seller'
        ? t.to(order.buyer.displayName)
        : t.disputeOf(order.buyer.displayName, order.seller.shopName);

  return (
    <Paper variant="outlined" component="header" sx={{ ...orderCard, mb: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <Typography
              component="h1"
              variant="h4"
              sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 32 } }}
            >
              {t.orderNumber(order.number)}
            </Typography>
            <Box component="span" data-testid="order-status">
              <OrderStatusChip status={order.status} kind={order.kind} size="medium" />
            </Box>
          </Box>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', mt: 1, overflowWrap: 'anywhere' }}>
            {order.title}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {counterparty}
            {' · '}
            <time dateTime={order.placedAt}>{t.placedOn(dateTimeText(order.placedAt))}</time>
          </Typography>
        </Box>
        <Box sx={{ textAlign: { sm: 'right' } }}>
          <Typography variant="body2" color="text.secondary">
            {t.total}
          </Typography>
          <Typography
            data-testid="order-total"
            sx={{ fontWeight: 800, fontSize: '2rem', lineHeight: 1.2 }}
          >
            {moneyText(order.totalMinor, order.currency)}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

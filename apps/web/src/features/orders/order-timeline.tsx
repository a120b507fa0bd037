import { ordersMessages, type Order, type OrderEvent } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { dateTimeText } from '../../components/date-time';
import { orderCard } from './order-card-style';

const m = ordersMessages;
const t = ordersMessages.page;

/** Who took a step, as the viewer reads it: "You", the other side's name, or the platform. */
function whoText(order: Order, event: OrderEvent): string {
  if (event.by === order.viewer) return t.you;
  if (event.by === 'buyer') return `${t.by.buyer}, ${order.buyer.displayName}`;
  if (event.by === 'seller') return `${t.by.seller}, ${order.seller.shopName}`;
  return t.by[event.by];
}

/** Every step the order took, oldest first, the latest marked. */
export function OrderTimeline({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={orderCard}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1.5 }}>
        {t.timeline}
      </Typography>
      <Box component="ol" aria-label={t.timelineLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {order.timeline.map((event, index) => {
          const last = index === order.timeline.length - 1;
          return (
            <Box
              component="li"
              key={event.id}
              data-testid="order-event"
              sx={{ display: 'grid', gridTemplateColumns: '20px minmax(0, 1fr)', gap: 1.5 }}
            >
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Box
                  sx={{
                    width: 12,
                    height: 12,
                    mt: 0.75,
                    borderRadius: '50%',
                    bgcolor: last ? 'primary.main' : 'grey.400',
                    boxShadow: last ? '0 0 0 4px rgba(31,63,184,0.15)' : undefined,
                  }}
                />
                {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
              </Box>
              <Box sx={{ pb: last ? 0 : 2, minWidth: 0 }}>
                <Typography sx={{ fontWeight: last ? 700 : 600 }}>
                  {m.history[event.type]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {whoText(order, event)}
                  {' · '}
                  <time dateTime={event.at}>{dateTimeText(event.at)}</time>
                </Typography>
                {event.note && (
                  <Typography
                    variant="body2"
                    sx={{
                      mt: 0.5,
                      pl: 1.5,
                      borderLeft: 3,
                      borderColor: 'divider',
                      whiteSpace: 'pre-line',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {event.note}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}

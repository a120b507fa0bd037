import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  orderStatuses,
  ordersMessages,
  type OrderStatus,
  type OrderSummary,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNow } from '../../components/catalogue/use-now';
import { FilterChips } from '../../components/filter-chips';
import { LoadState } from '../../components/load-state';
import { timeAgo } from '../../components/relative-time';
import { OrderStatusChip } from './order-status-chip';
import {
  actionText,
  countAll,
  dueText,
  isQuietStep,
  isViewersTurn,
  moneyText,
  nextStepText,
  orderQuantityText,
} from './order-text';
import { orderPath } from '../../components/order-path';
import { isStep, ordersQuery, type OrderRole } from './api/orders-api';

const t = ordersMessages.page;

/** The status in the address, or undefined for all. */
export const orderStatusOf = (value: string | null): OrderStatus | undefined =>
  (orderStatuses as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : undefined;

/**
 * The user's orders on one side, by status (chips with their counts; a status none is in stays
 * out of the way), newest first, "Load more" for older ones. Each row says whose turn it is; with
 * `withActions` it also offers the viewer's steps, each opening the order with its dialog.
 */
export function OrderList({
  userId,
  role,
  status,
  onStatus,
  withActions = false,
  emptyAction,
}: {
  userId: string;
  role: OrderRole;
  status: OrderStatus | undefined;
  onStatus: (status: OrderStatus | undefined) => void;
  withActions?: boolean;
  /** The empty state's way forward (browse the marketplace, post a listing). */
  emptyAction?: ReactNode;
}) {
  const orders = useInfiniteQuery({ ...ordersQuery(userId, role, status), enabled: userId !== '' });
  const now = useNow(60_000);
  const counts: Partial<Record<OrderStatus, number>> = orders.data?.pages[0]?.counts ?? {};
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = orderStatuses.filter((value) => (counts[value] ?? 0) > 0 || value === status);
  const label = (text: string, count: number | undefined) =>
    count === undefined ? text : t.counted(text, count);

  return (
    <Box>
      {((orders.isSuccess && countAll(counts) > 0) || status) && (
        <FilterChips
          label={t.filterLabel}
          options={[
            { value: undefined, label: label(t.all, status ? undefined : countAll(counts)) },
            ...shown.map((value) => ({
              value,
              label: label(ordersMessages.statuses[value], counts[value]),
            })),
          ]}
          value={status}
          onChange={onStatus}
          mb={2}
        />
      )}
      {orders.isPending || orders.isError ? (
        <LoadState
          label={t.loading}
          failed={orders.isError ? t.loadFailed : undefined}
          retry={() => void orders.refetch()}
          retryLabel={t.retry}
        />
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, textAlign: 'center', px: 3, py: 6 }}>
          <ReceiptLongOutlinedIcon color="action" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Typography component="h2" sx={{ fontWeight: 700, mt: 1 }}>
            {status ? t.emptyFiltered : role === 'buyer' ? t.emptyBuying : t.emptySelling}
          </Typography>
          {status ? (
            <Button onClick={() => onStatus(undefined)} sx={{ mt: 1 }}>
              {t.showAll}
            </Button>
          ) : (
            <>
              <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 480, mx: 'auto' }}>
                {role === 'buyer' ? t.emptyBuyingHint : t.emptySellingHint}
              </Typography>
              {emptyAction && <Box sx={{ mt: 2 }}>{emptyAction}</Box>}
            </>
          )}
        </Paper>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t.listLabel}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 1.5,
            }}
          >
            {items.map((order) => (
              <OrderRow key={order.id} order={order} now={now} withActions={withActions} />
            ))}
          </Box>
          {orders.hasNextPage && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                loading={orders.isFetchingNextPage}
                onClick={() => void orders.fetchNextPage()}
              >
                {t.loadMore}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

function OrderRow({
  order,
  now,
  withActions,
}: {
  order: OrderSummary;
  now: number;
  withActions: boolean;
}) {
  const steps = order.actions.filter(isStep);
  const myTurn = isViewersTurn(order);
  const due = dueText(order, now);
  const other =
    order.viewer === 'buyer' ? t.from(order.seller.shopName) : t.to(order.buyer.displayName);
  const titleId = `order-${order.id}-title`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="order-row"
      data-order-number={order.number}
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        borderColor: myTurn ? 'primary.light' : undefined,
        boxShadow: myTurn ? '0 0 0 1px rgba(31,63,184,0.25)' : undefined,
      }}
    >
      <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
            {t.orderNumber(order.number)}
          </Typography>
          <OrderStatusChip status={order.status} kind={order.kind} />
          {myTurn && (
            <Chip size="small" color="primary" label={t.yourTurn} sx={{ fontWeight: 700 }} />
          )}
        </Box>
        <Link
          id={titleId}
          component={RouterLink}
          to={orderPath(order.id)}
          underline="hover"
          sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}
        >
          {order.title}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {other}
          {' · '}
          {t.quantityLine(
            orderQuantityText(order.quantity, order.unit),
            moneyText(order.unitPriceMinor, order.currency),
          )}
          {' · '}
          <time dateTime={order.placedAt}>{t.placedOn(timeAgo(order.placedAt, now))}</time>
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: myTurn ? 700 : 500, color: myTurn ? 'primary.dark' : 'text.primary' }}
        >
          {nextStepText(order)}
          {due && (
            <Box component="span" sx={{ color: '#8a4100', fontWeight: 500 }}>
              {' · '}
              {due}
            </Box>
          )}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          flexWrap: 'wrap',
          gap: 1,
          alignItems: { xs: 'center', sm: 'flex-end' },
          justifyContent: { xs: 'space-between', sm: 'center' },
          minWidth: { sm: 160 },
        }}
      >
        <Typography
          sx={{ fontWeight: 800, fontSize: '1.25rem', textAlign: { sm: 'right' } }}
          aria-label={`${t.total}: ${moneyText(order.totalMinor, order.currency)}`}
        >
          {moneyText(order.totalMinor, order.currency)}
        </Typography>
        {withActions && myTurn ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'end' }}>
            {steps.map((step) => {
              const quiet = isQuietStep(step);
              return (
                <Button
                  key={step}
                  size="small"
                  variant={quiet ? 'outlined' : 'contained'}
                  color={quiet ? 'inherit' : 'primary'}
                  component={RouterLink}
                  to={`${orderPath(order.id)}?do=${encodeURIComponent(step)}`}
                >
                  {actionText(step, order.kind)}
                </Button>
              );
            })}
          </Stack>
        ) : (
          <Button
            size="small"
            variant={myTurn ? 'contained' : 'outlined'}
            component={RouterLink}
            to={orderPath(order.id)}
            aria-describedby={titleId}
          >
            {t.open}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

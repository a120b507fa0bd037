import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import {
  canAccess,
  ordersMessages,
  type OrderStatus,
  type OrderSummary,
} from '@matchbazaar/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { dateTimeText } from '../../components/date-time';
import { DashboardPageFrame } from '../../components/dashboard-page-frame';
import { FilterChips } from '../../components/filter-chips';
import { LoadState } from '../../components/load-state';
import { DisputePanel } from './dispute-panel';
import { OrderStatusChip } from './order-status-chip';
import { moneyText } from './order-text';
import { orderPath } from '../../components/order-path';
import { adminOrdersQuery, orderQuery } from './api/orders-api';
import { ResolveDialog } from './resolve-dialog';
import { useSession } from '../../lib/session/use-session';

const t = ordersMessages.page;

const statuses = ['disputed', 'completed', 'cancelled'] as const satisfies readonly OrderStatus[];
type Shown = (typeof statuses)[number];
const shownOf = (value: string | null): Shown =>
  statuses.find((status) => status === value) ?? 'disputed';

/**
 * /admin/orders (support and admins): disputed orders first. Review opens an order's dispute (the
 * buyer's reason, details and photos, the thread, where staff write too); an admin resolves it,
 * releasing, refunding, or splitting the payment (docs/product/orders.md, "Disputes").
 */
export function DisputesPage() {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const [params, setParams] = useSearchParams();
  const status = shownOf(params.get('status'));
  const orders = useInfiniteQuery({ ...adminOrdersQuery(userId, status), enabled: userId !== '' });
  const counts = orders.data?.pages[0]?.counts;
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const [resolved, setResolved] = useState<string | null>(null);
  const canResolve = canAccess(user?.role, ['admin']);

  return (
    <DashboardPageFrame title={t.adminTitle} intro={t.adminIntro}>
      <FilterChips
        label={t.adminStatusLabel}
        options={statuses.map((value) => ({
          value,
          label:
            counts?.[value] === undefined
              ? t.adminStatuses[value]
              : t.counted(t.adminStatuses[value], counts[value]),
        }))}
        value={status}
        onChange={(next) =>
          setParams(next === 'disputed' ? {} : { status: next }, { replace: true })
        }
        mb={2}
      />
      {orders.isPending || orders.isError ? (
        <LoadState
          label={t.adminListLabel}
          failed={orders.isError ? t.adminLoadFailed : undefined}
          retry={() => void orders.refetch()}
          retryLabel={t.retry}
        />
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, textAlign: 'center', px: 3, py: 6 }}>
          <GavelOutlinedIcon color="action" sx={{ fontSize: 40 }} aria-hidden="true" />
          <Typography component="h2" sx={{ fontWeight: 700, mt: 1 }}>
            {status === 'disputed' ? t.adminEmpty : t.emptyFiltered}
          </Typography>
          {status === 'disputed' && (
            <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 460, mx: 'auto' }}>
              {t.adminEmptyHint}
            </Typography>
          )}
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label={t.adminListLabel}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {items.map((order) => (
            <DisputeRow
              key={order.id}
              order={order}
              userId={userId}
              canResolve={canResolve}
              onResolved={(text) => setResolved(text)}
            />
          ))}
        </Box>
      )}
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
      <Snackbar
        open={resolved !== null}
        autoHideDuration={5000}
        onClose={() => setResolved(null)}
        message={resolved}
      />
    </DashboardPageFrame>
  );
}

function DisputeRow({
  order,
  userId,
  canResolve,
  onResolved,
}: {
  order: OrderSummary;
  userId: string;
  canResolve: boolean;
  onResolved: (text: string) => void;
}) {
  const [open, setOpen] = useState(order.status === 'disputed');
  const titleId = useId();
  const panelId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="dispute-row"
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 } }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) auto' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
              {t.orderNumber(order.number)}
            </Typography>
            <OrderStatusChip status={order.status} kind={order.kind} />
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
            {t.disputeOf(order.buyer.displayName, order.seller.shopName)}
            {' · '}
            <time dateTime={order.updatedAt}>{dateTimeText(order.updatedAt)}</time>
          </Typography>
        </Box>
        <Stack
          direction={{ xs: 'row', sm: 'column' }}
          spacing={1}
          sx={{ alignItems: { xs: 'center', sm: 'flex-end' }, justifyContent: 'space-between' }}
        >
          <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }}>
            {moneyText(order.totalMinor, order.currency)}
          </Typography>
          <Button
            size="small"
            variant={open ? 'text' : 'outlined'}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
          >
            {open ? t.hideReview : t.review}
          </Button>
        </Stack>
      </Box>
      <Collapse in={open} unmountOnExit id={panelId}>
        <Box sx={{ mt: 2 }}>
          <DisputeReview
            orderId={order.id}
            userId={userId}
            canResolve={canResolve}
            onResolved={onResolved}
          />
        </Box>
      </Collapse>
    </Paper>
  );
}

function DisputeReview({
  orderId,
  userId,
  canResolve,
  onResolved,
}: {
  orderId: string;
  userId: string;
  canResolve: boolean;
  onResolved: (text: string) => void;
}) {
  const order = useQuery(orderQuery(userId, orderId));
  const [resolving, setResolving] = useState(false);
  if (order.isPending || order.isError)
    return (
      <LoadState
        label={t.detailLoading}
        failed={order.isError ? t.detailFailed : undefined}
        retry={() => void order.refetch()}
        retryLabel={t.retry}
      />
    );
  const open = order.data.status === 'disputed' && order.data.dispute?.resolution === null;
  return (
    <Stack spacing={1.5}>
      {order.data.dispute ? (
        <DisputePanel plain order={order.data} userId={userId} />
      ) : (
        <Alert severity="info">{t.hints.admin[order.data.status]}</Alert>
      )}
      {open && canResolve && (
        <Box>
          <Button variant="contained" onClick={() => setResolving(true)}>
            {t.resolve}
          </Button>
        </Box>
      )}
      {resolving && (
        <ResolveDialog
          order={order.data}
          userId={userId}
          onClose={() => setResolving(false)}
          onResolved={(_next, text) => {
            setResolving(false);
            onResolved(text);
          }}
        />
      )}
    </Stack>
  );
}

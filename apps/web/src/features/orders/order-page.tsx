import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { apiErrorMessage } from '@matchbazaar/api-client';
import { ordersMessages, type Order } from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { LoadState } from '../../components/load-state';
import { type Status } from '../../components/status-alert';
import { useDocumentTitle } from '../../components/use-document-title';
import { useSession } from '../../lib/session/use-session';
import { isStep, orderQuery, type OrderStep } from './api/orders-api';
import { DisputePanel } from './dispute-panel';
import { OrderActionsCard } from './order-actions-card';
import { StepDialogFor } from './order-dialogs';
import { OrderHeader } from './order-header';
import { OrderParties } from './order-parties';
import { lastEventId, stillCurrent } from './order-text';
import { OrderTerms } from './order-terms';
import { OrderTimeline } from './order-timeline';
import { ResolveDialog } from './resolve-dialog';
import { useOrdersLive } from './use-orders-live';

const m = ordersMessages;
const t = ordersMessages.page;

const frame = { px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1280, mx: 'auto' };

function BackLink() {
  return (
    <Link
      component={RouterLink}
      to="/dashboard/orders"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden="true" />
      {t.backToOrders}
    </Link>
  );
}

/**
 * /dashboard/orders/:orderId (docs/product/orders.md): one order as the viewer's side sees it:
 * where it stands and what the state's timer will do, the viewer's steps exactly as the server
 * allows them (each with its dialog; `?do=<step>` opens one, as the lists' buttons do), the
 * terms, the parties, the dispute and the timeline. A push from the other side updates it in
 * place; a step refused with 409 (the order moved on) says so and shows the order as it is now.
 * `reviews` renders the reviews of a completed order (the app supplies it).
 */
export function OrderPage({ reviews }: { reviews?: ((order: Order) => ReactNode) | undefined }) {
  const { orderId = '' } = useParams();
  const { user } = useSession();
  const userId = user?.id ?? '';
  useOrdersLive(userId);
  const order = useQuery({ ...orderQuery(userId, orderId), enabled: userId !== '' });
  useDocumentTitle(order.data ? t.orderNumber(order.data.number) : t.title);

  if (order.isPending || order.isError) {
    const missing = order.isError && (order.error as { status?: number } | null)?.status === 404;
    return (
      <Box sx={frame}>
        <BackLink />
        <LoadState
          label={t.detailLoading}
          failed={order.isError ? (missing ? t.detailNotFound : t.detailFailed) : undefined}
          retry={missing ? undefined : () => void order.refetch()}
          retryLabel={t.retry}
        />
      </Box>
    );
  }
  return (
    <OrderView
      order={order.data}
      userId={userId}
      refetch={() => void order.refetch()}
      reviews={reviews}
    />
  );
}

function OrderView({
  order,
  userId,
  refetch,
  reviews,
}: {
  order: Order;
  userId: string;
  refetch: () => void;
  reviews: ((order: Order) => ReactNode) | undefined;
}) {
  const [params, setParams] = useSearchParams();
  // A list's step button opens its dialog here, once, while the step is still allowed.
  const asked = params.get('do');
  const [dialog, setDialog] = useState<OrderStep | null>(() =>
    order.actions.some((action) => action === asked) && isStep(asked as OrderStep)
      ? (asked as OrderStep)
      : null,
  );
  // A step's answer ("Marked as shipped") is about the order as that step left it (its last
  // event): once the other side moves it on live, the answer no longer shows. A conflict's warning
  // is about the order as the refetch brings it, so it has no such event.
  const [answer, setAnswer] = useState<{ status: Status; after?: string | null } | null>(null);
  const notice = answer && stillCurrent(answer, order) ? answer.status : null;
  const setNotice = (status: Status | null, after?: Order) =>
    setAnswer(status && { status, ...(after ? { after: lastEventId(after) } : {}) });
  const [resolving, setResolving] = useState(false);

  useEffect(() => {
    if (asked) setParams({}, { replace: true });
  }, [asked, setParams]);

  const stepDone = (step: OrderStep) => (next: Order) => {
    setDialog(null);
    setNotice({ severity: 'success', text: m.done[step] }, next);
  };
  const conflict = (failure: unknown) => {
    setDialog(null);
    setNotice({ severity: 'warning', text: apiErrorMessage(failure) });
    refetch();
  };

  return (
    <Box sx={frame}>
      <BackLink />
      <OrderHeader order={order} />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <OrderActionsCard
            order={order}
            notice={notice}
            onResolve={() => {
              setNotice(null);
              setResolving(true);
            }}
            onStep={(step) => {
              setNotice(null);
              setDialog(step);
            }}
          />
          {order.dispute && <DisputePanel order={order} userId={userId} />}
          <OrderTerms order={order} />
          <OrderTimeline order={order} />
          {order.status === 'completed' && reviews?.(order)}
        </Stack>
        <OrderParties order={order} />
      </Box>

      {resolving && (
        <ResolveDialog
          order={order}
          userId={userId}
          onClose={() => setResolving(false)}
          onResolved={(next, text) => {
            setResolving(false);
            setNotice({ severity: 'success', text }, next);
          }}
        />
      )}
      {dialog && (
        <StepDialogFor
          key={dialog}
          step={dialog}
          order={order}
          userId={userId}
          onClose={() => setDialog(null)}
          onDone={stepDone(dialog)}
          onConflict={conflict}
        />
      )}
    </Box>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import { apiErrorMessage } from '@matchbazaar/api-client';
import {
  checkoutMessages,
  ordersMessages,
  quantityUnitLabels,
  shippingText,
  type Order,
  type OrderEvent,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { listingPath } from '../../components/catalogue/listing-result-card';
import { requirementPath } from '../../components/catalogue/requirement-result-card';
import { useNow } from '../../components/catalogue/use-now';
import { dateTimeText } from '../../components/date-time';
import { LoadState } from '../../components/load-state';
import { AddressLines } from '../../components/addresses/address-lines';
import { DisputePanel } from './dispute-panel';
import { OrderStatusChip } from './order-status-chip';
import { ResolveDialog } from './resolve-dialog';
import {
  actionText,
  dueText,
  feePercentText,
  isQuietStep,
  isViewersTurn,
  lastEventId,
  moneyText,
  nextStepText,
  orderQuantityText,
  stillCurrent,
} from './order-text';
import { isStep, orderQuery, type OrderStep } from './api/orders-api';
import { useOrdersLive } from './use-orders-live';
import { useSession } from '../../lib/session/use-session';
import { StatusAlert, type Status } from '../../components/status-alert';
import { useDocumentTitle } from '../../components/use-document-title';
import { StepDialogFor } from './order-dialogs';

const m = ordersMessages;
const t = ordersMessages.page;

const frame = { px: { xs: 2, sm: 3, md: 4 }, py: { xs: 3, md: 4 }, maxWidth: 1280, mx: 'auto' };
const card = { borderRadius: 3, p: { xs: 2, sm: 3 } } as const;

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
  // The server lists resolve.* only to an admin on an open dispute: the queue's rule, here too.
  const canResolve = order.actions.some((action) => action.startsWith('resolve.'));
  const now = useNow(30_000);
  const steps = order.actions.filter(isStep);
  const due = dueText(order, now);
  const headingId = useId();

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
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby={headingId}
            sx={{
              ...card,
              borderColor: isViewersTurn(order) ? 'primary.light' : undefined,
              display: 'grid',
              gap: 1.5,
            }}
          >
            <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800 }}>
              {t.actionsLabel}
            </Typography>
            <Typography data-testid="order-next-step">{nextStepText(order)}</Typography>
            {due && (
              <Typography
                variant="body2"
                data-testid="order-due"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.75,
                  color: '#8a4100',
                  fontWeight: 600,
                }}
              >
                <ScheduleOutlinedIcon fontSize="small" aria-hidden="true" />
                {due}
              </Typography>
            )}
            <StatusAlert status={notice} />
            {canResolve && (
              <Box>
                <Button
                  variant="contained"
                  onClick={() => {
                    setNotice(null);
                    setResolving(true);
                  }}
                  sx={{ minHeight: 44 }}
                >
                  {t.resolve}
                </Button>
              </Box>
            )}
            {steps.length > 0 && (
              <Stack
                direction="row"
                role="group"
                aria-label={t.actionsLabel}
                sx={{ flexWrap: 'wrap', gap: 1 }}
              >
                {steps.map((step, index) => {
                  const quiet = isQuietStep(step);
                  return (
                    <Button
                      key={step}
                      variant={index === 0 && !quiet ? 'contained' : 'outlined'}
                      color={quiet ? (step === 'dispute' ? 'error' : 'inherit') : 'primary'}
                      onClick={() => {
                        setNotice(null);
                        setDialog(step);
                      }}
                      sx={{ minHeight: 44 }}
                    >
                      {actionText(step, order.kind)}
                    </Button>
                  );
                })}
              </Stack>
            )}
          </Paper>

          {order.dispute && <DisputePanel order={order} userId={userId} />}
          <Terms order={order} />
          <Timeline order={order} />
          {order.status === 'completed' && reviews?.(order)}
        </Stack>
        <Parties order={order} />
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

/** The order's number, status, title, other side and total. */
function OrderHeader({ order }: { order: Order }) {
  const counterparty =
    order.viewer === 'buyer'
      ? t.from(order.seller.shopName)
      : order.viewer === 'seller'
        ? t.to(order.buyer.displayName)
        : t.disputeOf(order.buyer.displayName, order.seller.shopName);

  return (
    <Paper variant="outlined" component="header" sx={{ ...card, mb: 2 }}>
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

function Terms({ order }: { order: Order }) {
  const headingId = useId();
  const money = (minor: number) => moneyText(minor, order.currency);
  const seesFee = order.viewer !== 'buyer';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={card}>
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

function Parties({ order }: { order: Order }) {
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
      sx={{ ...card, display: 'grid', gap: 2 }}
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

/** Who took a step, as the viewer reads it: "You", the other side's name, or the platform. */
function whoText(order: Order, event: OrderEvent): string {
  if (event.by === order.viewer) return t.you;
  if (event.by === 'buyer') return `${t.by.buyer}, ${order.buyer.displayName}`;
  if (event.by === 'seller') return `${t.by.seller}, ${order.seller.shopName}`;
  return t.by[event.by];
}

function Timeline({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={card}>
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

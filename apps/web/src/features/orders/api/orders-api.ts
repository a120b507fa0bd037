import {
  balancesAnswerSchema,
  orderAnswerSchema,
  ordersAnswerSchema,
  payoutAnswerSchema,
  transactionsAnswerSchema,
  type Currency,
  type DisputeMessageRequest,
  type ListingOrderRequest,
  type Order,
  type OrderAction,
  type OrdersAnswer,
  type OrderStatus,
  type OrderSummary,
  type PayoutAnswer,
  type PayoutRequest,
  type ResolveDisputeRequest,
} from '@matchbazaar/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { checkedGet } from '../../../lib/server-state/checked-get';
import { queryString } from '../../../lib/server-state/query-string';
import { api } from '../../../lib/session/api';
import { downloadFile } from '../../../lib/session/download-file';

/**
 * The order and ledger routes (docs/product/orders.md), each answer checked against its contract.
 * A refusal is the api client's ApiRequestError with the server's text; a 409 means the order
 * moved on meanwhile (`isConflict`), and the page reads it again.
 */

const V1 = '/api/v1';
const seg = encodeURIComponent;

export type OrderRole = 'buyer' | 'seller';
type OrdersPage = OrdersAnswer['data'];

/** Keyed by the user: what one account loaded is never shown to the next signed in here. */
export const orderKeys = {
  all: (userId: string) => ['orders', userId] as const,
  lists: (userId: string) => ['orders', userId, 'list'] as const,
  list: (userId: string, role: OrderRole, status: OrderStatus | undefined) =>
    ['orders', userId, 'list', role, status ?? 'all'] as const,
  detail: (userId: string, id: string) => ['orders', userId, 'detail', id] as const,
  admin: (userId: string, status: OrderStatus) => ['orders', userId, 'admin', status] as const,
  money: (userId: string) => ['orders', userId, 'money'] as const,
  balances: (userId: string) => ['orders', userId, 'money', 'balances'] as const,
  transactions: (userId: string, currency: Currency | undefined) =>
    ['orders', userId, 'money', 'transactions', currency ?? 'all'] as const,
};

/** GET orders: the caller's orders as buyer or seller, newest first, a page at a time. */
export const ordersQuery = (userId: string, role: OrderRole, status: OrderStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(userId, role, status),
    queryFn: ({ pageParam, signal }) =>
      checkedGet(
        `${V1}/orders${queryString({ role, status, before: pageParam ?? undefined })}`,
        ordersAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    initialPageParam: null as number | null,
    getNextPageParam: (page: OrdersPage) => page.next ?? undefined,
    staleTime: 0,
  });

/** GET orders/:id: one order as the caller sees it (their side, their actions). */
export const orderQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(userId, id),
    queryFn: ({ signal }) =>
      checkedGet(`${V1}/orders/${seg(id)}`, orderAnswerSchema, signal).then(
        (answer) => answer.data.order,
      ),
    staleTime: 0,
  });

/** GET admin/orders: the staff's queue by status, newest first, a page at a time. */
export const adminOrdersQuery = (userId: string, status: OrderStatus) =>
  infiniteQueryOptions({
    queryKey: orderKeys.admin(userId, status),
    queryFn: ({ pageParam, signal }) =>
      checkedGet(
        `${V1}/admin/orders${queryString({ status, before: pageParam ?? undefined })}`,
        ordersAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    initialPageParam: null as number | null,
    getNextPageParam: (page: OrdersPage) => page.next ?? undefined,
    staleTime: 0,
  });

/** GET balances: the seller's money per currency. */
export const balancesQuery = (userId: string) =>
  queryOptions({
    queryKey: orderKeys.balances(userId),
    queryFn: ({ signal }) =>
      checkedGet(`${V1}/balances`, balancesAnswerSchema, signal).then(
        (answer) => answer.data.balances,
      ),
    staleTime: 0,
  });

/** GET transactions: the user's lines, newest first, by keyset ("Load more"). */
export const transactionsQuery = (userId: string, currency: Currency | undefined) =>
  infiniteQueryOptions({
    queryKey: orderKeys.transactions(userId, currency),
    queryFn: ({ pageParam, signal }) =>
      checkedGet(
        `${V1}/transactions${queryString({ currency, before: pageParam ?? undefined })}`,
        transactionsAnswerSchema,
        signal,
      ).then((answer) => answer.data),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next ?? undefined,
    staleTime: 0,
  });

const orderOf = (body: Record<string, unknown>) => {
  const parsed = orderAnswerSchema.safeParse(body);
  return parsed.success ? parsed.data.data.order : null;
};

/** POST listings/:id/orders: "Order now" on a fixed-price listing. */
export function placeListingOrder(listingId: string, body: ListingOrderRequest): Promise<Order> {
  return api.call(
    { method: 'POST', path: `${V1}/listings/${seg(listingId)}/orders`, body },
    orderOf,
  );
}

/** The route of each step the viewer takes (both sides cancel through one route). */
export type OrderStep = Exclude<OrderAction, 'timeout' | `resolve.${string}`>;
const stepPath: Record<OrderStep, string> = {
  accept: 'accept',
  decline: 'decline',
  quote: 'quote',
  'quote.accept': 'quote/accept',
  'quote.decline': 'quote/decline',
  pay: 'pay',
  ship: 'ship',
  deliver: 'deliver',
  confirm: 'confirm',
  dispute: 'dispute',
  'buyer.cancel': 'cancel',
  'seller.cancel': 'cancel',
};

export const isStep = (action: OrderAction): action is OrderStep => action in stepPath;

/** POST orders/:id/<step> with the step's body. */
export function orderStep(id: string, step: OrderStep, body: object = {}): Promise<Order> {
  return api.call(
    { method: 'POST', path: `${V1}/orders/${seg(id)}/${stepPath[step]}`, body },
    orderOf,
  );
}

export function sendDisputeMessage(id: string, body: DisputeMessageRequest): Promise<Order> {
  return api.call(
    { method: 'POST', path: `${V1}/orders/${seg(id)}/dispute/messages`, body },
    orderOf,
  );
}

export function resolveDispute(id: string, body: ResolveDisputeRequest): Promise<Order> {
  return api.call({ method: 'POST', path: `${V1}/admin/orders/${seg(id)}/resolve`, body }, orderOf);
}

/** POST payouts: one idempotency key per click, so a retried request pays out once. */
export function requestPayout(body: PayoutRequest): Promise<PayoutAnswer['data']> {
  return api.call({ method: 'POST', path: `${V1}/payouts`, body }, (answer) => {
    const parsed = payoutAnswerSchema.safeParse(answer);
    return parsed.success ? parsed.data.data : null;
  });
}

/** GET transactions.csv behind the bearer token, saved as `name`. */
export function downloadTransactionsCsv(currency: Currency | undefined, name: string) {
  return downloadFile(`${V1}/transactions.csv${queryString({ currency })}`, name);
}

/** A 409: the order moved on since the page read it. */
export const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

const summaryOf = (order: Order | OrderSummary): OrderSummary => {
  const { timeline: _timeline, dispute: _dispute, ...summary } = order as Order;
  return summary;
};

/**
 * An order as stored now (a step's answer or an 'order.changed' push): its page shows it at once,
 * the lists replace their row in place and are read again (a new order, the counts), and so is
 * the money, which a payment, a release or a refund moved.
 */
export function storeOrder(queryClient: QueryClient, userId: string, order: Order) {
  queryClient.setQueryData(orderKeys.detail(userId, order.id), (known: Order | undefined) =>
    known && known.version > order.version ? known : order,
  );
  queryClient.setQueriesData<InfiniteData<OrdersPage>>(
    { queryKey: orderKeys.lists(userId) },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === order.id ? summaryOf(order) : item)),
        })),
      },
  );
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists(userId) });
  void queryClient.invalidateQueries({ queryKey: ['orders', userId, 'admin'] });
  void queryClient.invalidateQueries({ queryKey: orderKeys.money(userId) });
}

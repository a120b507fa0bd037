import {
  ordersMessages,
  parseMajorAmount,
  quantityUnits,
  type Order,
  type OrderAction,
  type OrderKind,
  type OrderStatus,
  type OrderSummary,
  type PayoutStatus,
  type QuantityUnit,
} from '@matchbazaar/contracts';
import { quantityText } from '../../components/catalogue/post-money';
import { formatPrice } from '../../components/listings/format-price';
import { durationText } from '../../components/relative-time';

/** The orders pages' words and figures (docs/product/orders.md), kept pure for the unit tests. */

const m = ordersMessages;
const t = ordersMessages.page;

type TimedStatus = keyof typeof t.due;
const timed = (status: OrderStatus): status is TimedStatus => status in t.due;

/**
 * What the state's timer will do and when ("Auto-declines in 1 day 4 h"), from the order's
 * `dueAt`; a short "updates in a moment" once it has passed (the worker's job is on its way);
 * null for a state without a timer.
 */
export function dueText(
  order: Pick<OrderSummary, 'status' | 'dueAt'>,
  now: number = Date.now(),
): string | null {
  if (!order.dueAt || !timed(order.status)) return null;
  const left = Date.parse(order.dueAt) - now;
  if (Number.isNaN(left)) return null;
  return left > 0 ? t.due[order.status](durationText(left)) : t.dueNow;
}

/** The newest event of an order's timeline: what a step's answer on the page speaks of. */
export const lastEventId = (order: Pick<Order, 'timeline'>) => order.timeline.at(-1)?.id ?? null;

/** Whether a step's answer still describes the order (no event since the one it answered). */
export const stillCurrent = (answer: { after?: string | null }, order: Pick<Order, 'timeline'>) =>
  answer.after === undefined || answer.after === lastEventId(order);

/** A status as people read it: a service is "In progress" where goods are "Shipped". */
export function statusText(status: OrderStatus, kind: OrderKind): string {
  return kind === 'service' && status === 'shipped' ? m.serviceShipped : m.statuses[status];
}

/** A button's label: a service starts work and is marked done where goods ship and arrive. */
export function actionText(action: OrderAction, kind: OrderKind): string {
  if (kind === 'service' && (action === 'ship' || action === 'deliver'))
    return m.serviceActions[action];
  return m.actions[action];
}

/** The next step, as the viewer's side reads it. */
export function nextStepText(order: Pick<OrderSummary, 'status' | 'kind' | 'viewer'>): string {
  if (order.kind === 'service' && order.viewer !== 'admin') {
    const service = t.serviceHints[order.viewer] as Partial<Record<OrderStatus, string>>;
    const hint = service[order.status];
    if (hint) return hint;
  }
  return t.hints[order.viewer][order.status];
}

/** Steps one may take but need not: they never make it "your turn". */
const optionalSteps: readonly OrderAction[] = ['dispute', 'buyer.cancel', 'seller.cancel'];

export const isOptionalStep = (action: OrderAction) => optionalSteps.includes(action);

/** Steps shown as a quiet button: saying no, or one the viewer need not take. */
export const isQuietStep = (action: OrderAction) =>
  action === 'decline' || action === 'quote.decline' || isOptionalStep(action);

/** Whether the order waits on the viewer: they may take a step that moves it on. */
export const isViewersTurn = (order: Pick<OrderSummary, 'actions'>) =>
  order.actions.some(
    (action) => !isOptionalStep(action) && action !== 'timeout' && !action.startsWith('resolve.'),
  );

/** "100 kg", "40 pieces", "1": an order's quantity with its unit (the catalogue's, else as given). */
export function orderQuantityText(quantity: number, unit: string): string {
  if ((quantityUnits as readonly string[]).includes(unit))
    return quantityText(quantity, unit as QuantityUnit);
  return `${quantity.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;
}

/** "₹1,250": an order's money. */
export const moneyText = (amountMinor: number, currency: string) =>
  formatPrice({ amountMinor, currency });

/** "+₹1,250" or "−₹62.50": a transaction's amount from the user's side, always signed. */
export function signedMoneyText(amountMinor: number, currency: string): string {
  if (amountMinor === 0) return moneyText(0, currency);
  const sign = amountMinor > 0 ? '+' : '\u2212';
  return `${sign}${moneyText(Math.abs(amountMinor), currency)}`;
}

/** The tone of an amount in the table: money in is green, money out is red. */
export const amountTone = (amountMinor: number): 'success.dark' | 'error.main' | 'text.primary' =>
  amountMinor > 0 ? 'success.dark' : amountMinor < 0 ? 'error.main' : 'text.primary';

/**
 * The running balance as the table shows it: the user's total in the currency after the line,
 * with a minus sign that reads as one ("−₹500") when more went out than came in.
 */
export function runningBalanceText(balanceMinor: number, currency: string): string {
  return balanceMinor < 0
    ? `\u2212${moneyText(-balanceMinor, currency)}`
    : moneyText(balanceMinor, currency);
}

/**
 * What a payout request tells the seller by the provider's answer so far: sent, still pending
 * (it shows as paid once the provider confirms), or refused with the balance unchanged.
 */
export function payoutOutcome(status: PayoutStatus): {
  title: string;
  detail: string;
  severity: 'success' | 'info' | 'error';
} {
  const detail = { paid: m.payoutPaid, pending: m.payoutPending, failed: m.payoutFailed }[status];
  const severity = ({ paid: 'success', pending: 'info', failed: 'error' } as const)[status];
  return { title: t.payoutStatus[status], detail, severity };
}

/** "5%" or "2.5%": the fee in hundredths of a percent. */
export const feePercentText = (feeBps: number) =>
  `${(feeBps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The CSV's file name: the site, the currency when filtered, and the day it was taken. */
export function transactionsCsvName(currency: string | undefined, now: Date = new Date()): string {
  const day = [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-');
  return `matchbazaar-transactions${currency ? `-${currency.toLowerCase()}` : ''}-${day}.csv`;
}

/** "1234.5" for 123450 minor units: an amount as a form's field starts with it. */
export function majorInputText(amountMinor: number): string {
  const whole = Math.floor(amountMinor / 100);
  const cents = amountMinor % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * A typed amount of money checked against what may be taken: its minor units, or the field's
 * error ("Enter an amount such as 1250", "You can pay out up to ₹4,750").
 */
export function parseAmountInput(
  text: string,
  currency: string,
  maxMinor: number,
): { amountMinor: number } | { error: string } {
  const amountMinor = parseMajorAmount(text);
  if (amountMinor === undefined) return { error: t.amountInvalid };
  if (amountMinor <= 0) return { error: t.amountZero };
  if (amountMinor > maxMinor) return { error: t.amountTooLarge(moneyText(maxMinor, currency)) };
  return { amountMinor };
}

/** "4242 4242 4242 4242" as it is typed: digits only, in groups of four, at most 19. */
export function cardNumberInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "12/29" as it is typed: the slash comes after the month by itself; a deletion is let be. */
export function expiryInput(text: string, previous: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  if (text.length < previous.length) return text.replace(/[^\d/]/g, '').slice(0, 5);
  if (digits.length >= 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** The count of every order in the counts per status (the All chip). */
export const countAll = (counts: Partial<Record<OrderStatus, number>>) =>
  Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);

import { describe, expect, it } from '@jest/globals';
import { ordersMessages, type Order } from '@matchbazaar/contracts';
import {
  actionText,
  cardNumberInput,
  countAll,
  dueText,
  expiryInput,
  feePercentText,
  isViewersTurn,
  lastEventId,
  majorInputText,
  nextStepText,
  orderQuantityText,
  parseAmountInput,
  payoutOutcome,
  runningBalanceText,
  signedMoneyText,
  statusText,
  stillCurrent,
  transactionsCsvName,
} from './order-text';
import { durationText } from '../../components/relative-time';

const t = ordersMessages.page;
const hour = 3_600_000;
const now = Date.parse('2026-11-27T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the due-time hint', () => {
  it.each([
    [28 * hour, '1 day 4 h'],
    [48 * hour, '2 days'],
    [49 * hour + 59 * 60_000, '2 days 2 h'],
    [48 * hour - 60_000, '2 days'],
    [23 * hour + 59 * 60_000 + 40_000, '1 day'],
    [5 * hour + 12 * 60_000, '5 h 12 min'],
    [8 * 60_000 + 20_000, '8 min'],
    [10_000, '1 min'],
  ])('%p ms reads %p', (ms, text) => {
    expect(durationText(ms)).toBe(text);
  });

  it('reads the same on the order page and its list row, whose clocks tick apart', () => {
    // An order placed a moment ago: the page's clock is 30 s newer than the list's.
    const dueAt = at(48 * hour - 20_000);
    const page = dueText({ status: 'placed', dueAt }, now);
    const list = dueText({ status: 'placed', dueAt }, now - 30_000);
    expect(page).toBe('Auto-declines in 2 days');
    expect(list).toBe(page);
  });

  it("says what each state's timer does", () => {
    expect(dueText({ status: 'placed', dueAt: at(28 * hour) }, now)).toBe(
      'Auto-declines in 1 day 4 h',
    );
    expect(dueText({ status: 'accepted', dueAt: at(71 * hour) }, now)).toBe(
      'Auto-cancels in 2 days 23 h unless paid',
    );
    expect(dueText({ status: 'paid', dueAt: at(13 * 24 * hour) }, now)).toBe(
      'Auto-cancels and refunds in 13 days unless shipped',
    );
    expect(dueText({ status: 'delivered', dueAt: at(90 * 60_000) }, now)).toBe(
      'Auto-confirms in 1 h 30 min',
    );
  });

  it('says it updates once the time has passed, and nothing without a timer', () => {
    expect(dueText({ status: 'placed', dueAt: at(-1000) }, now)).toBe(t.dueNow);
    expect(dueText({ status: 'shipped', dueAt: at(hour) }, now)).toBeNull();
    expect(dueText({ status: 'placed', dueAt: null }, now)).toBeNull();
    expect(dueText({ status: 'completed', dueAt: null }, now)).toBeNull();
  });
});

describe('labels by kind and side', () => {
  it('a service starts work and is marked done', () => {
    expect(actionText('ship', 'service')).toBe('Start work');
    expect(actionText('deliver', 'service')).toBe('Mark as done');
    expect(actionText('ship', 'goods')).toBe('Mark as shipped');
    expect(actionText('buyer.cancel', 'service')).toBe('Cancel order');
    expect(statusText('shipped', 'service')).toBe('In progress');
    expect(statusText('shipped', 'goods')).toBe('Shipped');
  });

  it('tells each side its next step', () => {
    expect(nextStepText({ status: 'placed', kind: 'goods', viewer: 'seller' })).toBe(
      'Accept or decline this order',
    );
    expect(nextStepText({ status: 'accepted', kind: 'goods', viewer: 'buyer' })).toBe(
      'Pay to confirm your order',
    );
    expect(nextStepText({ status: 'paid', kind: 'service', viewer: 'seller' })).toBe(
      'Paid and held in escrow: start the work',
    );
    expect(nextStepText({ status: 'placed', kind: 'service', viewer: 'buyer' })).toBe(
      'Waiting for the seller to accept',
    );
    expect(nextStepText({ status: 'disputed', kind: 'goods', viewer: 'admin' })).toBe(
      'Waiting for a decision',
    );
  });
});

describe('money in the transactions table', () => {
  it('signs every amount', () => {
    expect(plain(signedMoneyText(125_000, 'INR'))).toBe('+₹1,250');
    expect(plain(signedMoneyText(-6_250, 'USD'))).toBe('\u2212$62.50');
    expect(plain(signedMoneyText(0, 'USD'))).toBe('$0');
  });

  it('shows a running balance below zero with a real minus sign', () => {
    expect(plain(runningBalanceText(-50_000, 'INR'))).toBe('\u2212₹500');
    expect(plain(runningBalanceText(475_050, 'USD'))).toBe('$4,750.50');
    expect(plain(runningBalanceText(0, 'USD'))).toBe('$0');
  });

  it('reads the fee in hundredths of a percent', () => {
    expect(feePercentText(500)).toBe('5%');
    expect(feePercentText(250)).toBe('2.5%');
    expect(feePercentText(1)).toBe('0.01%');
  });
});

describe('the CSV file name', () => {
  const day = new Date(2026, 10, 7, 23, 30);
  it('names the day, and the currency when filtered', () => {
    expect(transactionsCsvName(undefined, day)).toBe('matchbazaar-transactions-2026-11-07.csv');
    expect(transactionsCsvName('INR', day)).toBe('matchbazaar-transactions-inr-2026-11-07.csv');
  });
});

describe('amounts typed in a form', () => {
  it('starts from the available amount in major units', () => {
    expect(majorInputText(475_050)).toBe('4750.50');
    expect(majorInputText(475_000)).toBe('4750');
    expect(majorInputText(5)).toBe('0.05');
  });

  it.each([
    ['4750.50', { amountMinor: 475_050 }],
    [' 1,250 ', { amountMinor: 125_000 }],
    ['0.5', { amountMinor: 50 }],
    ['abc', { error: t.amountInvalid }],
    ['12.345', { error: t.amountInvalid }],
    ['-5', { error: t.amountInvalid }],
    ['0', { error: t.amountZero }],
  ])('%p is %p', (text, expected) => {
    expect(parseAmountInput(text, 'INR', 500_000)).toEqual(expected);
  });

  it('refuses more than may be taken, naming the most', () => {
    const answer = parseAmountInput('5000.01', 'INR', 500_000);
    expect('error' in answer && plain(answer.error)).toBe('You can pay out up to ₹5,000.');
  });
});

describe('card fields as they are typed', () => {
  it('groups the card number by four', () => {
    expect(cardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(cardNumberInput('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(cardNumberInput('42424')).toBe('4242 4');
    expect(cardNumberInput('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });

  it('puts the slash after the month, and lets a deletion be', () => {
    expect(expiryInput('1', '')).toBe('1');
    expect(expiryInput('12', '1')).toBe('12/');
    expect(expiryInput('12/2', '12/')).toBe('12/2');
    expect(expiryInput('1229', '')).toBe('12/29');
    expect(expiryInput('12/', '12/2')).toBe('12/');
    expect(expiryInput('12', '12/')).toBe('12');
  });
});

it('counts every order for the All chip', () => {
  expect(countAll({ placed: 2, paid: 1, completed: 4 })).toBe(7);
  expect(countAll({})).toBe(0);
});

it("is the viewer's turn only when a step moves the order on (not a dispute or a cancel)", () => {
  expect(isViewersTurn({ actions: ['accept', 'decline'] })).toBe(true);
  expect(isViewersTurn({ actions: ['pay', 'buyer.cancel'] })).toBe(true);
  expect(isViewersTurn({ actions: ['confirm', 'dispute'] })).toBe(true);
  expect(isViewersTurn({ actions: ['dispute'] })).toBe(false);
  expect(isViewersTurn({ actions: ['seller.cancel'] })).toBe(false);
  expect(isViewersTurn({ actions: [] })).toBe(false);
});

it('reads a quantity with its unit, plural when it should be', () => {
  expect(orderQuantityText(40, 'piece')).toBe('40 pieces');
  expect(orderQuantityText(1, 'piece')).toBe('1 piece');
  expect(orderQuantityText(1500, 'kg')).toBe('1,500 kg');
  expect(orderQuantityText(2, 'sq_ft')).toBe('2 sq ft');
  expect(orderQuantityText(1, '')).toBe('1');
  expect(orderQuantityText(3, 'lots')).toBe('3 lots');
});

describe('the payout answer', () => {
  it('says what the provider answered: sent, still pending, or refused with the balance kept', () => {
    const m = ordersMessages;
    expect(payoutOutcome('paid')).toEqual({
      title: 'Payout sent',
      detail: m.payoutPaid,
      severity: 'success',
    });
    expect(payoutOutcome('pending')).toEqual({
      title: 'Payout pending',
      detail: m.payoutPending,
      severity: 'info',
    });
    expect(payoutOutcome('failed')).toEqual({
      title: 'Payout refused',
      detail: m.payoutFailed,
      severity: 'error',
    });
  });
});

describe("a step's answer on the order page", () => {
  const order = (...ids: string[]) =>
    ({ timeline: ids.map((id) => ({ id })) }) as Pick<Order, 'timeline'>;

  it('shows while the order is as the step left it, not once another event followed', () => {
    const shipped = order('placed', 'accepted', 'paid', 'shipped');
    const answer = { after: lastEventId(shipped) };
    expect(stillCurrent(answer, shipped)).toBe(true);
    // The buyer confirmed receipt meanwhile: "Marked as shipped" would be stale.
    expect(stillCurrent(answer, order('placed', 'accepted', 'paid', 'shipped', 'completed'))).toBe(
      false,
    );
  });

  it('a warning without an event (a conflict) stays', () => {
    expect(stillCurrent({}, order('placed', 'declined'))).toBe(true);
  });
});

/** Orders, escrow and the ledger (docs/product/orders.md). */

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

export const ordersMessages = {
  // Answers.
  placed: 'Order placed. The seller has 48 hours to accept it.',
  loaded: 'Orders loaded.',
  orderLoaded: 'Order loaded.',
  /** The answer to each step, by action. */
  done: {
    accept: 'Order accepted. The buyer has 72 hours to pay.',
    decline: 'Order declined.',
    pay: 'Payment received. The money is held in escrow until you confirm receipt.',
    ship: 'Marked as shipped. The buyer has been told.',
    deliver: 'Marked as delivered. The buyer has 14 days to confirm receipt.',
    confirm: 'Receipt confirmed. The payment has been released to the seller.',
    dispute: 'Dispute opened. Our team will review it; the money stays in escrow meanwhile.',
    'buyer.cancel': 'Order cancelled.',
    'seller.cancel': 'Order cancelled.',
    timeout: 'Order updated.',
    'resolve.release': 'Dispute resolved: the payment was released to the seller.',
    'resolve.refund': 'Dispute resolved: the buyer was refunded in full.',
    'resolve.split': 'Dispute resolved: the buyer was refunded in part, the rest released.',
  },
  disputeMessageSent: 'Message added to the dispute.',
  balancesLoaded: 'Balances loaded.',
  transactionsLoaded: 'Transactions loaded.',
  payoutPaid: 'Payout sent to your bank account.',

  // Refusals (4xx).
  notFound: 'Order not found.',
  listingNotOrderable: 'This listing cannot be ordered online: it has no fixed price.',
  listingNotAvailable: 'This listing is not available to order.',
  ownListing: 'You cannot order from your own listing.',
  belowMinimum: (min: number, unit: string) =>
    `The seller's minimum order is ${min}${unit ? ` ${unit}` : ''}.`,
  totalTooLarge: 'The total of this order is larger than we can take.',
  proposalNotAccepted: 'Only an accepted proposal becomes an order.',
  onlyBuyer: 'Only the buyer of this order can do this.',
  onlySeller: 'Only the seller of this order can do this.',
  onlyAdmin: 'Only an administrator can resolve a dispute.',
  transitionRefused: (status: string) => `This is not possible while the order is ${status}.`,
  changedMeanwhile:
    'This order was changed by someone else a moment ago. Reload it to see where it stands.',
  cardDeclined: 'Your card was declined. Try another card.',
  insufficientFunds: 'Your card has insufficient funds. Try another card.',
  paymentFailed: 'The payment could not be taken. Please try again.',
  refundTooLarge: 'The refund must be less than the order total; refund in full instead.',
  noDispute: 'This order has no open dispute.',
  payoutTooLarge: (available: string) => `You can pay out up to ${available}.`,
  payoutKeyReused: 'This payout request was already made with other figures.',
  tooManyOrders: 'You have placed many orders in the last hour. Please wait a while.',
  tooManyWrites: 'You are changing orders too quickly. Please wait a minute and try again.',
  tooManyPayments: 'Too many payment attempts. Please wait a few minutes and try again.',

  // Field errors.
  quantityInvalid: 'Quantity must be a whole number from 1 to 1,000,000,000.',
  noteLength: 'A note can be up to 1,000 characters.',
  trackingLength: 'A tracking reference can be up to 200 characters.',
  reasonLength: 'Please give a reason (1 to 500 characters).',
  cardNumberInvalid: 'Enter the card number (12 to 19 digits).',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  cardExpired: 'This card has expired.',
  cvcInvalid: 'Enter the 3 or 4 digit security code.',
  disputeReasonInvalid: 'Choose what went wrong from the list.',
  disputeDetailsLength: 'Describe the problem in 10 to 2,000 characters.',
  evidenceInvalid: 'Evidence must be photos you uploaded.',
  tooMuchEvidence: 'Attach up to 5 photos.',
  evidenceNotYours: 'Attach only photos you uploaded.',
  disputeMessageLength: 'A message must be 1 to 2,000 characters.',
  outcomeInvalid: "Outcome must be 'release', 'refund' or 'split'.",
  refundInvalid: 'The refund must be a positive amount in minor units.',
  refundRequired: 'Say how much goes back to the buyer.',
  resolutionNoteLength: 'Explain the decision in 1 to 1,000 characters.',
  roleInvalid: "Role must be 'buyer' or 'seller'.",
  statusInvalid: 'Choose an order status from the list.',
  cursorInvalid: 'The page cursor is not valid.',
  payoutAmountInvalid: 'Enter a positive amount to pay out.',
  idempotencyKeyInvalid: 'The request key must be 8 to 100 letters, digits, - or _.',

  // Labels.
  statuses: {
    placed: 'Awaiting seller',
    accepted: 'Awaiting payment',
    paid: 'Paid, in escrow',
    shipped: 'Shipped',
    delivered: 'Delivered',
    completed: 'Completed',
    disputed: 'Disputed',
    cancelled: 'Cancelled',
    declined: 'Declined',
  },
  /** A service is in progress where goods are shipped. */
  serviceShipped: 'In progress',
  actions: {
    accept: 'Accept order',
    decline: 'Decline',
    pay: 'Pay now',
    ship: 'Mark as shipped',
    deliver: 'Mark as delivered',
    confirm: 'Confirm receipt',
    dispute: 'Open a dispute',
    'buyer.cancel': 'Cancel order',
    'seller.cancel': 'Cancel order',
    timeout: 'Time ran out',
    'resolve.release': 'Release to seller',
    'resolve.refund': 'Refund buyer in full',
    'resolve.split': 'Refund in part',
  },
  serviceActions: { ship: 'Start work', deliver: 'Mark as done' },
  /** The timeline, one line per event. */
  history: {
    placed: 'Order placed by the buyer',
    accept: 'Accepted by the seller',
    decline: 'Declined by the seller',
    pay: 'Paid by the buyer; the money is held in escrow',
    ship: 'Shipped by the seller',
    deliver: 'Marked as delivered by the seller',
    confirm: 'Receipt confirmed by the buyer; payment released',
    dispute: 'Dispute opened by the buyer',
    'buyer.cancel': 'Cancelled by the buyer',
    'seller.cancel': 'Cancelled by the seller',
    timeout: 'Updated automatically when time ran out',
    'resolve.release': 'Dispute resolved: payment released to the seller',
    'resolve.refund': 'Dispute resolved: buyer refunded in full',
    'resolve.split': 'Dispute resolved: buyer refunded in part',
  },
  /** What each timer did, as the event's note. */
  timeouts: {
    placed: 'The seller did not answer within 48 hours.',
    accepted: 'The buyer did not pay within 72 hours.',
    paid: 'The seller did not ship within 14 days; the buyer was refunded.',
    delivered: 'Receipt was confirmed automatically 14 days after delivery.',
  },
  disputeReasons: {
    not_received: 'Not received',
    not_as_described: 'Not as described',
    damaged: 'Arrived damaged',
    incomplete: 'Incomplete or missing items',
    other: 'Something else',
  },

  // Notifications (title) and mail.
  notify: {
    placed: (n: number, title: string) => `New order #${n}: ${title}`,
    changed: (n: number, status: string) => `Order #${n} is now ${status.toLowerCase()}`,
    disputeMessage: (n: number) => `New message on the dispute of order #${n}`,
  },
  mailSubject: (n: number, status: string) => `Order #${n}: ${status}`,
  mailBody: (name: string, n: number, title: string, line: string, link: string) =>
    `Hello ${name},\n\nOrder #${n} (${title}): ${line}.\n\nOpen the order: ${link}\n\nMatchBazaar`,

  // Ledger descriptions (transactions list and CSV).
  transactions: {
    payment: (n: number) => `Payment for order #${n}`,
    refund: (n: number) => `Refund for order #${n}`,
    sale: (n: number) => `Sale, order #${n}`,
    fee: (n: number) => `Platform fee, order #${n}`,
    payout: 'Payout to your bank account',
  },
  money,
} as const;

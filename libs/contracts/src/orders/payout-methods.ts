import { z } from 'zod';
import { answerSchema } from '../api.js';
import { ordersMessages } from '../messages/orders.js';

const m = ordersMessages.payoutMethods;

/**
 * Where a seller's payouts go (docs/product/payouts.md): a bank account in India (account number
 * and IFSC), a bank account in the US (ABA routing number, account number, checking or savings)
 * or a UPI ID. The holder's name must be the seller's own (`holderNameMatches`).
 */
export const payoutMethodKinds = ['in_bank', 'us_bank', 'upi'] as const;
export type PayoutMethodKind = (typeof payoutMethodKinds)[number];

/**
 * added: saved, deposits not sent yet (the provider did not answer); verifying: two deposits
 * sent, waiting for the seller to confirm them; verified: may receive payouts; failed: the bank
 * refused the account or the amounts were wrong three times (remove it and add it again).
 */
export const payoutMethodStates = ['added', 'verifying', 'verified', 'failed'] as const;
export type PayoutMethodState = (typeof payoutMethodStates)[number];

/** Wrong confirmations of the deposits before a method fails for good. */
export const payoutVerificationTries = 3;
/** How long payouts wait after a seller's payout methods change. */
export const payoutHoldMs = 24 * 3_600_000;
export const maxPayoutMethods = 5;

export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI handle's name part: letters, digits, dot, hyphen, underscore; the provider part letters. */
export const upiPattern = /^[a-z0-9][a-z0-9._-]{1,254}@[a-z][a-z0-9]{1,63}$/;

/**
 * An ABA routing number's checksum: digits weighted 3, 7, 1 repeating sum to a multiple of 10.
 * The first two digits name a Federal Reserve district (00-12, 21-32, 61-72, 80 for travellers'
 * cheques).
 */
export function abaRoutingValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const prefix = Number(routing.slice(0, 2));
  const district =
    prefix <= 12 ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80;
  if (!district) return false;
  const weights = [3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(routing[i]) * weights[i % 3]!;
  return sum % 10 === 0;
}

/** Spaces and hyphens people type in numbers go; what is left must be digits. */
const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/**
 * A name as compared: lower case, accents and punctuation gone, honorifics dropped, one space
 * between words. "Dr. ASHA  k. Sharma" becomes ["asha", "k", "sharma"].
 */
export function nameWords(name: string): string[] {
  const honorifics = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'shri', 'sri', 'smt']);
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '' && !honorifics.has(word));
}

const wordFits = (a: string, b: string) =>
  a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

const wordsFit = (a: string[], b: string[]) =>
  a.length === b.length && a.every((word, i) => wordFits(word, b[i]!));

/**
 * Whether an account holder's name is the seller's (docs/product/payouts.md, "Whose account"):
 * the same words after `nameWords`, in the same order or with the surname first (as many Indian
 * banks print it); any word but the last may be written as its initial on either side. A name
 * with a word more or less (a middle name the other lacks) does not match.
 */
export function holderNameMatches(holder: string, account: string): boolean {
  const a = nameWords(holder);
  const b = nameWords(account);
  if (a.length === 0 || b.length === 0) return false;
  // The surname is never an initial on its own: "A K" is not "Asha Kumar".
  const surname = b[b.length - 1]!;
  if (surname.length < 2) return false;
  if (a[a.length - 1]!.length > 1 && wordsFit(a, b)) return true;
  return a[0]!.length > 1 && wordsFit(a, [surname, ...b.slice(0, -1)]);
}

const holderName = z
  .string({ error: m.holderNameInvalid })
  .trim()
  .min(2, { error: m.holderNameInvalid })
  .max(100, { error: m.holderNameInvalid });

const inBank = z.object({
  kind: z.literal('in_bank'),
  holderName,
  accountNumber: z
    .string({ error: m.inAccountNumberInvalid })
    .max(40, { error: m.inAccountNumberInvalid, abort: true })
    .transform(digitsOnly)
    .pipe(z.string().regex(/^\d{9,18}$/, m.inAccountNumberInvalid)),
  ifsc: z
    .string({ error: m.ifscInvalid })
    .max(20, { error: m.ifscInvalid, abort: true })
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(ifscPattern, m.ifscInvalid)),
});

const usBank = z.object({
  kind: z.literal('us_bank'),
  holderName,
  routingNumber: z
    .string({ error: m.routingNumberInvalid })
    .max(20, { error: m.routingNumberInvalid, abort: true })
    .transform(digitsOnly)
    .pipe(
      z
        .string()
        .regex(/^\d{9}$/, { error: m.routingNumberInvalid, abort: true })
        .refine(abaRoutingValid, m.routingChecksumInvalid),
    ),
  accountNumber: z
    .string({ error: m.usAccountNumberInvalid })
    .max(40, { error: m.usAccountNumberInvalid, abort: true })
    .transform(digitsOnly)
    .pipe(z.string().regex(/^\d{4,17}$/, m.usAccountNumberInvalid)),
  accountType: z.enum(['checking', 'savings'], { error: m.accountTypeInvalid }),
});

const upi = z.object({
  kind: z.literal('upi'),
  holderName,
  upiId: z
    .string({ error: m.upiIdInvalid })
    .max(320, { error: m.upiIdInvalid, abort: true })
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.string().regex(upiPattern, m.upiIdInvalid)),
});

/** POST /api/v1/payout-methods. */
export const addPayoutMethodSchema = z.discriminatedUnion('kind', [inBank, usBank, upi], {
  error: m.kindInvalid,
});
export type AddPayoutMethod = z.infer<typeof addPayoutMethodSchema>;
export type AddPayoutMethodInput = z.input<typeof addPayoutMethodSchema>;

const deposit = z
  .number({ error: m.amountsInvalid })
  .int({ error: m.amountsInvalid })
  .min(1, { error: m.amountsInvalid })
  .max(99, { error: m.amountsInvalid });

/** POST /api/v1/payout-methods/:id/confirmations: the two deposits, in minor units, any order. */
export const confirmPayoutMethodSchema = z.object({
  amountsMinor: z.tuple([deposit, deposit], { error: m.amountsInvalid }),
});
export type ConfirmPayoutMethod = z.infer<typeof confirmPayoutMethodSchema>;

/** What is shown of a method: never its full number (only the last 4 characters). */
export const payoutMethodSchema = z.object({
  id: z.uuid(),
  kind: z.enum(payoutMethodKinds),
  /** "HDFC Bank ····1234", "Checking ····6789", "UPI ····3210@ybl". */
  label: z.string(),
  last4: z.string(),
  holderName: z.string(),
  /** The IFSC, the routing number, or the UPI provider: not secret, it names the bank. */
  bank: z.string(),
  state: z.enum(payoutMethodStates),
  isDefault: z.boolean(),
  /** Wrong confirmations left while verifying. */
  triesLeft: z.number().int(),
  createdAt: z.string(),
});
export type PayoutMethod = z.infer<typeof payoutMethodSchema>;

export const payoutMethodsAnswerSchema = answerSchema(
  z.object({
    methods: z.array(payoutMethodSchema),
    /** Payouts wait until then after a change to the methods (ISO time), or null. */
    heldUntil: z.string().nullable(),
  }),
);
export type PayoutMethodsAnswer = z.infer<typeof payoutMethodsAnswerSchema>;

export const payoutMethodAnswerSchema = answerSchema(
  z.object({ method: payoutMethodSchema, heldUntil: z.string().nullable() }),
);
export type PayoutMethodAnswer = z.infer<typeof payoutMethodAnswerSchema>;

/** Bank codes (IFSC's first four letters) shown by their usual short names. */
const indianBanks: Readonly<Record<string, string>> = {
  HDFC: 'HDFC',
  SBIN: 'SBI',
  ICIC: 'ICICI',
  UTIB: 'Axis',
  KKBK: 'Kotak',
  PUNB: 'PNB',
  BARB: 'Bank of Baroda',
  CNRB: 'Canara',
  UBIN: 'Union Bank',
  IDIB: 'Indian Bank',
  YESB: 'Yes Bank',
  INDB: 'IndusInd',
  IDFB: 'IDFC First',
};

/** "····1234": the last 4 characters, the rest hidden. */
export const masked = (last4: string) => `····${last4}`;

/** How a method is named on pages, payouts and mails (no more than its last 4 characters). */
export function payoutMethodLabel(method: {
  kind: PayoutMethodKind;
  bank: string;
  last4: string;
  accountType?: 'checking' | 'savings' | null;
}): string {
  if (method.kind === 'in_bank') {
    const code = method.bank.slice(0, 4);
    return `${indianBanks[code] ?? code} ${masked(method.last4)}`;
  }
  if (method.kind === 'us_bank') {
    return `${method.accountType === 'savings' ? 'Savings' : 'Checking'} ${masked(method.last4)}`;
  }
  return `UPI ${masked(method.last4)}@${method.bank}`;
}

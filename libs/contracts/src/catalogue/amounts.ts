// Money's rules without its schemas (money.ts has those): pages that read or parse an amount do
// not load zod.

/**
 * Money on the wire: an integer of minor units (cents, paise) and an ISO currency, never a float
 * and never summed across currencies (docs/decisions/0009-money-in-minor-units.md).
 */
export const currencies = ['USD', 'INR'] as const;
export type Currency = (typeof currencies)[number];

/** The largest amount we take: ten billion in major units, well inside a safe integer. */
export const maxAmountMinor = 1_000_000_000_000;

/**
 * A typed amount in major units ("1250", "1,250.50") as minor units, or undefined when it is not
 * one. Both currencies have two decimals; the parse is on the digits, so no float noise.
 */
export function parseMajorAmount(text: string): number | undefined {
  const match = /^\s*(\d{1,10})(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/,/g, ''));
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

import { formatMoney } from '@matchbazaar/contracts';

/** An amount of money as the API carries it: integer minor units (cents, paise) and its currency. */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** A price for people: the one money formatter of the contracts (pages, chat and mail agree). */
export const formatPrice = (money: Money, locale = 'en-US'): string => formatMoney(money, locale);

/** The home feed carries a price in major units (dollars unless it says otherwise); its Money. */
export function dollars(amount: number, currency = 'USD'): Money {
  return { amountMinor: Math.round(amount * 100), currency };
}

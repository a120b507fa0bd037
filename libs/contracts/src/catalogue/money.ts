import { z } from 'zod';
import { catalogueMessages as m } from '../messages/catalogue.js';
import { currencies, maxAmountMinor } from './amounts.js';

export const currencySchema = z.enum(currencies, { error: m.currencyInvalid });

/** A whole, non-negative number of minor units. */
export const amountMinorSchema = z
  .number({ error: m.priceInvalid })
  .int({ error: m.priceInvalid })
  .min(0, { error: m.priceInvalid })
  .max(maxAmountMinor, { error: m.priceInvalid });

export const moneySchema = z.object({ amountMinor: amountMinorSchema, currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

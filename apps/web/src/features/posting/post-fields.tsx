import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { postingMessages, type Currency, type QuantityUnit } from '@matchbazaar/contracts';
import { CurrencySelect } from '../../components/forms/currency-select';
import { UnitSelect } from './unit-select';
import type { PostForm } from './use-post-form';

/**
 * The fields the kinds of post build their own sections from, each bound to its form value by
 * name (id `post-<name>`, its error below it): money, amounts, units, the currency, a choice. They sit in a section's formGrid.
 */

/** The input props of a money field: decimal keys, and the currency's symbol in front. */
export const moneyInput = (currency: Currency) => ({
  htmlInput: { inputMode: 'decimal' as const, maxLength: 16 },
  input: {
    startAdornment: (
      <InputAdornment position="start">{currency === 'INR' ? '₹' : '$'}</InputAdornment>
    ),
  },
});

/** A whole number of units (a minimum order, a quantity needed). */
export function AmountField<V extends object>({
  form,
  name,
  label,
}: {
  form: PostForm<V>;
  name: keyof V & string;
  label: string;
}) {
  return (
    <TextField
      {...form.text(name)}
      label={label}
      required
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
    />
  );
}

type Keyed<V, T> = { [K in keyof V & string]: V[K] extends T ? K : never }[keyof V & string];

/** A unit from the catalogue's list. */
export function UnitField<V extends object>({
  form,
  name,
  label,
}: {
  form: PostForm<V>;
  name: Keyed<V, QuantityUnit>;
  label: string;
}) {
  return (
    <UnitSelect
      id={`post-${name}`}
      label={label}
      value={form.values[name] as QuantityUnit}
      onChange={(unit) => form.set(name, unit as V[typeof name])}
      error={form.errors[name]}
    />
  );
}

/** The post's currency. */
export function CurrencyField<V extends { currency: Currency }>({ form }: { form: PostForm<V> }) {
  return (
    <CurrencySelect
      id="post-currency"
      label={postingMessages.currencyLabel}
      value={form.values.currency}
      onChange={(currency) => form.set('currency', currency)}
      error={form.errors.currency}
    />
  );
}

/**
 * One of a list of choices: the keys of `labels`, in its order (the catalogue lists them in the
 * order a form offers them), each shown by its label; `empty` names a last choice of nothing ('').
 */
export function ChoiceField<V extends object, K extends Keyed<V, string>>({
  form,
  name,
  label,
  labels,
  empty,
}: {
  form: PostForm<V>;
  name: K;
  label: string;
  labels: Readonly<Record<Exclude<V[K], ''> & string, string>>;
  empty?: string;
}) {
  const error = form.errors[name];
  return (
    <TextField
      select
      id={`post-${name}`}
      label={label}
      value={form.values[name]}
      onChange={(event) => form.set(name, event.target.value as V[K])}
      error={error !== undefined}
      helperText={error}
    >
      {Object.entries<string>(labels).map(([choice, text]) => (
        <MenuItem key={choice} value={choice}>
          {text}
        </MenuItem>
      ))}
      {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
    </TextField>
  );
}

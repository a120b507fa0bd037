import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { currencies, type Currency } from '@matchbazaar/contracts';

/** USD or INR. */
export function CurrencySelect({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: Currency;
  onChange: (currency: Currency) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      select
      fullWidth
      id={id}
      label={label}
      value={value}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => onChange(event.target.value as Currency)}
    >
      {currencies.map((currency) => (
        <MenuItem key={currency} value={currency}>
          {currency}
        </MenuItem>
      ))}
    </TextField>
  );
}

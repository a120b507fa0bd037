import {
  checkoutMessages,
  pricedShippingKinds,
  quantityUnitLabels,
  shippingKinds,
  type Currency,
  type QuantityUnit,
  type ShippingKind,
} from '@matchbazaar/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const s = checkoutMessages.shipping;

/** Each kind offered or not, with the cost as typed for the priced ones. */
export type ShippingValues = Record<ShippingKind, { on: boolean; amount: string }>;

export const emptyShippingValues = (): ShippingValues =>
  Object.fromEntries(
    shippingKinds.map((kind) => [kind, { on: false, amount: '' }]),
  ) as ShippingValues;

const priced = (kind: ShippingKind) => (pricedShippingKinds as readonly string[]).includes(kind);

/**
 * Shipping options (docs/product/orders.md, "Checkout"): free, flat per order, per unit, pick-up,
 * by quotation; buyers choose one at checkout. The listing form's (a service shows none), and the
 * shop form's default, whose per-unit cost is per the listing's own unit (`unit` left out).
 */
export function ShippingOptionsField({
  value,
  onChange,
  currency,
  unit,
  service,
  error,
  help = s.formHelp,
  idPrefix = 'listing-shipping',
}: {
  value: ShippingValues;
  onChange: (value: ShippingValues) => void;
  currency: Currency;
  unit?: QuantityUnit | undefined;
  service: boolean;
  error?: string | undefined;
  help?: string;
  idPrefix?: string;
}) {
  if (service) {
    return <Typography color="text.secondary">{s.servicesHelp}</Typography>;
  }
  const change = (kind: ShippingKind, part: Partial<{ on: boolean; amount: string }>) =>
    onChange({ ...value, [kind]: { ...value[kind], ...part } });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      {shippingKinds.map((kind) => (
        <Box
          key={kind}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) 14rem' },
            gap: 1,
            alignItems: 'center',
            minHeight: 48,
          }}
        >
          <FormControlLabel
            control={
              <Checkbox
                checked={value[kind].on}
                onChange={(event) => change(kind, { on: event.target.checked })}
              />
            }
            label={s.kinds[kind]}
          />
          {priced(kind) && value[kind].on && (
            <TextField
              id={`${idPrefix}-${kind}`}
              size="small"
              label={
                kind === 'per_unit'
                  ? s.perUnitLabel(currency, unit ? quantityUnitLabels[unit] : s.unit)
                  : s.amountLabel(currency)
              }
              value={value[kind].amount}
              onChange={(event) => change(kind, { amount: event.target.value })}
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 16 },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      {currency === 'INR' ? '₹' : '$'}
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        </Box>
      ))}
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}

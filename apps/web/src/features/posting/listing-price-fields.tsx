import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  availabilities,
  catalogueMessages,
  listingConditions,
  postingMessages,
  priceTypes,
} from '@matchbazaar/contracts';
import { CurrencySelect } from '../../components/forms/currency-select';
import type { ListingFormValues } from './listing-form-values';
import { UnitSelect } from './unit-select';
import type { PostForm } from './use-post-form';

const t = postingMessages;
const c = catalogueMessages;

const grid = (columns: string) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: columns },
});

/** The listing form's price and order: the kind of price, the price, the minimum order, stock. */
export function ListingPriceFields({ form }: { form: PostForm<ListingFormValues> }) {
  const { values, set, errors, text } = form;
  const onRequest = values.priceType === 'on_request';
  return (
    <>
      <Typography id="post-priceType-label" variant="subtitle2" sx={{ mb: 1, fontWeight: 700 }}>
        {t.priceTypeLabel}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={values.priceType}
        onChange={(_event, type: ListingFormValues['priceType'] | null) => {
          if (type) set('priceType', type);
        }}
        aria-labelledby="post-priceType-label"
        sx={{ mb: 2.5, flexWrap: 'wrap' }}
        color="primary"
      >
        {priceTypes.map((type) => (
          <ToggleButton key={type} value={type} sx={{ textTransform: 'none', px: 2 }}>
            {c.priceTypes[type]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={grid('2fr 1fr 1fr')}>
        <TextField
          {...text('price')}
          label={t.priceLabel}
          required={!onRequest}
          disabled={onRequest}
          helperText={errors.price ?? (onRequest ? t.priceOnRequestHelp : undefined)}
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 16 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  {values.currency === 'INR' ? '₹' : '$'}
                </InputAdornment>
              ),
            },
          }}
        />
        <CurrencySelect
          id="post-currency"
          label={t.currencyLabel}
          value={values.currency}
          onChange={(currency) => set('currency', currency)}
          error={errors.currency}
        />
        <UnitSelect
          id="post-priceUnit"
          label={t.unitLabel}
          value={values.priceUnit}
          onChange={(unit) => set('priceUnit', unit)}
          error={errors.priceUnit}
        />
      </Box>
      <Box sx={{ ...grid('1fr 1fr'), mt: 2 }}>
        <TextField
          {...text('minOrder')}
          label={t.minOrderLabel}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
        />
        <UnitSelect
          id="post-minOrderUnit"
          label={t.minOrderUnitLabel}
          value={values.minOrderUnit}
          onChange={(unit) => set('minOrderUnit', unit)}
          error={errors.minOrderUnit}
        />
        <TextField
          select
          id="post-availability"
          label={t.availabilityLabel}
          value={values.availability}
          onChange={(event) =>
            set('availability', event.target.value as ListingFormValues['availability'])
          }
          error={errors.availability !== undefined}
          helperText={errors.availability}
        >
          {availabilities.map((a) => (
            <MenuItem key={a} value={a}>
              {c.availability[a]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          id="post-condition"
          label={t.conditionLabel}
          value={values.condition}
          onChange={(event) =>
            set('condition', event.target.value as ListingFormValues['condition'])
          }
          error={errors.condition !== undefined}
          helperText={errors.condition}
        >
          {listingConditions.map((condition) => (
            <MenuItem key={condition} value={condition}>
              {c.conditions[condition]}
            </MenuItem>
          ))}
          <MenuItem value="">{t.conditionNone}</MenuItem>
        </TextField>
      </Box>
    </>
  );
}

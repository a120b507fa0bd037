import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { catalogueMessages, postingMessages, priceTypes } from '@matchbazaar/contracts';
import { formGrid } from './form-section';
import type { ListingFormValues } from './listing-form-values';
import { AmountField, ChoiceField, CurrencyField, moneyInput, UnitField } from './post-fields';
import type { PostForm } from './use-post-form';

const t = postingMessages;
const c = catalogueMessages;

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
      <Box sx={formGrid('2fr 1fr 1fr')}>
        <TextField
          {...text('price')}
          label={t.priceLabel}
          required={!onRequest}
          disabled={onRequest}
          helperText={errors.price ?? (onRequest ? t.priceOnRequestHelp : undefined)}
          slotProps={moneyInput(values.currency)}
        />
        <CurrencyField form={form} />
        <UnitField form={form} name="priceUnit" label={t.unitLabel} />
      </Box>
      <Box sx={{ ...formGrid('1fr 1fr'), mt: 2 }}>
        <AmountField form={form} name="minOrder" label={t.minOrderLabel} />
        <UnitField form={form} name="minOrderUnit" label={t.minOrderUnitLabel} />
        <ChoiceField
          form={form}
          name="availability"
          label={t.availabilityLabel}
          labels={c.availability}
        />
        <ChoiceField
          form={form}
          name="condition"
          label={t.conditionLabel}
          labels={c.conditions}
          empty={t.conditionNone}
        />
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  catalogueMessages,
  checkoutMessages,
  isServiceGroup,
  listingRequestSchema,
  postLimits,
  postingMessages,
  type ListingDetail,
  type PostIntent,
  type Shop,
} from '@matchbazaar/contracts';
import { findCategory } from '@matchbazaar/taxonomy';
import { useSaveListing } from './api/posting-mutations';
import { AttributesField } from './attributes-field';
import { ShippingOptionsField } from './shipping-options-field';
import { quantityText } from '../../components/catalogue/post-money';
import { FormSection, formGrid } from './form-section';
import {
  listingErrorFields,
  listingFieldOrder,
  listingRequestOf,
  type ListingFormValues,
} from './listing-form-values';
import { amountOf, quantityOf } from './post-form-helpers';
import { moneyInput } from './post-fields';
import { PostFormShell } from './post-form-shell';
import { listingKind } from './post-kinds';
import { moneyText, priceLine } from './money-text';
import { ListingPriceFields } from './listing-price-fields';
import { usePostForm } from './use-post-form';

const t = postingMessages;
const c = catalogueMessages;

/**
 * The post-listing form (new, edit, or a copy): the post form's shell with a listing's own
 * sections (price and order, a deal, shipping) and details (attributes, SKU).
 */
export function ListingForm({
  shop,
  initial,
  editing,
  onSaved,
}: {
  shop: Shop | null;
  initial: ListingFormValues;
  /** The listing being edited: PUT instead of POST. */
  editing: { id: string; live: boolean } | null;
  onSaved: (listing: ListingDetail, intent: PostIntent) => void;
}) {
  const form = usePostForm(initial, listingFieldOrder);
  const { values, set, errors, register, text } = form;
  const save = useSaveListing(editing?.id);

  const minOrder = quantityOf(values.minOrder);
  const compareAt = moneyText(amountOf(values.compareAt), values.currency);
  const facts = [
    ...(Number.isSafeInteger(minOrder)
      ? [t.previewMinOrder(quantityText(minOrder, values.minOrderUnit))]
      : []),
    c.availability[values.availability],
    ...(values.condition ? [c.conditions[values.condition]] : []),
    ...(values.dealOn && compareAt ? [`${t.compareAtLabel}: ${compareAt}`] : []),
    ...values.attributes.filter((a) => a.name && a.value).map((a) => `${a.name}: ${a.value}`),
  ];

  return (
    <PostFormShell
      view={listingKind}
      form={form}
      save={save}
      editing={editing}
      request={{
        schema: listingRequestSchema,
        table: listingErrorFields,
        requestOf: (v, i) => listingRequestOf(v, i, shop),
      }}
      onSaved={onSaved}
      priceText={priceLine({
        type: values.priceType,
        amountMinor: amountOf(values.price),
        currency: values.currency,
        unit: values.priceUnit,
      })}
      facts={facts}
      details={
        <>
          <AttributesField
            value={values.attributes}
            onChange={(attributes) => set('attributes', attributes)}
            error={errors.attributes}
          />
          <TextField
            {...text('sku')}
            label={`${t.skuLabel} ${t.optional}`}
            helperText={errors.sku ?? t.skuHelp}
            slotProps={{ htmlInput: { maxLength: postLimits.sku } }}
            sx={{ maxWidth: { sm: 320 } }}
          />
        </>
      }
    >
      <FormSection id="listing-price" title={t.sectionPrice}>
        <ListingPriceFields form={form} />
      </FormSection>

      <FormSection id="listing-deal" title={t.sectionDeal} hint={t.dealHelp}>
        <FormControlLabel
          control={
            <Switch
              checked={values.dealOn}
              onChange={(event) => set('dealOn', event.target.checked)}
            />
          }
          label={t.dealToggle}
        />
        {values.dealOn && (
          <Box sx={{ ...formGrid('1fr 1fr'), mt: 2 }}>
            <TextField
              {...text('compareAt')}
              label={t.compareAtLabel}
              required
              slotProps={moneyInput(values.currency)}
            />
            <TextField
              {...text('dealEnds')}
              type="datetime-local"
              label={t.dealEndsLabel}
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        )}
      </FormSection>

      <FormSection id="listing-shipping" title={checkoutMessages.shipping.formTitle}>
        <Box ref={register('shipping')} tabIndex={-1} sx={{ outline: 'none' }}>
          <ShippingOptionsField
            value={values.shipping}
            onChange={(shipping) => set('shipping', shipping)}
            currency={values.currency}
            unit={values.priceUnit}
            service={isServiceGroup(findCategory(values.category)?.groupId)}
            error={errors.shipping}
          />
        </Box>
      </FormSection>
    </PostFormShell>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { apiErrorMessage, isApiRequestError } from '@matchbazaar/api-client';
import {
  checkoutMessages,
  postingMessages,
  shopLimits,
  shopRequestSchema,
  type Shop,
} from '@matchbazaar/contracts';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useFormState } from '../../components/forms/use-form-state';
import { StatusAlert } from '../../components/status-alert';
import { useSaveShop } from './api/posting-mutations';
import { FormSection } from './form-section';
import { PhotoUploader } from '../../components/catalogue/photo-uploader';
import { PlaceFields } from './place-fields';
import { checkRequest, errorsByField } from './post-form-helpers';
import { shopErrorFields, shopRequestOf, shopValuesOf } from './shop-form-values';
import { currencyOfCountry, shippingRequestOf, shippingValuesOf } from './listing-form-values';
import { ShippingOptionsField } from './shipping-options-field';

const t = postingMessages;

/** A logo or cover as the uploader's list of at most one photo. */
const single = (id: string, url: string) => (id ? [{ id, thumbUrl: url, cardUrl: url }] : []);

/**
 * Open the seller's shop (no `shop` yet) or edit it: PUT /api/v1/shops/mine (the shop's cache and
 * the session follow the answer).
 */
export function ShopForm({ shop }: { shop: Shop | null }) {
  const form = useFormState(shopValuesOf(shop), { idPrefix: 'shop' });
  const { values, set, errors, field } = form;
  const save = useSaveShop();
  const busy = save.isPending;
  const [logoBusy, setLogoBusy] = useState(false);
  const [coverBusy, setCoverBusy] = useState(false);
  const uploading = logoBusy || coverBusy;
  // The default shipping is priced in the currency of the shop's country.
  const [shipping, setShipping] = useState(() => shippingValuesOf(shop?.shipping?.options ?? []));
  const currency = currencyOfCountry(values.country.trim().toUpperCase());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || uploading) return;
    const checked = checkRequest(
      shopRequestSchema,
      { ...shopRequestOf(values), shipping: { currency, options: shippingRequestOf(shipping) } },
      shopErrorFields,
    );
    if (!checked.ok) {
      form.showErrors(checked.errors);
      form.setStatus({ severity: 'error', text: t.fixErrors });
      return;
    }
    form.setStatus(null);
    save.mutate(checked.data, {
      onSuccess: () =>
        form.setStatus({ severity: 'success', text: shop ? t.shopSaved : t.shopOpened }),
      onError: (error) => {
        const found = isApiRequestError(error) ? errorsByField(error.errors, shopErrorFields) : {};
        if (Object.keys(found).length > 0) form.showErrors(found);
        form.setStatus({
          severity: 'error',
          text:
            Object.keys(found).length > 0 ? t.fixErrors : apiErrorMessage(error) || t.saveFailed,
        });
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy} aria-label={t.shopTitle}>
      <Stack spacing={3}>
        <FormSection id="shop-details" title={t.shopDetailsHeading}>
          <Stack spacing={2.5}>
            <TextField
              {...field('name')}
              label={t.shopNameLabel}
              required
              fullWidth
              slotProps={{
                htmlInput: { maxLength: shopLimits.name.max, autoComplete: 'organization' },
              }}
            />
            <TextField
              {...field('slug')}
              label={`${t.shopSlugLabel} ${t.optional}`}
              fullWidth
              helperText={
                errors.slug ??
                t.shopSlugHelp(window.location.origin, values.slug.trim().toLowerCase())
              }
              slotProps={{ htmlInput: { maxLength: shopLimits.slug.max, spellCheck: false } }}
            />
            <TextField
              {...field('tagline')}
              label={`${t.shopTaglineLabel} ${t.optional}`}
              fullWidth
              helperText={errors.tagline ?? t.shopTaglineHelp}
              slotProps={{ htmlInput: { maxLength: shopLimits.tagline } }}
            />
            <TextField
              {...field('description')}
              label={`${t.shopDescriptionLabel} ${t.optional}`}
              fullWidth
              multiline
              minRows={4}
              helperText={
                errors.description ??
                t.characters(values.description.length, shopLimits.description)
              }
              slotProps={{ htmlInput: { maxLength: shopLimits.description } }}
            />
          </Stack>
        </FormSection>
        <FormSection id="shop-images" title={t.shopImagesHeading}>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
            {(['logo', 'cover'] as const).map((kind) => (
              <Box key={kind}>
                <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {kind === 'logo' ? t.logoLabel : t.coverLabel}
                </Typography>
                <PhotoUploader
                  id={`shop-${kind}`}
                  label={kind === 'logo' ? t.logoLabel : t.coverLabel}
                  addLabel={kind === 'logo' ? t.addLogo : t.addCover}
                  help={kind === 'logo' ? t.logoHelp : t.coverHelp}
                  max={1}
                  photos={single(values[`${kind}Id`], values[`${kind}Url`])}
                  setPhotos={(update) => {
                    const [photo] = update(single(values[`${kind}Id`], values[`${kind}Url`]));
                    set(`${kind}Id`, photo?.id ?? '');
                    set(`${kind}Url`, photo?.cardUrl ?? '');
                  }}
                  error={errors[`${kind}Id`]}
                  onBusy={kind === 'logo' ? setLogoBusy : setCoverBusy}
                />
              </Box>
            ))}
          </Box>
        </FormSection>
        <FormSection id="shop-place" title={t.shopPlaceHeading}>
          <PlaceFields
            idPrefix="shop"
            values={values}
            set={(name, value) => set(name, value)}
            errors={errors}
            register={(name) => (el) => form.registerInput(name, el)}
          />
        </FormSection>
        <FormSection id="shop-shipping" title={checkoutMessages.shipping.shopFormTitle}>
          <ShippingOptionsField
            idPrefix="shop-shipping"
            value={shipping}
            onChange={setShipping}
            currency={currency}
            service={false}
            help={checkoutMessages.shipping.shopFormHelp(currency)}
            error={errors.shipping}
          />
        </FormSection>
        <FormSection id="shop-contact" title={t.shopContactHeading}>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.showContact}
                onChange={(event) => set('showContact', event.target.checked)}
              />
            }
            label={t.showContactLabel}
          />
        </FormSection>
        <StatusAlert status={form.status} />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            aria-disabled={busy || uploading}
            sx={{
              opacity: busy || uploading ? 0.6 : 1,
              minHeight: 48,
              width: { xs: '100%', sm: 'auto' },
            }}
          >
            {busy ? t.shopSaving : shop ? t.shopSave : t.shopOpen}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

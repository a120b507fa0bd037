import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
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
import { displayName, findCategory } from '@matchbazaar/taxonomy';
import { useCallback, useState } from 'react';
import { useSaveListing } from './api/posting-mutations';
import { AttributesField } from './attributes-field';
import { ShippingOptionsField } from './shipping-options-field';
import { quantityText } from '../../components/catalogue/post-money';
import { CategoryPicker } from './category-picker';
import { FormSection } from './form-section';
import {
  listingErrorFields,
  listingFieldOrder,
  listingRequestOf,
  type ListingFormValues,
} from './listing-form-values';
import { amountOf, quantityOf } from './post-form-helpers';
import { PhotoUploader } from '../../components/catalogue/photo-uploader';
import { PlaceFields } from './place-fields';
import { PostFormFrame } from './post-form-frame';
import { PostPreview } from './post-preview';
import { moneyText, priceLine } from './money-text';
import { savingIntent, submitPost } from './submit-post';
import { TagsField } from './tags-field';
import { PostBasicsFields } from './post-basics-fields';
import { ListingPriceFields } from './listing-price-fields';
import { usePostForm } from './use-post-form';

const t = postingMessages;
const c = catalogueMessages;

/**
 * The post-listing form (new, edit, or a copy): basics, photos, price and order, a deal, details
 * and place, checked with the same schema as the API, with a preview and draft or publish.
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
  const [uploading, setUploading] = useState(false);
  const setPhotos = useCallback(
    (update: (photos: ListingFormValues['photos']) => ListingFormValues['photos']) =>
      form.setValues((v) => ({ ...v, photos: update(v.photos) })),
    [form],
  );

  const save = useSaveListing(editing?.id);
  const submit = (intent: PostIntent) =>
    submitPost(form, save, intent, {
      schema: listingRequestSchema,
      table: listingErrorFields,
      requestOf: (v, i) => listingRequestOf(v, i, shop),
      onSaved,
    });

  const minOrder = quantityOf(values.minOrder);
  const category = findCategory(values.category);
  const preview = (
    <PostPreview
      content={{
        photoUrl: values.photos[0]?.cardUrl,
        title: values.title,
        category: category ? `${displayName(category.groupId)} › ${category.label}` : '',
        priceText: priceLine({
          type: values.priceType,
          amountMinor: amountOf(values.price),
          currency: values.currency,
          unit: values.priceUnit,
        }),
        facts: [
          ...(Number.isSafeInteger(minOrder)
            ? [t.previewMinOrder(quantityText(minOrder, values.minOrderUnit))]
            : []),
          c.availability[values.availability],
          ...(values.condition ? [c.conditions[values.condition]] : []),
          ...(values.dealOn && moneyText(amountOf(values.compareAt), values.currency)
            ? [`${t.compareAtLabel}: ${moneyText(amountOf(values.compareAt), values.currency)}`]
            : []),
          ...values.attributes.filter((a) => a.name && a.value).map((a) => `${a.name}: ${a.value}`),
        ],
        description: values.description,
        tags: values.tags,
        place: [values.city, values.region, values.country].filter(Boolean).join(', '),
      }}
    />
  );

  const grid = (columns: string) => ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: columns },
  });

  return (
    <PostFormFrame
      label={editing ? t.editListingTitle : t.postListingTitle}
      preview={preview}
      status={form.status}
      busy={savingIntent(save)}
      uploading={uploading}
      live={editing?.live ?? false}
      onSubmit={submit}
    >
      <FormSection id="listing-basics" title={t.sectionBasics}>
        <PostBasicsFields
          form={form}
          category={
            <CategoryPicker
              value={values.category}
              onChange={(id) => set('category', id)}
              error={errors.category}
              inputRef={register('category')}
              suggestFrom={values.title}
            />
          }
          titleHelp={t.listingTitleHelp}
        />
      </FormSection>

      <FormSection id="listing-photos" title={t.sectionPhotos}>
        <PhotoUploader
          photos={values.photos}
          setPhotos={setPhotos}
          max={postLimits.listingImages}
          help={t.photosHelp(postLimits.listingImages)}
          error={errors.photos}
          inputRef={register('photos')}
          onBusy={setUploading}
        />
      </FormSection>

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
          <Box sx={{ ...grid('1fr 1fr'), mt: 2 }}>
            <TextField
              {...text('compareAt')}
              label={t.compareAtLabel}
              required
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
            service={isServiceGroup(category?.groupId)}
            error={errors.shipping}
          />
        </Box>
      </FormSection>

      <FormSection id="listing-details" title={t.sectionDetails}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <TagsField
            kind="listing"
            value={values.tags}
            onChange={(tags) => set('tags', tags)}
            error={errors.tags}
            inputRef={register('tags')}
          />
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
        </Box>
      </FormSection>

      <FormSection id="listing-place" title={t.sectionPlace} hint={t.listingPlaceHelp}>
        <PlaceFields
          values={values}
          set={(name, value) => set(name, value)}
          errors={errors}
          register={register}
        />
      </FormSection>
    </PostFormFrame>
  );
}

import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  listingUrgencies,
  postLimits,
  postingMessages,
  requirementRequestSchema,
  type PostIntent,
  type RequirementDetail,
} from '@matchbazaar/contracts';
import { displayName, findCategory } from '@matchbazaar/taxonomy';
import { useCallback, useState } from 'react';
import { useSaveRequirement } from './api/posting-mutations';
import { quantityText } from '../../components/catalogue/post-money';
import { CategoryPicker } from './category-picker';
import { CurrencySelect } from '../../components/forms/currency-select';
import { FormSection } from './form-section';
import { budgetText } from './money-text';
import { PhotoUploader } from '../../components/catalogue/photo-uploader';
import { PlaceFields } from './place-fields';
import { PostBasicsFields } from './post-basics-fields';
import { amountOf, quantityOf, todayText } from './post-form-helpers';
import { PostFormFrame } from './post-form-frame';
import { PostPreview } from './post-preview';
import {
  requirementErrorFields,
  requirementFieldOrder,
  requirementRequestOf,
  type RequirementFormValues,
} from './requirement-form-values';
import { savingIntent, submitPost } from './submit-post';
import { TagsField } from './tags-field';
import { UnitSelect } from './unit-select';
import { usePostForm } from './use-post-form';

const t = postingMessages;

/** The post-requirement form (new, edit, or a copy): the listing form's family, with a budget. */
export function RequirementForm({
  initial,
  editing,
  onSaved,
}: {
  initial: RequirementFormValues;
  editing: { id: string; live: boolean } | null;
  onSaved: (requirement: RequirementDetail, intent: PostIntent) => void;
}) {
  const form = usePostForm(initial, requirementFieldOrder);
  const { values, set, errors, register, text } = form;
  const [uploading, setUploading] = useState(false);
  const setPhotos = useCallback(
    (update: (photos: RequirementFormValues['photos']) => RequirementFormValues['photos']) =>
      form.setValues((v) => ({ ...v, photos: update(v.photos) })),
    [form],
  );

  const save = useSaveRequirement(editing?.id);
  const submit = (intent: PostIntent) =>
    submitPost(form, save, intent, {
      schema: requirementRequestSchema,
      table: requirementErrorFields,
      requestOf: requirementRequestOf,
      onSaved,
    });

  const category = findCategory(values.category);
  const quantity = quantityOf(values.quantity);
  const budget = budgetText({
    minMinor: amountOf(values.budgetMin),
    maxMinor: amountOf(values.budgetMax),
    currency: values.currency,
  });
  const preview = (
    <PostPreview
      content={{
        photoUrl: values.photos[0]?.cardUrl,
        title: values.title,
        category: category ? `${displayName(category.groupId)} › ${category.label}` : '',
        priceText: budget ? t.budgetRange(budget) : t.previewBudgetOpen,
        facts: [
          ...(Number.isSafeInteger(quantity)
            ? [t.previewNeeded(quantityText(quantity, values.quantityUnit))]
            : []),
          ...(values.neededBy ? [t.previewNeededBy(values.neededBy)] : []),
          t.urgencies[values.urgency],
        ],
        description: values.description,
        tags: values.tags,
        place: [values.city, values.region, values.country].filter(Boolean).join(', '),
      }}
    />
  );
  const symbol = values.currency === 'INR' ? '₹' : '$';
  const money = {
    htmlInput: { inputMode: 'decimal' as const, maxLength: 16 },
    input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
  };
  const grid = (columns: string) => ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr', sm: columns },
  });

  return (
    <PostFormFrame
      label={editing ? t.editRequirementTitle : t.postRequirementTitle}
      preview={preview}
      status={form.status}
      busy={savingIntent(save)}
      uploading={uploading}
      live={editing?.live ?? false}
      onSubmit={submit}
    >
      <FormSection id="requirement-basics" title={t.sectionBasics}>
        <PostBasicsFields
          form={form}
          titleHelp={t.requirementTitleHelp}
          category={
            <CategoryPicker
              value={values.category}
              onChange={(id) => set('category', id)}
              error={errors.category}
              inputRef={register('category')}
              suggestFrom={values.title}
            />
          }
        />
      </FormSection>

      <FormSection id="requirement-budget" title={t.sectionBudget} hint={t.budgetHelp}>
        <Box sx={grid('1fr 1fr')}>
          <TextField
            {...text('quantity')}
            label={t.quantityLabel}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
          />
          <UnitSelect
            id="post-quantityUnit"
            label={t.minOrderUnitLabel}
            value={values.quantityUnit}
            onChange={(unit) => set('quantityUnit', unit)}
            error={errors.quantityUnit}
          />
        </Box>
        <Box sx={{ ...grid('2fr 2fr 1fr'), mt: 2 }}>
          <TextField {...text('budgetMin')} label={t.budgetMinLabel} slotProps={money} />
          <TextField {...text('budgetMax')} label={t.budgetMaxLabel} slotProps={money} />
          <CurrencySelect
            id="post-currency"
            label={t.currencyLabel}
            value={values.currency}
            onChange={(currency) => set('currency', currency)}
            error={errors.currency}
          />
        </Box>
      </FormSection>

      <FormSection id="requirement-timing" title={t.sectionTiming}>
        <Box sx={grid('1fr 1fr')}>
          <TextField
            {...text('neededBy')}
            type="date"
            label={`${t.neededByLabel} ${t.optional}`}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayText() } }}
          />
          <TextField
            select
            id="post-urgency"
            label={t.urgencyLabel}
            value={values.urgency}
            onChange={(event) =>
              set('urgency', event.target.value as RequirementFormValues['urgency'])
            }
            error={errors.urgency !== undefined}
            helperText={errors.urgency}
          >
            {listingUrgencies.map((urgency) => (
              <MenuItem key={urgency} value={urgency}>
                {t.urgencies[urgency]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </FormSection>

      <FormSection id="requirement-photos" title={t.sectionPhotos}>
        <PhotoUploader
          photos={values.photos}
          setPhotos={setPhotos}
          max={postLimits.requirementImages}
          help={t.requirementPhotosHelp(postLimits.requirementImages)}
          error={errors.photos}
          inputRef={register('photos')}
          onBusy={setUploading}
        />
      </FormSection>

      <FormSection id="requirement-details" title={t.sectionDetails}>
        <TagsField
          kind="requirement"
          value={values.tags}
          onChange={(tags) => set('tags', tags)}
          error={errors.tags}
          inputRef={register('tags')}
        />
      </FormSection>

      <FormSection id="requirement-place" title={t.sectionPlace} hint={t.requirementPlaceHelp}>
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

import Box from '@mui/material/Box';
import { postingMessages, type PostIntent } from '@matchbazaar/contracts';
import { displayName, findCategory } from '@matchbazaar/taxonomy';
import { useCallback, useState, type ReactNode } from 'react';
import { PhotoUploader } from '../../components/catalogue/photo-uploader';
import { CategoryPicker } from './category-picker';
import { FormSection } from './form-section';
import { PlaceFields } from './place-fields';
import type { PathTable, PhotoValue, PlaceValues, RequestSchema } from './post-form-helpers';
import { PostBasicsFields } from './post-basics-fields';
import { PostFormFrame } from './post-form-frame';
import type { PostKindWords } from './post-kinds';
import { PostPreview } from './post-preview';
import { savingIntent, submitPost, type PostSave } from './submit-post';
import { TagsField } from './tags-field';
import type { PostForm } from './use-post-form';

const t = postingMessages;

/** The values every post form holds, whatever its kind adds. */
export interface PostFormCommon extends PlaceValues {
  title: string;
  description: string;
  category: string;
  photos: PhotoValue[];
  tags: string[];
}

/**
 * The form every kind of post shares: basics (title, category, description), photos, tags, place,
 * the preview and the save (checked with the kind's request schema, draft or publish). The kind's
 * form brings its values, its save and its own sections: `lead` before the photos, `children`
 * after them, `details` beside the tags; `priceText` and `facts` are its part of the preview.
 */
export function PostFormShell<V extends PostFormCommon, T, D>({
  view,
  form,
  save,
  editing,
  request,
  onSaved,
  priceText,
  facts,
  lead,
  children,
  details,
}: {
  view: PostKindWords;
  form: PostForm<V>;
  save: PostSave<T, D>;
  /** The post being edited (PUT instead of POST), and whether it is past its draft stage. */
  editing: { id: string; live: boolean } | null;
  request: {
    schema: RequestSchema<T>;
    table: PathTable;
    requestOf: (values: V, intent: PostIntent) => unknown;
  };
  onSaved: (saved: D, intent: PostIntent) => void;
  priceText: string;
  facts: string[];
  lead?: ReactNode;
  children?: ReactNode;
  details?: ReactNode;
}) {
  const { values, set, errors, register } = form;
  const { kind } = view;
  const [uploading, setUploading] = useState(false);
  const setPhotos = useCallback(
    (update: (photos: PhotoValue[]) => PhotoValue[]) =>
      form.setValues((v) => ({ ...v, photos: update(v.photos) })),
    [form],
  );
  const submit = (intent: PostIntent) => submitPost(form, save, intent, { ...request, onSaved });

  const category = findCategory(values.category);
  const preview = (
    <PostPreview
      content={{
        photoUrl: values.photos[0]?.cardUrl,
        title: values.title,
        category: category ? `${displayName(category.groupId)} › ${category.label}` : '',
        priceText,
        facts,
        description: values.description,
        tags: values.tags,
        place: [values.city, values.region, values.country].filter(Boolean).join(', '),
      }}
    />
  );
  const tags = (
    <TagsField
      kind={kind}
      value={values.tags}
      onChange={(next) => set('tags', next as V['tags'])}
      error={errors.tags}
      inputRef={register('tags')}
    />
  );

  return (
    <PostFormFrame
      label={editing ? view.editTitle : view.postTitle}
      preview={preview}
      status={form.status}
      busy={savingIntent(save)}
      uploading={uploading}
      live={editing?.live ?? false}
      onSubmit={submit}
    >
      <FormSection id={`${kind}-basics`} title={t.sectionBasics}>
        <PostBasicsFields
          form={form}
          titleHelp={view.titleHelp}
          category={
            <CategoryPicker
              value={values.category}
              onChange={(id) => set('category', id as V['category'])}
              error={errors.category}
              inputRef={register('category')}
              suggestFrom={values.title}
            />
          }
        />
      </FormSection>

      {lead}

      <FormSection id={`${kind}-photos`} title={t.sectionPhotos}>
        <PhotoUploader
          photos={values.photos}
          setPhotos={setPhotos}
          max={view.maxPhotos}
          help={view.photosHelp}
          error={errors.photos}
          inputRef={register('photos')}
          onBusy={setUploading}
        />
      </FormSection>

      {children}

      <FormSection id={`${kind}-details`} title={t.sectionDetails}>
        {details ? (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {tags}
            {details}
          </Box>
        ) : (
          tags
        )}
      </FormSection>

      <FormSection id={`${kind}-place`} title={t.sectionPlace} hint={view.placeHelp}>
        <PlaceFields
          values={values}
          set={(name, value) => set(name, value as V[typeof name])}
          errors={errors}
          register={register}
        />
      </FormSection>
    </PostFormFrame>
  );
}

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { postLimits, postingMessages } from '@matchbazaar/contracts';
import type { ReactNode } from 'react';
import type { PostForm } from './use-post-form';

const t = postingMessages;

/** Title, category and description: the first section of every post form. */
export function PostBasicsFields<V extends { title: string; description: string }>({
  form,
  category,
  titleHelp,
}: {
  form: PostForm<V>;
  category: ReactNode;
  titleHelp: string;
}) {
  const { values, errors, text } = form;
  const counter = (used: number, max: number) => t.characters(used, max);
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        {...text('title')}
        label={t.titleLabel}
        required
        fullWidth
        helperText={errors.title ?? titleHelp}
        slotProps={{ htmlInput: { maxLength: postLimits.title.max } }}
      />
      {category}
      <TextField
        {...text('description')}
        label={t.descriptionLabel}
        required
        fullWidth
        multiline
        minRows={6}
        helperText={
          errors.description ??
          `${t.descriptionHelp} ${counter(values.description.length, postLimits.description.max)}`
        }
        slotProps={{ htmlInput: { maxLength: postLimits.description.max } }}
      />
    </Box>
  );
}

import { z } from 'zod';

/** A photo as a listing or requirement shows it: its variant URLs and alt text (from the title). */
export const postImageSchema = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  urls: z.object({
    thumb: z.string(),
    card: z.string(),
    medium: z.string(),
    large: z.string(),
  }),
});
export type PostImage = z.infer<typeof postImageSchema>;

/** The answer to an upload: the new photo, ready to attach to a post by its id. */
export const imageUploadAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ image: postImageSchema }),
});
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswerSchema>;

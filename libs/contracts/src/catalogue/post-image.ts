import { z } from 'zod';

/** What a photo upload accepts (POST /api/v1/images): checked by the bytes, never the name. */
export const postImageRules = {
  maxBytes: 5 * 1024 * 1024,
  /** Decoded size cap: a small file that decodes to a huge bitmap (a "bomb") is refused. */
  maxPixels: 40_000_000,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** The multipart field that carries the file. */
  field: 'file',
} as const;

/** A photo as a listing or requirement shows it: its variant URLs and alt text (from the title). */
export const postImageSchema = z.object({
  id: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  urls: z.object({ thumb: z.string(), card: z.string(), large: z.string() }),
});
export type PostImage = z.infer<typeof postImageSchema>;

/** The answer to an upload: the new photo, ready to attach to a post by its id. */
export const imageUploadAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ image: postImageSchema }),
});
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswerSchema>;

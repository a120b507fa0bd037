import { z } from 'zod';

/**
 * The limits every image upload is held to: post photos, the profile photo, dispute evidence and
 * image attachments. Width and height are read from the file's header before anything decodes it,
 * so a small file that declares a huge bitmap (a "bomb") is refused unread. A route may be
 * tighter (the profile photo's bytes), never looser.
 */
export const imageLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  /** The longest side: a 40-megapixel strip one pixel high is no photo either. */
  maxSide: 12_000,
} as const;

/** What a photo upload accepts (POST /api/v1/images): checked by the bytes, never the name. */
export const postImageRules = {
  ...imageLimits,
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

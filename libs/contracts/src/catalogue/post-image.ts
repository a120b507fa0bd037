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
  urls: z.object({
    thumb: z.string(),
    card: z.string(),
    medium: z.string(),
    large: z.string(),
  }),
});
export type PostImage = z.infer<typeof postImageSchema>;

/**
 * The longest side, in pixels, of each WebP variant a photo is kept in; never enlarged. `medium`
 * is what a phone's full-width gallery takes (about 360-420 CSS px at 2-2.6 device pixels each):
 * without it a phone fetched the 1600 px large, three times the bytes.
 */
export const postImageVariantSides = { thumb: 160, card: 480, medium: 960, large: 1600 } as const;

/**
 * A photo's variants as an `srcset` of width descriptors, so the browser fetches the smallest one
 * the slot's `sizes` needs (a phone's listing page takes the card, not the 1600 px large).
 */
export function postImageSrcSet(image: Pick<PostImage, 'width' | 'height' | 'urls'>): string {
  const longest = Math.max(image.width, image.height, 1);
  const seen = new Set<number>();
  const candidates: string[] = [];
  for (const variant of ['thumb', 'card', 'medium', 'large'] as const) {
    // A photo smaller than a variant's side is kept at its own size: one candidate per width.
    const width = Math.round(image.width * Math.min(1, postImageVariantSides[variant] / longest));
    if (width < 1 || seen.has(width)) continue;
    seen.add(width);
    candidates.push(`${image.urls[variant]} ${width}w`);
  }
  return candidates.join(', ');
}

/** The answer to an upload: the new photo, ready to attach to a post by its id. */
export const imageUploadAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ image: postImageSchema }),
});
export type ImageUploadAnswer = z.infer<typeof imageUploadAnswerSchema>;

// The photos' rules and sizes without their schemas (post-image.ts has those): a page that draws
// a photo's srcset does not load zod.

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
export function postImageSrcSet(image: {
  width: number;
  height: number;
  urls: Readonly<Record<keyof typeof postImageVariantSides, string>>;
}): string {
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

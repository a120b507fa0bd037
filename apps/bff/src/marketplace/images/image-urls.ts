import type { PostImage } from '@matchbazaar/contracts';

/** The WebP sizes every photo is kept in. */
export const imageVariants = ['thumb', 'card', 'medium', 'large'] as const;
export type ImageVariantName = (typeof imageVariants)[number];

/**
 * Where a photo's variant is served. The id never names other bytes (a new upload is a new id),
 * so the URL is immutable and cached for a year.
 */
export function imageVariantUrl(imageId: string, variant: ImageVariantName): string {
  return `/api/v1/images/${imageId}/${variant}.webp`;
}

/** The link-preview size Open Graph and Twitter cards ask for (1.91:1). */
export const shareCardSize = { width: 1200, height: 630 } as const;

/**
 * A photo as a link preview: 1200 x 630 JPEG, since some preview bots (messaging apps among them)
 * read no WebP. Made from the large variant when asked for.
 */
export function imageShareUrl(imageId: string): string {
  return `/api/v1/images/${imageId}/share.jpg`;
}

/** A photo as posts show it, with its alt text (the post's title). */
export function toPostImage(
  image: { id: string; width: number; height: number },
  alt: string,
): PostImage {
  return {
    id: image.id,
    alt,
    width: image.width,
    height: image.height,
    urls: {
      thumb: imageVariantUrl(image.id, 'thumb'),
      card: imageVariantUrl(image.id, 'card'),
      medium: imageVariantUrl(image.id, 'medium'),
      large: imageVariantUrl(image.id, 'large'),
    },
  };
}

import type { PostImage } from '@matchbazaar/contracts';

/** The WebP sizes every photo is kept in. */
export const imageVariants = ['thumb', 'card', 'large'] as const;
export type ImageVariantName = (typeof imageVariants)[number];

/**
 * Where a photo's variant is served. The id never names other bytes (a new upload is a new id),
 * so the URL is immutable and cached for a year.
 */
export function imageVariantUrl(imageId: string, variant: ImageVariantName): string {
  return `/api/v1/images/${imageId}/${variant}.webp`;
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
      large: imageVariantUrl(image.id, 'large'),
    },
  };
}

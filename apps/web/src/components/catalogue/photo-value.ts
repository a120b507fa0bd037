import type { PostImage } from '@matchbazaar/contracts';

/** A photo a form holds: its id for the request, its URLs for the preview. */
export interface PhotoValue {
  id: string;
  thumbUrl: string;
  cardUrl: string;
}

export const photoValueOf = (image: PostImage): PhotoValue => ({
  id: image.id,
  thumbUrl: image.urls.thumb,
  cardUrl: image.urls.card,
});

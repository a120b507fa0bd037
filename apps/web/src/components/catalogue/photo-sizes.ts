// How wide each photo slot is drawn (`sizes`), so the browser takes from a photo's srcset
// (contracts' postImageSrcSet) the smallest variant that fills it. No imports: the page server
// (apps/web/server/page-head) preloads a listing's first photo with the gallery's sizes, and the
// two must agree or the browser fetches the photo twice.

/**
 * A listing's or requirement's gallery: the page's 7/12 column from md (Container lg: at most
 * about 650 px), the whole width less the page's padding below.
 */
export const galleryPhotoSizes =
  '(min-width: 1200px) 650px, (min-width: 900px) 58vw, calc(100vw - 32px)';

/**
 * A card's picture: in a grid of up to three columns (one on a phone), in the results' grid (two
 * on a phone, beside the filters from md), or beside the text (220 px) in a list.
 */
export const cardPhotoSizes = {
  grid: '(min-width: 900px) 380px, (min-width: 600px) 50vw, 100vw',
  results: '(min-width: 900px) 320px, 50vw',
  list: '(min-width: 600px) 220px, 100vw',
} as const;

/** A shop's cover: the page's main column (beside a 300 px summary from md). */
export const shopCoverSizes =
  '(min-width: 1200px) 820px, (min-width: 900px) calc(100vw - 380px), calc(100vw - 32px)';

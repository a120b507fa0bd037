import type { AttachmentMime } from '@matchbazaar/contracts';
import { detectImageType } from '../common/image-type.js';
import { isPdf } from '../common/pdf-type.js';

/**
 * The attachment type the bytes declare (magic numbers), never the client's name or
 * Content-Type: the photo types every upload takes, or a PDF. Anything else is refused.
 */
export function attachmentTypeOf(bytes: Uint8Array): AttachmentMime | null {
  const image = detectImageType(bytes);
  if (image) return image;
  return isPdf(bytes) ? 'application/pdf' : null;
}

import type { AttachmentMime } from '@matchbazaar/contracts';
import { detectImageType } from '../common/image-type.js';

const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * The attachment type the bytes declare (magic numbers), never the client's name or
 * Content-Type: the photo types every upload takes, or a PDF. Anything else is refused.
 */
export function attachmentTypeOf(bytes: Uint8Array): AttachmentMime | null {
  const image = detectImageType(bytes);
  if (image) return image;
  if (bytes.length > pdfSignature.length && pdfSignature.every((byte, i) => bytes[i] === byte))
    return 'application/pdf';
  return null;
}

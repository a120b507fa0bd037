import { HttpStatus } from '@nestjs/common';
import { messages, type AttachmentMime } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { checkImage, detectImageType, ImageRejected } from '../../platform/common/image-type.js';
import { isPdf } from '../../platform/common/pdf-type.js';

const m = messages.conversations;
const refuse = (status: HttpStatus, msg: string) =>
  new ApiException(status, msg, [{ path: 'file', msg }]);

/**
 * The attachment type the bytes declare (magic numbers), never the client's name or
 * Content-Type: the photo types every upload takes, or a PDF. Anything else is refused.
 */
export function attachmentTypeOf(bytes: Uint8Array): AttachmentMime | null {
  const image = detectImageType(bytes);
  if (image) return image;
  return isPdf(bytes) ? 'application/pdf' : null;
}

/**
 * The attachment's type, refusing anything else (415) and an image past the image limits every
 * upload keeps (pixels and sides from its header, bytes): it is shown in the conversation like
 * any photo.
 */
export async function checkedAttachmentType(bytes: Buffer): Promise<AttachmentMime> {
  const mime = attachmentTypeOf(bytes);
  if (!mime) throw refuse(HttpStatus.UNSUPPORTED_MEDIA_TYPE, m.attachmentType);
  if (mime === 'application/pdf') return mime;
  try {
    await checkImage(bytes);
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    if (error.reason === 'unreadable')
      throw refuse(HttpStatus.BAD_REQUEST, m.attachmentImageUnreadable);
    throw refuse(
      error.reason === 'too_large' ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.BAD_REQUEST,
      m.attachmentImageTooLarge,
    );
  }
  return mime;
}

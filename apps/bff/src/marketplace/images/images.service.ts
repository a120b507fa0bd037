import { HttpStatus, Injectable } from '@nestjs/common';
import { messages, postImageRules, type PostImage } from '@matchbazaar/contracts';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ApiException } from '../../platform/common/api-exception.js';
import { checkImage, ImageRejected, type ImageHeader } from '../../platform/common/image-type.js';
import type { ReadFileUpload } from '../../platform/common/multipart-file.js';
import { renderVariants } from './image-processing.js';
import { toPostImage, type ImageVariantName } from './image-urls.js';
import { ImagesRepository, type StoredVariant } from './images.repository.js';
import { RenderBusy, RenderSlots } from './render-slots.js';
import { StorageQuota } from './storage-quota.js';

const m = messages.catalogue;
const refuse = (status: HttpStatus, msg: string) =>
  new ApiException(status, msg, [{ path: postImageRules.field, msg }]);

/** A photo the image limits refuse, as the answer that says which limit. */
function refused(error: unknown): unknown {
  if (!(error instanceof ImageRejected)) return error;
  const answers = {
    too_large: [HttpStatus.PAYLOAD_TOO_LARGE, m.imageFileTooLarge],
    type: [HttpStatus.UNSUPPORTED_MEDIA_TYPE, m.imageFileType],
    too_many_pixels: [HttpStatus.BAD_REQUEST, m.imageTooManyPixels],
    unreadable: [HttpStatus.BAD_REQUEST, m.imageUnreadable],
  } as const;
  const [status, msg] = answers[error.reason];
  return refuse(status, msg);
}

/** Photo uploads for listings and requirements, and the bytes every BFF serves for them. */
@Injectable()
export class ImagesService {
  /** One render per core at a time, a short line behind them (render-slots.ts says why). */
  private readonly renders = new RenderSlots(availableParallelism(), 8);

  constructor(
    private readonly images: ImagesRepository,
    private readonly quota: StorageQuota,
  ) {}

  /**
   * Reads the file once the account has room for it, checks it against the image limits from
   * its header (bytes, type by magic numbers, pixels), renders the variants once and stores them.
   * The alt text is the post's title, so until a post uses the photo it has none.
   */
  async upload(ownerId: string, read: ReadFileUpload): Promise<PostImage> {
    const { bytes } = await this.quota.read(ownerId, read);
    if (bytes.length === 0) throw refuse(HttpStatus.BAD_REQUEST, m.imageFileRequired);
    let header: ImageHeader;
    try {
      header = await checkImage(bytes);
    } catch (error) {
      throw refused(error);
    }
    const contentHash = createHash('sha256').update(bytes).digest('hex');
    const earlier = await this.images.reuploaded(ownerId, contentHash);
    if (earlier) return toPostImage(earlier, '');
    let rendered;
    try {
      rendered = await this.renders.run(() => renderVariants(bytes, header));
    } catch (error) {
      if (error instanceof RenderBusy)
        throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, m.imageRenderBusy);
      throw refused(error);
    }
    return toPostImage(await this.images.create(ownerId, contentHash, rendered), '');
  }

  /**
   * A variant's bytes, or only its ETag when the client already holds one of `knownTags`: a
   * revalidation then reads no bytes from the database.
   */
  async variant(
    imageId: string,
    variant: ImageVariantName,
    knownTags: readonly string[] = [],
  ): Promise<StoredVariant | { etag: string; bytes: null }> {
    const etag = await this.images.variantEtag(imageId, variant);
    if (etag === null) throw new ApiException(HttpStatus.NOT_FOUND, m.imageNotFound);
    if (knownTags.includes(etag) || knownTags.includes('*')) return { etag, bytes: null };
    const stored = await this.images.variant(imageId, variant);
    if (!stored) throw new ApiException(HttpStatus.NOT_FOUND, m.imageNotFound);
    return stored;
  }
}

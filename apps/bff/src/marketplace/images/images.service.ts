import { HttpStatus, Injectable } from '@nestjs/common';
import { messages, postImageRules, type PostImage } from '@matchbazaar/contracts';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ApiException } from '../../platform/common/api-exception.js';
import { checkImage, ImageRejected, type ImageHeader } from '../../platform/common/image-type.js';
import type { ReadFileUpload } from '../../platform/common/multipart-file.js';
import { renderShareCard, renderVariantFrom, renderVariants } from './image-processing.js';
import { toPostImage, type ImageVariantName } from './image-urls.js';
import { ImagesRepository, type StoredVariant } from './images.repository.js';
import { RenderBusy, RenderSlots } from './render-slots.js';
import { StorageQuota } from './storage-quota.js';

const m = messages.catalogue;
/** Link-preview cards kept in memory per BFF (about 100 kB each). */
const SHARE_CARDS_KEPT = 64;
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
  /** Link-preview cards made lately, oldest first (a Map keeps insertion order). */
  private readonly shareCards = new Map<string, Buffer>();

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
   * A photo's link-preview card (image-processing.ts), made from its large variant when first
   * asked for and kept for the next bots in a small in-process cache; the ETag follows the large
   * variant's, whose bytes never change.
   */
  async shareCard(
    imageId: string,
    knownTags: readonly string[] = [],
  ): Promise<StoredVariant | { etag: string; bytes: null }> {
    const large = await this.images.variantEtag(imageId, 'large');
    if (large === null) throw new ApiException(HttpStatus.NOT_FOUND, m.imageNotFound);
    const etag = `${large}-share`;
    if (knownTags.includes(etag) || knownTags.includes('*')) return { etag, bytes: null };
    const cached = this.shareCards.get(imageId);
    if (cached) return { etag, bytes: cached };
    const stored = await this.images.variant(imageId, 'large');
    if (!stored) throw new ApiException(HttpStatus.NOT_FOUND, m.imageNotFound);
    let bytes: Buffer;
    try {
      bytes = await this.renders.run(() => renderShareCard(stored.bytes));
    } catch (error) {
      if (error instanceof RenderBusy)
        throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, m.imageRenderBusy);
      throw error;
    }
    // A shared link brings a handful of bots at once, then quiet: a few dozen cards suffice.
    if (this.shareCards.size >= SHARE_CARDS_KEPT)
      this.shareCards.delete(this.shareCards.keys().next().value!);
    this.shareCards.set(imageId, bytes);
    return { etag, bytes };
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
    if (etag === null) return this.laterVariant(imageId, variant, knownTags);
    if (knownTags.includes(etag) || knownTags.includes('*')) return { etag, bytes: null };
    const stored = await this.images.variant(imageId, variant);
    if (!stored) throw new ApiException(HttpStatus.NOT_FOUND, m.imageNotFound);
    return stored;
  }

  /**
   * A size added after the photo was stored (`medium` came after the first photos): made from the
   * large variant when first asked for and kept, so the photo's srcset never names a missing file.
   * Its ETag is the one an upload today would give it (the content hash's, then the size).
   */
  private async laterVariant(
    imageId: string,
    variant: ImageVariantName,
    knownTags: readonly string[],
  ): Promise<StoredVariant | { etag: string; bytes: null }> {
    const large = variant === 'large' ? null : await this.images.variantEtag(imageId, 'large');
    if (large === null) throw new ApiException(HttpStatus.NOT_FOUND, m.imageNotFound);
    const etag = `${large.replace(/-large$/, '')}-${variant}`;
    if (knownTags.includes(etag) || knownTags.includes('*')) return { etag, bytes: null };
    const source = await this.images.variant(imageId, 'large');
    if (!source) throw new ApiException(HttpStatus.NOT_FOUND, m.imageNotFound);
    let made;
    try {
      made = await this.renders.run(() => renderVariantFrom(source.bytes, variant));
    } catch (error) {
      if (error instanceof RenderBusy)
        throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, m.imageRenderBusy);
      throw error;
    }
    await this.images.addVariant(imageId, made, etag);
    return { etag, bytes: made.bytes };
  }
}

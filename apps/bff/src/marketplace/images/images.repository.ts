import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ImageVariant } from './image-variant.entity.js';
import { Image } from './image.entity.js';
import type { RenderedImage, RenderedVariant } from './image-processing.js';
import type { ImageVariantName } from './image-urls.js';
import { EntitiesById } from '../../platform/database/entities-by-id.js';

/**
 * Every column that holds a photo's id, arrays (`many`) included: a photo none of them names is
 * unattached. The images spec compares this list with the database's image-id columns (foreign
 * keys and the *image_id(s) names), so a new place that keeps a photo cannot be forgotten.
 */
export const imageReferences: readonly { table: string; column: string; many?: true }[] = [
  { table: 'listing_image', column: 'image_id' },
  { table: 'requirement_image', column: 'image_id' },
  { table: 'shop', column: 'logo_image_id' },
  { table: 'shop', column: 'cover_image_id' },
  { table: 'proposal_attachment', column: 'image_id' },
  // A dispute's evidence waits for an admin however long that takes (docs/product/orders.md).
  { table: 'order_dispute', column: 'evidence_image_ids', many: true },
];

// An array is asked with @>, which its GIN index answers.
const unattached = imageReferences
  .map(({ table, column, many }) =>
    many
      ? `not exists (select 1 from "${table}" r where r."${column}" @> array[i.id])`
      : `not exists (select 1 from "${table}" r where r."${column}" = i.id)`,
  )
  .join(' and ');

/** One variant's bytes as the image route serves them. */
export interface StoredVariant {
  bytes: Buffer;
  etag: string;
}

/** Photos' rows and their variants' bytes: the one place that reads or writes them. */
@Injectable()
export class ImagesRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly byId: EntitiesById,
  ) {}

  /** The photos with these ids, by id (unknown ids are simply absent). */
  findByIds(ids: readonly string[]): Promise<Map<string, Image>> {
    return this.byId.find(Image, ids);
  }

  /** The ids among `ids` that `ownerId` did not upload (or that do not exist). */
  async notOwnedBy(ownerId: string, ids: readonly string[]): Promise<string[]> {
    const found = await this.findByIds(ids);
    return ids.filter((id) => found.get(id)?.ownerId !== ownerId);
  }

  /**
   * The owner's earlier upload of the same bytes, so a retried upload makes no second copy. Its
   * upload time becomes now: the photo is wanted again, so the unattached-photo sweep's day
   * starts over (an old unused copy would otherwise vanish just after being handed back).
   */
  async reuploaded(ownerId: string, contentHash: string): Promise<Image | null> {
    const image = await this.em.findOne(Image, { ownerId, contentHash });
    if (!image) return null;
    await this.em.nativeUpdate(Image, { id: image.id }, { createdAt: new Date() });
    return image;
  }

  /** The photo and all its variants, in one transaction: never a photo with missing sizes. */
  async create(ownerId: string, contentHash: string, rendered: RenderedImage): Promise<Image> {
    return this.em.transactional(async (em) => {
      const image = em.create(Image, {
        ownerId,
        contentHash,
        width: rendered.width,
        height: rendered.height,
      });
      await em.flush();
      for (const variant of rendered.variants)
        em.create(ImageVariant, {
          imageId: image.id,
          variant: variant.variant,
          width: variant.width,
          height: variant.height,
          byteSize: variant.bytes.length,
          bytes: variant.bytes,
          etag: `${contentHash.slice(0, 32)}-${variant.variant}`,
        });
      await em.flush();
      return image;
    });
  }

  /**
   * Keeps a variant made after the photo was stored (a size added later). Two BFFs may make it at
   * once: the first row stays, and both made the same bytes from the same source.
   */
  async addVariant(imageId: string, variant: RenderedVariant, etag: string): Promise<void> {
    await this.em.execute(
      `insert into "image_variant" ("image_id", "variant", "width", "height", "byte_size", "bytes", "etag")
       values (?, ?, ?, ?, ?, ?, ?) on conflict do nothing`,
      [
        imageId,
        variant.variant,
        variant.width,
        variant.height,
        variant.bytes.length,
        variant.bytes,
        etag,
      ],
    );
  }

  /**
   * Deletes up to `limit` photos uploaded before `createdBefore` that nothing references (their
   * variants go with them), oldest first, and answers how many. A photo another transaction is
   * attaching right now is locked by it and skipped, so the sweep never waits on a post.
   */
  async deleteUnattached(createdBefore: Date, limit: number): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>(
      `delete from "image" where "id" in (
         select i."id" from "image" i
         where i."created_at" < ? and ${unattached}
         order by i."created_at" limit ?
         for update of i skip locked
       ) returning "id"`,
      [createdBefore, limit],
    );
    return rows.length;
  }

  /** A variant's ETag alone (no bytes read), or null when the photo or the variant does not exist. */
  async variantEtag(imageId: string, variant: ImageVariantName): Promise<string | null> {
    const row = await this.em.findOne(
      ImageVariant,
      { imageId, variant },
      { fields: ['etag'], disableIdentityMap: true },
    );
    return row?.etag ?? null;
  }

  /** A variant's bytes, or null when the photo or the variant does not exist. */
  async variant(imageId: string, variant: ImageVariantName): Promise<StoredVariant | null> {
    const row = await this.em.findOne(
      ImageVariant,
      { imageId, variant },
      { fields: ['bytes', 'etag'], disableIdentityMap: true },
    );
    return row ? { bytes: Buffer.from(row.bytes), etag: row.etag } : null;
  }
}

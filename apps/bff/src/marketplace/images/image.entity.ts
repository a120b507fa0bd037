import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** One uploaded photo, owned by its uploader (docs/product/marketplace.md, images). */
export const ImageSchema = defineEntity({
  name: 'Image',
  tableName: 'image',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    ownerId: p.uuid(),
    /** SHA-256 (hex) of the stored bytes. */
    contentHash: p.string().length(64),
    width: p.integer(),
    height: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Image extends ImageSchema.class {}
ImageSchema.setClass(Image);

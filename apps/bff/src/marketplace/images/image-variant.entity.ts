import { defineEntity, p } from '@mikro-orm/postgresql';

/** One resized WebP of a photo; the bytes live in PostgreSQL so every BFF serves the same ones. */
export const ImageVariantSchema = defineEntity({
  name: 'ImageVariant',
  tableName: 'image_variant',
  properties: {
    imageId: p.uuid().primary(),
    variant: p.string().length(10).primary(),
    width: p.integer(),
    height: p.integer(),
    byteSize: p.integer(),
    bytes: p.blob().lazy(),
    etag: p.string().length(80),
  },
});

export class ImageVariant extends ImageVariantSchema.class {}
ImageVariantSchema.setClass(ImageVariant);

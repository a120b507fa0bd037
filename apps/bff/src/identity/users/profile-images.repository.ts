import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ProfileImage } from './profile-image.entity.js';
import type { ImageType } from '../../platform/common/image-type.js';

export interface StoredProfileImage {
  contentType: ImageType;
  bytes: Buffer;
  etag: string;
  updatedAt: Date;
}

/** Profile photos in PostgreSQL, one row per user (see ProfileImage). */
@Injectable()
export class ProfileImagesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Saves (or replaces) the user's photo; resolves with its ETag. */
  async put(userId: string, contentType: ImageType, bytes: Buffer): Promise<string> {
    const etag = createHash('sha256').update(bytes).digest('hex');
    await this.em.upsert(ProfileImage, {
      userId,
      contentType,
      bytes,
      byteLength: bytes.length,
      etag,
      updatedAt: new Date(),
    });
    return etag;
  }

  async get(userId: string): Promise<StoredProfileImage | null> {
    const row = await this.em.findOne(ProfileImage, { userId }, { populate: ['bytes'] });
    if (!row) return null;
    return {
      contentType: row.contentType,
      bytes: Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes),
      etag: row.etag,
      updatedAt: row.updatedAt,
    };
  }

  async remove(userId: string): Promise<void> {
    await this.em.nativeDelete(ProfileImage, { userId });
  }
}

import { defineEntity, p } from '@mikro-orm/postgresql';
import { profileImageRules } from '@matchbazaar/contracts';

/**
 * A user's profile photo, bytes and all. Kept in PostgreSQL rather than on a disk so every BFF
 * instance serves the same image (docs/decisions/0022-profile-images-in-postgresql.md); at 2 MB per
 * user at most this stays small. `app_user.profile_image` holds the public URL with a version from
 * `etag`.
 */
export const ProfileImageSchema = defineEntity({
  name: 'ProfileImage',
  tableName: 'profile_image',
  properties: {
    userId: p.uuid().primary(),
    /** Detected from the bytes, never taken from the client. */
    contentType: p.enum(profileImageRules.mimeTypes),
    bytes: p.blob().lazy(),
    byteLength: p.integer(),
    /** SHA-256 of the bytes (hex): the ETag, and the version in the image URL. */
    etag: p.string().length(64),
    updatedAt: p.datetime(),
  },
});

export class ProfileImage extends ProfileImageSchema.class {}
ProfileImageSchema.setClass(ProfileImage);

import { HttpStatus, Injectable } from '@nestjs/common';
import { messages, profileImageRules, type User as PublicUser } from '@matchbazaar/contracts';
import { ContactVerificationService } from '../auth/contact-verification.service.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { QueueUnavailableException } from '../../platform/queues/jobs.service.js';
import { RateLimitedException } from '../../platform/common/rate-limited.exception.js';
import { RateLimiter, type RateRule } from '../../platform/rate-limits/rate-limiter.js';
import { withoutMetadata } from '../users/profile-image-metadata.js';
import { checkImage, ImageRejected, type ImageType } from '../../platform/common/image-type.js';
import type { ReadFileUpload } from '../../platform/common/multipart-file.js';
import { SmsBudget } from '../../platform/queues/sms-budget.js';
import {
  ProfileImagesRepository,
  type StoredProfileImage,
} from '../users/profile-images.repository.js';
import type { User } from '../users/user.entity.js';
import { toPublicUser, UsersRepository } from '../users/users.repository.js';

export interface ProfileChanges {
  firstName: string;
  lastName: string;
  /** Digits only, or null to remove the phone. */
  phone: string | null;
}

export interface ProfileAnswer {
  user: PublicUser;
  message: string;
}

/** The public address of a user's photo; `v` changes with the bytes, so caches never show an old one. */
export function profileImageUrl(userId: string, etag: string): string {
  return `/api/v1/users/${userId}/image?v=${etag.slice(0, 16)}`;
}

/**
 * Each new number costs an SMS to whatever number a user types: a few per hour is plenty for
 * typos, and keeps an account from being used to send texts to strangers.
 */
export const phoneChangeRule: RateRule = {
  name: 'profile:phone-change',
  limit: 5,
  windowMs: 60 * 60_000,
};

const imageError = (status: HttpStatus, msg: string) =>
  new ApiException(status, msg, [{ path: 'image', msg }]);

/** Each way the image limits refuse a photo, as the profile's answer. */
const imageRefusals = {
  too_large: [HttpStatus.PAYLOAD_TOO_LARGE, messages.profile.imageTooLarge],
  type: [HttpStatus.UNSUPPORTED_MEDIA_TYPE, messages.profile.imageType],
  too_many_pixels: [HttpStatus.BAD_REQUEST, messages.profile.imageTooManyPixels],
  // As before the limits were read from the header: not a readable image is the wrong type here.
  unreadable: [HttpStatus.UNSUPPORTED_MEDIA_TYPE, messages.profile.imageType],
} as const;

/** The signed-in user's own profile: names, phone (re-verified when changed) and photo. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly images: ProfileImagesRepository,
    private readonly verification: ContactVerificationService,
    private readonly rateLimiter: RateLimiter,
    private readonly smsBudget: SmsBudget,
  ) {}

  async get(userId: string): Promise<PublicUser> {
    return toPublicUser(await this.user(userId));
  }

  /**
   * Saves names and phone. A new phone is stored unverified and gets a fresh SMS code; the same
   * number again (in any formatting: it arrives as digits) changes nothing.
   */
  async update(userId: string, changes: ProfileChanges): Promise<ProfileAnswer> {
    const user = await this.user(userId);
    const phoneChanged = (user.phone ?? null) !== changes.phone;
    const newPhone = phoneChanged ? changes.phone : null;
    // Refused before anything is stored: a number we do not text, or too many changes.
    if (newPhone !== null) {
      this.smsBudget.assertServed(newPhone);
      await this.allowPhoneChange(user.id);
    }
    const before = {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      phoneVerifiedAt: user.phoneVerifiedAt,
    };
    user.firstName = changes.firstName;
    user.lastName = changes.lastName;
    if (phoneChanged) {
      user.phone = changes.phone;
      user.phoneVerifiedAt = null;
    }
    await this.users.save(user);
    if (newPhone === null) return { user: toPublicUser(user), message: messages.profile.updated };
    try {
      await this.verification.startPhoneVerification(user);
    } catch (error) {
      // The code could not be sent (the SMS budgets, a queue down): the change is undone, so a
      // refusal leaves the profile as it was.
      Object.assign(user, before);
      await this.users.save(user);
      throw error;
    }
    return { user: toPublicUser(user), message: messages.profile.phoneCodeSent };
  }

  /**
   * Stores a photo whose bytes are a JPEG, PNG or WebP within the image limits every upload keeps
   * (pixels and sides from its header) and the profile photo's tighter size. The file is read
   * only once the account is known.
   */
  async setImage(userId: string, read: ReadFileUpload): Promise<PublicUser> {
    const user = await this.user(userId);
    const { bytes } = await read();
    if (bytes.length === 0)
      throw imageError(HttpStatus.BAD_REQUEST, messages.profile.imageRequired);
    let type: ImageType;
    try {
      ({ type } = await checkImage(bytes, profileImageRules.maxBytes));
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      const [status, msg] = imageRefusals[error.reason];
      throw imageError(status, msg);
    }
    // A public photo must not publish where it was taken: EXIF, XMP and comments are dropped.
    const clean = withoutMetadata(bytes, type);
    if (!clean) throw imageError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, messages.profile.imageType);
    // The rewritten EXIF can be a few bytes longer than a tiny original one.
    if (clean.length > profileImageRules.maxBytes)
      throw imageError(HttpStatus.PAYLOAD_TOO_LARGE, messages.profile.imageTooLarge);
    // Bytes first: GET .../image always serves the latest bytes, the URL only versions them.
    const etag = await this.images.put(user.id, type, clean);
    user.profileImage = profileImageUrl(user.id, etag);
    await this.users.save(user);
    return toPublicUser(user);
  }

  async removeImage(userId: string): Promise<PublicUser> {
    const user = await this.user(userId);
    user.profileImage = null;
    await this.users.save(user);
    await this.images.remove(user.id);
    return toPublicUser(user);
  }

  /** Anyone's photo (public, like an avatar on a listing); 404 when there is none. */
  async image(userId: string): Promise<StoredProfileImage> {
    const image = await this.images.get(userId);
    if (!image) throw new ApiException(HttpStatus.NOT_FOUND, messages.profile.imageNotFound);
    return image;
  }

  private async allowPhoneChange(userId: string): Promise<void> {
    let allowance;
    try {
      allowance = await this.rateLimiter.hit(phoneChangeRule, userId);
    } catch (error) {
      // No count, no SMS: Redis is down, and the queue that sends the code is too.
      throw new QueueUnavailableException(error);
    }
    if (!allowance.allowed) {
      const text = messages.profile.tooManyPhoneChanges;
      throw new RateLimitedException(text, allowance.retryAfterSeconds, [
        { path: 'phone', msg: text },
      ]);
    }
  }

  /** A valid token whose account was deleted since: the client must sign in again. */
  private async user(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);
    return user;
  }
}

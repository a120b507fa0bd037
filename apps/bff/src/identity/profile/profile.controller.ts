import {
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Patch,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  imageLimits,
  messages,
  profileImageRules,
  profileUpdateRequestSchema,
  userSchema,
} from '@matchbazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { FoundById, ZodBody } from '../../platform/common/zod-params.decorator.js';
import {
  ApiFileUpload,
  fileReader,
  type FilePartRules,
} from '../../platform/common/multipart-file.js';
import { Answers, AnswersFile } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../auth/signed-in-only.decorator.js';
import { ProfileService, type ProfileChanges } from './profile.service.js';
import { answered } from '../../platform/common/answer.js';

export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: userSchema }),
});
type ProfileResponse = z.input<typeof profileResponseSchema>;

/** A photo URL is opaque: an id that is not a UUID simply has no photo. */
/** The profile photo's multipart field (accounts-api.md). */
const profileImagePart: FilePartRules = {
  field: 'image',
  maxBytes: profileImageRules.maxBytes,
  messages: {
    required: messages.profile.imageRequired,
    tooLarge: messages.profile.imageTooLarge,
    notMultipart: messages.profile.notMultipart,
  },
};

function PhotoOwnerId(): ParameterDecorator {
  return FoundById(z.uuid(), messages.profile.imageNotFound);
}

/**
 * GET/PATCH /api/v1/users/profile and the profile photo (accounts-api.md). The caller's own
 * profile only: the id comes from the access token, never from the request.
 */
@ApiTags('profile')
@Controller('v1/users')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('profile')
  @SignedInOnly()
  @ApiOperation({ summary: 'The signed-in user' })
  @Answers(profileResponseSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async profile(@CurrentUser() me: AccessTokenIdentity): Promise<ProfileResponse> {
    return answered({ user: await this.profiles.get(me.userId) }, messages.profile.loaded);
  }

  @Patch('profile')
  @SignedInOnly()
  @ApiOperation({
    summary: 'Change names and phone',
    description: 'A changed phone is stored unverified and a new SMS code is sent to it.',
  })
  @Answers(profileResponseSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED)
  async update(
    @CurrentUser() me: AccessTokenIdentity,
    @ZodBody(profileUpdateRequestSchema) changes: ProfileChanges,
  ): Promise<ProfileResponse> {
    const { user, message } = await this.profiles.update(me.userId, changes);
    return answered({ user }, message);
  }

  @Post('profile/image')
  @HttpCode(HttpStatus.OK)
  @SignedInOnly()
  @ApiOperation({
    summary: 'Upload the profile photo',
    description: `Multipart field \`image\`: JPEG, PNG or WebP (checked by its bytes), at most ${profileImageRules.maxBytes} bytes, ${imageLimits.maxPixels} pixels and ${imageLimits.maxSide} pixels a side.`,
  })
  @ApiFileUpload({ field: 'image', maxBytes: profileImageRules.maxBytes })
  @Answers(profileResponseSchema)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.PAYLOAD_TOO_LARGE,
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  )
  async upload(
    @CurrentUser() me: AccessTokenIdentity,
    @Req() request: FastifyRequest,
  ): Promise<ProfileResponse> {
    const user = await this.profiles.setImage(me.userId, fileReader(request, profileImagePart));
    return answered({ user }, messages.profile.imageUploaded);
  }

  @Delete('profile/image')
  @SignedInOnly()
  @ApiOperation({ summary: 'Remove the profile photo' })
  @Answers(profileResponseSchema)
  async removeImage(@CurrentUser() me: AccessTokenIdentity): Promise<ProfileResponse> {
    return answered(
      { user: await this.profiles.removeImage(me.userId) },
      messages.profile.imageRemoved,
    );
  }

  @Get(':id/image')
  @ApiOperation({
    summary: "A user's profile photo (public)",
    description: 'Cached for a day under a versioned URL (`?v=`, as in `user.profileImage`).',
  })
  @AnswersFile(profileImageRules.mimeTypes, { notModified: true })
  @ApiErrors(HttpStatus.NOT_FOUND)
  async image(
    @PhotoOwnerId() userId: string,
    @Query('v') version: unknown,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const image = await this.profiles.image(userId);
    const etag = `"${image.etag}"`;
    // A versioned URL names these exact bytes; the bare URL must be checked every time.
    const versioned =
      typeof version === 'string' && image.etag.startsWith(version) && version.length > 0;
    void reply
      .header('cache-control', versioned ? 'public, max-age=86400' : 'public, no-cache')
      .header('etag', etag)
      .header('last-modified', image.updatedAt.toUTCString())
      .header('content-disposition', 'inline')
      // The bytes are an image, never a page: nothing in them may run.
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      void reply.code(HttpStatus.NOT_MODIFIED).send();
      return;
    }
    void reply.type(image.contentType).send(image.bytes);
  }
}

import { Controller, Get, Headers, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  imageUploadAnswerSchema,
  messages,
  postImageRules,
  type ImageUploadAnswer,
} from '@matchbazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import {
  ApiFileUpload,
  fileReader,
  type FilePartRules,
} from '../../platform/common/multipart-file.js';
import { RateLimit, type RateLimitPolicy } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers, AnswersFile } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById } from '../../platform/common/zod-params.decorator.js';
import { imageVariants, type ImageVariantName } from './image-urls.js';
import { ImagesService } from './images.service.js';
import { answered } from '../../platform/common/answer.js';

const m = messages.catalogue;

const uploadPart: FilePartRules = {
  field: postImageRules.field,
  maxBytes: postImageRules.maxBytes,
  messages: {
    required: m.imageFileRequired,
    tooLarge: m.imageFileTooLarge,
    notMultipart: m.imageNotMultipart,
  },
};

/** Resizing is the costly part of an upload: a generous hourly budget per account. */
export const imageUploadLimit: RateLimitPolicy = {
  rule: { name: 'images:upload', limit: 200, windowMs: 60 * 60_000 },
  per: 'user',
  message: m.tooManyUploads,
  whenStoreDown: 'open',
};

/** The link-preview card's file name (imageShareUrl). */
const shareFile = 'share.jpg';

/** A path that names no photo (a bad id, an unknown size) is a 404 like a missing photo. */
function PhotoPathParam(name: 'id' | 'file'): ParameterDecorator {
  const files: [string, ...string[]] = [shareFile, ...imageVariants.map((v) => `${v}.webp`)];
  return FoundById(name === 'id' ? z.uuid() : z.enum(files), m.imageNotFound, name);
}

/** Photos for listings, requirements and shops (docs/product/marketplace.md, images). */
@ApiTags('images')
@Controller('v1/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(imageUploadLimit)
  @SignedInOnly()
  @ApiOperation({
    summary: 'Upload a photo for a post or a shop',
    description: `Multipart field \`${postImageRules.field}\`: JPEG, PNG or WebP (checked by its bytes), at most ${postImageRules.maxBytes} bytes, ${postImageRules.maxPixels} pixels and ${postImageRules.maxSide} pixels a side (read from the header before decoding), within the account's storage quota. Stored as thumb, card and large WebP without metadata.`,
  })
  @ApiFileUpload(postImageRules)
  @Answers(imageUploadAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.PAYLOAD_TOO_LARGE,
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    HttpStatus.SERVICE_UNAVAILABLE,
  )
  async upload(
    @CurrentUser() caller: AccessTokenIdentity,
    @Req() request: FastifyRequest,
  ): Promise<ImageUploadAnswer> {
    const image = await this.images.upload(caller.userId, fileReader(request, uploadPart));
    return answered({ image }, m.imageUploaded);
  }

  @Get(':id/:file')
  @ApiOperation({
    summary: "A photo's variant (public)",
    description:
      'The bytes behind an id never change, so they are cached for a year. `thumb`, `card`, `medium` and `large` are WebP; `share.jpg` is the 1200 x 630 JPEG link preview.',
  })
  @AnswersFile(['image/webp', 'image/jpeg'], { notModified: true })
  @ApiErrors(HttpStatus.NOT_FOUND)
  async variant(
    @PhotoPathParam('id') imageId: string,
    @PhotoPathParam('file') file: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const share = file === shareFile;
    // If-None-Match names quoted tags, maybe weak (W/"..."); a tag matches by its value alone.
    const knownTags = (ifNoneMatch ?? '')
      .split(',')
      .map((tag) =>
        tag
          .trim()
          .replace(/^W\//, '')
          .replace(/^"(.*)"$/, '$1'),
      )
      .filter(Boolean);
    const stored = share
      ? await this.images.shareCard(imageId, knownTags)
      : await this.images.variant(
          imageId,
          file.replace(/\.webp$/, '') as ImageVariantName,
          knownTags,
        );
    void reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${stored.etag}"`)
      .header('content-disposition', 'inline')
      // The bytes are an image, never a page: nothing in them may run.
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (stored.bytes === null) {
      void reply.code(HttpStatus.NOT_MODIFIED).send();
      return;
    }
    void reply.type(share ? 'image/jpeg' : 'image/webp').send(stored.bytes);
  }
}

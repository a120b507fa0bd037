import type {} from '@fastify/multipart';
import { HttpStatus } from '@nestjs/common';
import { messages, profileImageRules } from '@matchbazaar/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../common/api-exception.js';

/** The multipart field that carries the photo (accounts-api.md). */
export const PROFILE_IMAGE_FIELD = 'image';

const fail = (status: HttpStatus, msg: string) =>
  new ApiException(status, msg, [{ path: PROFILE_IMAGE_FIELD, msg }]);

const errorCode = (error: unknown) =>
  error instanceof Error ? (error as { code?: unknown }).code : undefined;

/**
 * The bytes of the `image` part of a multipart request, read into memory up to the size limit
 * (busboy stops at the limit, so an oversized upload is refused without buffering it all).
 * Everything a client can get wrong is a 4xx with a catalogue text, never a 500.
 */
export async function readProfileImagePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw fail(HttpStatus.UNSUPPORTED_MEDIA_TYPE, messages.profile.notMultipart);
  try {
    const part = await request.file({
      limits: { fileSize: profileImageRules.maxBytes, files: 1, fields: 5, parts: 6 },
    });
    if (!part || part.fieldname !== PROFILE_IMAGE_FIELD) {
      part?.file.resume();
      throw fail(HttpStatus.BAD_REQUEST, messages.profile.imageRequired);
    }
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiException) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw fail(HttpStatus.PAYLOAD_TOO_LARGE, messages.profile.imageTooLarge);
    // A broken body (no boundary, cut short, too many parts): the client's fault, said plainly.
    throw new ApiException(
      HttpStatus.BAD_REQUEST,
      messages.profile.notMultipart,
      [{ path: PROFILE_IMAGE_FIELD, msg: messages.profile.notMultipart }],
      { cause: error },
    );
  }
}

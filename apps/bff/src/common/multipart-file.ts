import type {} from '@fastify/multipart';
import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiException } from './api-exception.js';

/** One upload route's file part: its field, its size limit and the catalogue texts it answers. */
export interface FilePartRules {
  field: string;
  maxBytes: number;
  messages: { required: string; tooLarge: string; notMultipart: string };
}

/**
 * The OpenAPI of a route taking one file in a multipart form: its field, required, of at most
 * `maxBytes` (a binary string's maxLength is its bytes: the fuzz tier sends one byte more).
 */
export function ApiFileUpload(rules: { field: string; maxBytes: number }) {
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: [rules.field],
        properties: {
          [rules.field]: { type: 'string', format: 'binary', maxLength: rules.maxBytes },
        },
      },
    }),
  );
}

const errorCode = (error: unknown) =>
  error instanceof Error ? (error as { code?: unknown }).code : undefined;

/**
 * The bytes of the route's file part of a multipart request, read into memory up to the size
 * limit (busboy stops at the limit, so an oversized upload is refused without buffering it all).
 * Everything a client can get wrong is a 4xx with a catalogue text, never a 500.
 */
export async function readFilePart(request: FastifyRequest, rules: FilePartRules): Promise<Buffer> {
  return (await readFileUpload(request, rules)).bytes;
}

/** readFilePart, with the file name the client gave (shown only, never trusted for the type). */
export async function readFileUpload(
  request: FastifyRequest,
  rules: FilePartRules,
): Promise<{ bytes: Buffer; filename: string | undefined }> {
  const fail = (status: HttpStatus, msg: string, cause?: unknown) =>
    new ApiException(status, msg, [{ path: rules.field, msg }], cause ? { cause } : undefined);
  if (!request.isMultipart())
    throw fail(HttpStatus.UNSUPPORTED_MEDIA_TYPE, rules.messages.notMultipart);
  try {
    const part = await request.file({
      limits: { fileSize: rules.maxBytes, files: 1, fields: 5, parts: 6 },
    });
    if (!part || part.fieldname !== rules.field) {
      part?.file.resume();
      throw fail(HttpStatus.BAD_REQUEST, rules.messages.required);
    }
    return { bytes: await part.toBuffer(), filename: part.filename || undefined };
  } catch (error) {
    if (error instanceof ApiException) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw fail(HttpStatus.PAYLOAD_TOO_LARGE, rules.messages.tooLarge);
    // A broken body (no boundary, cut short, too many parts): the client's fault, said plainly.
    throw fail(HttpStatus.BAD_REQUEST, rules.messages.notMultipart, error);
  }
}

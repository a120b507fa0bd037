import { Busboy, type BusboyHeaders } from '@fastify/busboy';
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

/**
 * What a form with one upload may hold besides its file: a few short fields (a client's own),
 * and no more parts or headers than such a form needs.
 */
const formLimits = { files: 1, fields: 5, parts: 6, fieldSize: 1_024, headerPairs: 50 };

/** The file part was cut at the route's limit: the upload is too large. */
class FileTooLarge extends Error {}

/** The request is a multipart form (only upload routes let one through: common/multipart.ts). */
function isMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type?.split(';', 1)[0]!.trim().toLowerCase() === 'multipart/form-data';
}

/** An upload's bytes, with the file name the client gave (shown only, never trusted for the type). */
export interface FileUpload {
  bytes: Buffer;
  filename: string | undefined;
}

/**
 * Reads the route's file when called. An upload route hands one to its service, which calls it
 * only once the caller may upload there (owner, participant, room in the quota): a refused caller
 * costs no read of the body.
 */
export type ReadFileUpload = () => Promise<FileUpload>;

/** The reader of `request`'s file part under `rules` (readFileUpload, put off until called). */
export function fileReader(request: FastifyRequest, rules: FilePartRules): ReadFileUpload {
  return () => readFileUpload(request, rules);
}

/**
 * The route's file part of a multipart request, read into memory up to the size limit (busboy
 * stops at the limit, so an oversized upload is refused without buffering it all), with the file
 * name the client gave. Everything a client can get wrong is a 4xx with a catalogue text, never a
 * 500.
 */
export async function readFileUpload(
  request: FastifyRequest,
  rules: FilePartRules,
): Promise<FileUpload> {
  const fail = (status: HttpStatus, msg: string, cause?: unknown) =>
    new ApiException(status, msg, [{ path: rules.field, msg }], cause ? { cause } : undefined);
  if (!isMultipart(request))
    throw fail(HttpStatus.UNSUPPORTED_MEDIA_TYPE, rules.messages.notMultipart);
  let part: FilePart | undefined;
  try {
    part = await firstFilePart(request, rules.maxBytes);
  } catch (error) {
    if (error instanceof FileTooLarge)
      throw fail(HttpStatus.PAYLOAD_TOO_LARGE, rules.messages.tooLarge);
    // A broken body (no boundary, cut short, too many parts): the client's fault, said plainly.
    throw fail(HttpStatus.BAD_REQUEST, rules.messages.notMultipart, error);
  }
  if (part?.field !== rules.field) throw fail(HttpStatus.BAD_REQUEST, rules.messages.required);
  return { bytes: part.bytes, filename: part.filename || undefined };
}

interface FilePart {
  field: string;
  bytes: Buffer;
  filename: string;
}

/**
 * The first file part of the request's body (whatever its field), once it has been read; none
 * when the form holds no file. The rest of the body is read and dropped by the parser, so the
 * connection stays usable. Rejects with FileTooLarge at `maxBytes`, and with the parser's error
 * for a malformed body or one the client broke off.
 */
function firstFilePart(request: FastifyRequest, maxBytes: number): Promise<FilePart | undefined> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (done: () => void) => {
      if (!settled) {
        settled = true;
        done();
      }
    };
    const parser = new Busboy({
      headers: request.headers as BusboyHeaders,
      limits: { ...formLimits, fileSize: maxBytes },
    });
    parser.on('file', (field, file, filename) => {
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('limit', () => settle(() => reject(new FileTooLarge())));
      file.on('error', (error: Error) => settle(() => reject(error)));
      file.on('end', () =>
        settle(() => resolve({ field, bytes: Buffer.concat(chunks), filename })),
      );
    });
    parser.on('finish', () => settle(() => resolve(undefined)));
    parser.on('error', (error: Error) => settle(() => reject(error)));
    request.raw.once('close', () => {
      if (!request.raw.complete) settle(() => reject(new Error('The upload was broken off')));
    });
    request.raw.pipe(parser);
  });
}

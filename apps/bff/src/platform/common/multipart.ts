import { oneClickUnsubscribePath } from '@matchbazaar/messaging';
import type { FastifyInstance } from 'fastify';
import { unsupportedMediaType } from './framework-errors.js';

/** Routes that take multipart/form-data; every other route keeps answering 415 to it. */
export const multipartRoutes: ReadonlySet<string> = new Set([
  '/api/v1/users/profile/image',
  '/api/v1/images',
  '/api/v1/listings/import',
  '/api/v1/conversations/:id/attachments',
  '/api/v1/requirements/:id/proposal-documents',
  // RFC 8058 mail clients may POST the one-click form as multipart (the body is not read).
  oneClickUnsubscribePath,
]);

/**
 * Lets multipart bodies through to the upload routes, unread: each reads its one file from the
 * stream itself, up to its own limit (readFileUpload in multipart-file.ts), so the JSON body limit
 * does not apply and an upload is never buffered beyond its limit. Other routes answer 415.
 *
 * A content-type parser runs only for requests that carry such a body. The @fastify/multipart
 * plugin, used before, also added four hooks (three of them async) to every request of every
 * route, which the hottest routes paid for (docs/decisions/0028-one-request-pipeline.md).
 */
export function acceptMultipartOnUploadRoutes(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('multipart/form-data', (request, _payload, done) => {
    if (multipartRoutes.has(request.routeOptions.url ?? '')) done(null);
    else done(unsupportedMediaType('Multipart bodies are accepted by upload routes only'));
  });
}

import multipart from '@fastify/multipart';
import {
  attachmentRules,
  postImageRules,
  profileImageRules,
  proposalDocumentRules,
} from '@matchbazaar/contracts';
import { oneClickUnsubscribePath } from '@matchbazaar/messaging';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

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

const unsupportedMediaType = () =>
  Object.assign(new Error('Multipart bodies are accepted by upload routes only'), {
    statusCode: 415,
    code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  });

/**
 * @fastify/multipart, limited to one file of at most the largest upload limit. Its parser only
 * marks the request; a route reads the stream itself (`request.file()`), so the JSON body limit
 * does not apply and an upload is never buffered beyond the file limit.
 */
export async function registerMultipart(app: NestFastifyApplication): Promise<void> {
  await app.register(multipart, {
    limits: {
      // The largest of the upload routes' limits; each route reads with its own lower one.
      fileSize: Math.max(
        profileImageRules.maxBytes,
        postImageRules.maxBytes,
        attachmentRules.maxBytes,
        proposalDocumentRules.maxBytes,
      ),
      files: 1,
      fields: 5,
      parts: 6,
      fieldSize: 1_024,
      headerPairs: 50,
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preValidation', (request, _reply, done) => {
      if (request.isMultipart() && !multipartRoutes.has(request.routeOptions.url ?? ''))
        done(unsupportedMediaType());
      else done();
    });
}

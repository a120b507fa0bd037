import { messages, type ApiError } from '@matchbazaar/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { JSON_CONTENT_TYPE } from './json-text.js';

/** Nothing about these requests is a field the user can fix: the generic 4xx text. */
const refused: ApiError = { success: false, message: messages.api.badRequest, errors: [] };

/**
 * Fastify's router refuses some URLs before any route, hook or Nest filter runs (a broken
 * percent-encoding: 400, a path parameter longer than maxParamLength: 414): they answer in the
 * error envelope like every other 4xx, not in Fastify's own wording.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(refused);
}

/**
 * A body of a type this route does not take, refused from a content-type parser in Fastify's own
 * shape, so the error mapping answers it as every other 415 (the catalogue's text).
 */
export const unsupportedMediaType = (why: string): FastifyError =>
  Object.assign(new Error(why), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });

const clientErrorStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Node's HTTP parser refuses a request before Fastify sees it (headers over the size limit, a
 * malformed request line): the answer is written on the socket, again in the error envelope.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus[error.code ?? ''] ?? 400;
  const text = JSON.stringify(refused);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: ${JSON_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  socket.destroy(error);
}

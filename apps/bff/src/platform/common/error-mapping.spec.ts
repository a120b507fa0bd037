import { describe, expect, it } from '@jest/globals';
import {
  BadRequestException,
  ForbiddenException,
  HttpStatus,
  InternalServerErrorException,
  NotFoundException,
  PayloadTooLargeException,
  UnauthorizedException,
} from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import {
  ApiException,
  MalformedJsonException,
  ValidationFailedException,
} from './api-exception.js';
import { mapError, retryAfterUnavailableSeconds } from './error-mapping.js';

/** Fastify's errors are plain Errors with a code and a statusCode. */
function fastifyError(code: string, statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { code, statusCode });
}

/** A driver's error as MikroORM's DriverException carries it: the message and the code copied. */
function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('mapError', () => {
  it('keeps an ApiException as it is', () => {
    const mapped = mapError(
      new ApiException(HttpStatus.CONFLICT, 'Taken', [{ path: 'email', msg: 'in use' }]),
    );
    expect(mapped).toEqual({
      status: 409,
      body: { success: false, message: 'Taken', errors: [{ path: 'email', msg: 'in use' }] },
      unexpected: false,
    });
  });

  it('keeps validation errors and names malformed JSON', () => {
    expect(mapError(new ValidationFailedException([{ path: 'a', msg: 'b' }])).body).toEqual({
      success: false,
      message: messages.api.validationFailed,
      errors: [{ path: 'a', msg: 'b' }],
    });
    expect(mapError(new MalformedJsonException(new SyntaxError('Unexpected token }')))).toEqual({
      status: 400,
      body: { success: false, message: messages.api.malformedJson, errors: [] },
      unexpected: false,
    });
  });

  it.each([
    [new BadRequestException('Unexpected token } in JSON'), 400, messages.api.validationFailed],
    [new UnauthorizedException(), 401, messages.api.unauthorized],
    [new ForbiddenException('Forbidden resource'), 403, messages.api.forbidden],
    [new NotFoundException('Cannot GET /api/nope'), 404, messages.api.notFound],
    [new PayloadTooLargeException(), 413, messages.api.payloadTooLarge],
  ])('gives Nest exceptions the catalogue text, never their own (%s)', (error, status, message) => {
    expect(mapError(error)).toEqual({
      status,
      body: { success: false, message, errors: [] },
      unexpected: false,
    });
  });

  it.each([
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, messages.api.unsupportedMediaType],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, messages.api.payloadTooLarge],
    ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 400, messages.api.validationFailed],
    ['FST_ERR_SOMETHING_NEW', 422, messages.api.badRequest],
  ])('maps fastify client error %s to %i', (code, status, message) => {
    expect(mapError(fastifyError(code, status, 'internal wording'))).toEqual({
      status,
      body: { success: false, message, errors: [] },
      unexpected: false,
    });
  });

  it('turns anything else into a logged 500 without details', () => {
    const mapped = mapError(new TypeError("Cannot read properties of undefined (reading 'x')"));
    expect(mapped).toEqual({
      status: 500,
      body: { success: false, message: messages.api.internal, errors: [] },
      unexpected: true,
    });
    expect(mapError('a thrown string').status).toBe(500);
    expect(mapError(fastifyError('FST_ERR_X', 500, 'boom')).status).toBe(500);
    expect(mapError(new InternalServerErrorException('db password is x')).body.message).toBe(
      messages.api.internal,
    );
  });

  it('treats 503 as an outage the client may retry, not a bug', () => {
    const mapped = mapError(
      new ApiException(HttpStatus.SERVICE_UNAVAILABLE, messages.api.queueUnavailable),
    );
    expect(mapped.status).toBe(503);
    expect(mapped.unexpected).toBe(false);
    expect(mapped.retryAfterSeconds).toBe(retryAfterUnavailableSeconds);
  });

  // Found by the chaos suite (npm run chaos, PostgreSQL down 10 s): these were answered 500.
  it.each([
    [
      'a refused connection (the ORM copies the code)',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['PostgreSQL starting (57P03)', withCode('the database system is starting up', '57P03')],
    ['a lost connection (class 08)', withCode('connection failure', '08006')],
    ['a deadlock PostgreSQL broke (40P01)', withCode('deadlock detected', '40P01')],
    ['a serialization failure (40001)', withCode('could not serialize access', '40001')],
    [
      'a lock waited for past lock_timeout (55P03)',
      withCode('canceling statement due to lock timeout', '55P03'),
    ],
    [
      'a statement past statement_timeout (57014)',
      withCode('canceling statement due to statement timeout', '57014'),
    ],
    ['node-postgres losing its connection', new Error('Connection terminated unexpectedly')],
    ['the pool out of time to connect', new Error('timeout exceeded when trying to connect')],
    ['ioredis without its connection', new Error('Connection is closed.')],
    [
      'a refusal wrapped as a cause',
      new Error('query failed', { cause: withCode('x', 'ECONNREFUSED') }),
    ],
  ])('answers a dependency out of reach with 503 and Retry-After, not 500: %s', (_, error) => {
    expect(mapError(error)).toEqual({
      status: 503,
      body: { success: false, message: messages.api.serviceUnavailable, errors: [] },
      unexpected: false,
      retryAfterSeconds: retryAfterUnavailableSeconds,
    });
  });

  it('still answers 500 for a database error that is a bug', () => {
    expect(mapError(withCode('syntax error at or near "selec"', '42601')).status).toBe(500);
    expect(mapError(withCode('duplicate key value', '23505')).status).toBe(500);
  });
});

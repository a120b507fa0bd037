import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MalformedJsonException } from './api-exception.js';

type Done = (error: Error | null, body?: unknown) => void;

/**
 * Fastify's JSON parser (with its prototype-poisoning guard) whose failures become a typed 400:
 * Nest would otherwise turn the SyntaxError into a BadRequestException quoting the parser.
 */
export function jsonBodyParser(fastify: FastifyInstance) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (req: FastifyRequest, body: Buffer, done: Done): void => {
    // Fastify's parser answers through the callback; its return value carries nothing.
    void parse(req, body.toString('utf8'), (error: Error | null, value?: unknown) => {
      if (error) done(new MalformedJsonException(error));
      else done(null, value);
    });
  };
}

import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

/**
 * What a JSON form may weigh: the largest (registration) is well under 2 kB, and JSON escapes
 * stretch a character to 6 bytes at most. Anything beyond is refused with 413 before it is read
 * or parsed, so a megabyte of junk never reaches validation.
 */
export const formBodyLimitBytes = 16 * 1024;

/** Routes that take free text (a message of up to 5,000 characters) declare it. */
export const messageBodyLimitBytes = 64 * 1024;

/** This route's body limit in bytes (the default is `formBodyLimitBytes`). */
export function BodyLimit(bytes: number): MethodDecorator {
  return RouteConfig({ bodyLimit: bytes });
}

/**
 * Gives every route its body limit as it is registered: its @BodyLimit, else the form size, and
 * never more than BODY_LIMIT_BYTES (the deployment's ceiling). Uploads stream through multipart
 * with their own file limit.
 */
export function applyRouteBodyLimits(fastify: FastifyInstance, ceilingBytes: number): void {
  fastify.addHook('onRoute', (route) => {
    const config: { bodyLimit?: unknown } | undefined = route.config;
    const declared = config?.bodyLimit;
    const wanted = typeof declared === 'number' ? declared : formBodyLimitBytes;
    route.bodyLimit ??= Math.min(wanted, ceilingBytes);
  });
}

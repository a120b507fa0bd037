import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { BffConfig } from '../config/bff-config.js';

/**
 * helmet's headers for every answer, worked out once: they depend on the configuration only, and
 * building them per request (as the fastify plugin does) cost more than some routes' own work.
 */
export function securityHeaders(config: Pick<BffConfig, 'NODE_ENV'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    // An API plus two HTML pages (Swagger UI, Bull Board) that load their own scripts and inline styles.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Over plain http (development) upgrading would break the docs' own scripts; TLS sites keep it.
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
  })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  // (helmet throws on bad options itself, so `next` has nothing to report.)
  return headers;
}

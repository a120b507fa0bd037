import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * What belongs to one HTTP request: its logger and its EntityManager fork. Both are made the first
 * time something asks for them, so a request that neither logs nor reads the database (launch info,
 * the category taxonomy) pays for neither.
 */
export class RequestScope {
  logger: Logger | undefined;
  em: EntityManager | undefined;

  /** The HTTP request, or none for work run like one outside HTTP (a command-line import). */
  constructor(readonly request?: FastifyRequest) {}
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs the rest of the request's handling inside its own scope. */
export function runInRequestScope(request: FastifyRequest, next: () => void): void {
  scopes.run(new RequestScope(request), next);
}

/**
 * Runs `work` as if it were one request: its own EntityManager fork (a command-line tool's unit
 * of work, where the global EntityManager refuses context-specific calls).
 */
export function runAsOneRequest<T>(work: () => Promise<T>): Promise<T> {
  return scopes.run(new RequestScope(), work);
}

/** The scope of the request being handled, if any (none at start-up, in jobs or timers). */
export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}

/**
 * MikroORM's `context` option: inside a request, that request's own EntityManager fork (its own
 * identity map), made the first time the request touches the database; outside one, none.
 */
export function requestForkResolver(root: EntityManager): () => EntityManager | undefined {
  let forking = false;
  return () => {
    const scope = scopes.getStore();
    // While the fork is being made it asks for the context itself: there is none yet.
    if (!scope || forking) return undefined;
    if (!scope.em) {
      forking = true;
      try {
        scope.em = root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        forking = false;
      }
    }
    return scope.em;
  };
}

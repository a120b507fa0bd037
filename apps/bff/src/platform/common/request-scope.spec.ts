import { describe, expect, it } from '@jest/globals';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { currentRequestScope, requestForkResolver, runInRequestScope } from './request-scope.js';

/** A stand-in root EntityManager whose forks, like MikroORM's, ask for the context while made. */
function rootManager() {
  let forks = 0;
  let resolve: () => EntityManager | undefined = () => undefined;
  const root = {
    fork: () => {
      resolve();
      forks++;
      return { fork: forks } as unknown as EntityManager;
    },
  } as unknown as EntityManager;
  const context = requestForkResolver(root);
  resolve = context;
  return { context, forks: () => forks };
}

const request = (id: string) => ({ id }) as FastifyRequest;

describe('the request scope', () => {
  it('gives each request its own fork, made once and only when asked for', async () => {
    const { context, forks } = rootManager();
    const seen: (EntityManager | undefined)[] = [];
    await new Promise<void>((done) =>
      runInRequestScope(request('a'), () => {
        expect(forks()).toBe(0);
        seen.push(context());
        void Promise.resolve().then(() => {
          seen.push(context());
          done();
        });
      }),
    );
    runInRequestScope(request('b'), () => seen.push(context()));
    expect(forks()).toBe(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('resolves no context outside a request, and none for a request that never asks', () => {
    const { context, forks } = rootManager();
    expect(context()).toBeUndefined();
    runInRequestScope(request('c'), () => expect(currentRequestScope()?.request?.id).toBe('c'));
    expect(currentRequestScope()).toBeUndefined();
    expect(forks()).toBe(0);
  });
});

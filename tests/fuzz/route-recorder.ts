// Records every route Fastify registers, so the fuzz tier can tell an API route that is missing
// from the OpenAPI document (and would escape the fuzz) from one that is covered.
import { Injectable, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** 'METHOD /path/{param}' of each registered route, in OpenAPI's path spelling. */
export const registeredRoutes: string[] = [];

@Injectable()
class RouteRecorder {
  constructor(host: HttpAdapterHost) {
    // Runs when the module is built, before Nest registers the controllers' routes.
    host.httpAdapter.getInstance<FastifyInstance>().addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      for (const method of methods) registeredRoutes.push(`${method} ${path}`);
    });
  }
}

@Module({ providers: [RouteRecorder] })
export class RouteRecorderModule {}

/**
 * API routes (under /api, not the docs themselves, not HEAD) that the document lacks, and
 * documented routes that were never seen registered (so a recorder that saw nothing cannot pass).
 */
export function compareRoutes(documented: readonly string[]) {
  const registered = new Set(registeredRoutes);
  const inDocument = new Set(documented);
  return {
    undocumented: registeredRoutes.filter(
      (route) =>
        / \/api\//.test(route) &&
        !/ \/api\/docs/.test(route) &&
        !route.startsWith('HEAD ') &&
        !inDocument.has(route),
    ),
    unseen: documented.filter((route) => !registered.has(route)),
  };
}

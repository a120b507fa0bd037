// NestJS's own floor for `npm run bench:api`: the smallest Nest application on the Fastify adapter
// that answers each benched route with the bytes the BFF gave, one controller method per route and
// nothing else (no guards, filters, hooks, cookies, CORS or ORM). What the BFF costs beyond this is
// ours; what this costs beyond bare Fastify is the framework's, which the stack fixes.
// Same arguments as bare-api-server.ts: the routes' JSON file (argv[2]) and the port (argv[3]).
// Decorators are applied as functions: Node runs this file by stripping its types, without a compiler.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { Controller, Get, Header, Module, Req, UnauthorizedException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { BareRoute } from './bare-api-server.ts';

const [file, port] = process.argv.slice(2);
const routes = JSON.parse(readFileSync(file!, 'utf8')) as BareRoute[];

/** One controller class per route, as `@Controller() class { @Get(path) @Header(...)... handle(@Req() r) }`. */
function controllerFor(route: BareRoute): new () => unknown {
  const body = Buffer.from(route.body);
  class RouteController {
    handle(request: FastifyRequest): Buffer {
      if (route.authorization && request.headers.authorization !== route.authorization) {
        throw new UnauthorizedException();
      }
      return body;
    }
  }
  const descriptor = Object.getOwnPropertyDescriptor(RouteController.prototype, 'handle')!;
  Req()(RouteController.prototype, 'handle', 0);
  for (const [name, value] of Object.entries(route.headers)) {
    Header(name, value)(RouteController.prototype, 'handle', descriptor);
  }
  Get(route.path)(RouteController.prototype, 'handle', descriptor);
  Controller()(RouteController);
  return RouteController;
}

class BareModule {}
Module({ controllers: routes.map(controllerFor) })(BareModule);

const app = await NestFactory.create<NestFastifyApplication>(BareModule, new FastifyAdapter(), {
  logger: false,
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
console.log('listening');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));

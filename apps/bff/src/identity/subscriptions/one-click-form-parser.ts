import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { oneClickUnsubscribePath } from '@matchbazaar/messaging';
import type { FastifyInstance } from 'fastify';
import { unsupportedMediaType } from '../../platform/common/framework-errors.js';

/** `List-Unsubscribe=One-Click` and a multipart boundary or two: nothing bigger is expected. */
export const ONE_CLICK_BODY_LIMIT_BYTES = 4_096;

/**
 * RFC 8058: a mail client unsubscribes by POSTing `List-Unsubscribe=One-Click` as a form
 * (urlencoded or multipart) to the List-Unsubscribe URL. The BFF otherwise takes JSON only, so
 * this parser accepts form bodies on that one route, and keeps answering 415 everywhere else.
 * The body carries nothing we need (the signed token is in the URL), so it is not read further.
 */
@Injectable()
export class OneClickFormParser implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addContentTypeParser(
      // Multipart is let through by common/multipart.ts, which allows this route too.
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT_BYTES },
      (request, _body, done) => {
        if (request.routeOptions.url === oneClickUnsubscribePath) done(null, {});
        else
          done(
            unsupportedMediaType(
              'Form bodies are accepted by the one-click unsubscribe route only',
            ),
            undefined,
          );
      },
    );
  }
}

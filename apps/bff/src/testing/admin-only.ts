import { expect } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { apiErrorSchema, messages } from '@matchbazaar/contracts';
import type { Method } from './catalogue-app.js';
import { apiCaller } from './catalogue-app.js';
import { signedInAccount } from './signed-in-account.js';

export interface AdminRoute {
  method: Method;
  /** Under /api/v1. */
  url: string;
  body?: unknown;
}

/**
 * docs/product/roles-and-access.md: every admin route refuses a visitor (401) and every signed-in
 * role but admin, support included (403), before it reads its input.
 */
export async function expectAdminOnly(
  app: NestFastifyApplication,
  routes: readonly AdminRoute[],
): Promise<void> {
  const call = apiCaller(() => app);
  const callers = [
    { label: 'visitor', headers: {}, status: 401 },
    ...(await Promise.all(
      (['user', 'trader', 'support'] as const).map(async (role) => ({
        label: role,
        headers: (await signedInAccount(app, { role })).auth,
        status: 403,
      })),
    )),
  ];
  for (const route of routes)
    for (const caller of callers) {
      const answer = await call(route.method, route.url, caller.headers, route.body);
      expect({
        route: `${route.method} ${route.url}`,
        caller: caller.label,
        status: answer.statusCode,
      }).toEqual({
        route: `${route.method} ${route.url}`,
        caller: caller.label,
        status: caller.status,
      });
      const body = apiErrorSchema.parse(answer.json());
      if (caller.status === 403) expect(body.message).toBe(messages.permission.denied);
    }
}

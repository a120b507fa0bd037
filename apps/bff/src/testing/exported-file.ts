import { expect } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { ApiCall } from './catalogue-app.js';

/**
 * Asks for an account's "Download my data" file and waits (20 s at most) for the worker running
 * beside the app to store it; answers the file's text.
 */
export async function exportedFile(
  app: NestFastifyApplication,
  call: ApiCall,
  account: { id: string; auth: Record<string, string> },
): Promise<string> {
  expect((await call('POST', '/users/me/export', account.auth)).statusCode).toBe(202);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [row] = await app
      .get(EntityManager)
      .fork()
      .execute<{ document: Buffer | null }[]>(
        `select "document" from "account_export" where "user_id" = ? and "status" = 'ready'`,
        [account.id],
      );
    if (row?.document) return row.document.toString('utf8');
    if (Date.now() > deadline) throw new Error('the export was not stored');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

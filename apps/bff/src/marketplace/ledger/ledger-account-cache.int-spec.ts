import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../app.js';
import { runAsOneRequest } from '../../platform/common/request-scope.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { Transactions } from '../../platform/database/transactions.js';
import { testBffEnv } from '../../testing/test-env.js';
import { LedgerRepository } from './ledger.repository.js';

// Found by the chaos suite (npm run chaos, worker killed): a confirm answered 500, its release
// naming a seller_balance account that a rolled-back transaction had made and the process had
// remembered.
describe("the ledger's account ids", () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('ledger_account_cache');
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  it('are not remembered from a transaction that rolls back', async () => {
    const ledger = app.get(LedgerRepository);
    const account = { kind: 'seller_balance', ownerId: randomUUID(), currency: 'INR' } as const;
    await expect(
      runAsOneRequest(() =>
        app.get(Transactions).run(async () => {
          await ledger.accountId(account);
          throw new Error('the step is refused after the account was made');
        }),
      ),
    ).rejects.toThrow('refused');

    const id = await runAsOneRequest(() => ledger.accountId(account));
    const rows = await runAsOneRequest(() =>
      app
        .get(EntityManager)
        .execute<{ id: string }[]>(`select "id" from "ledger_account" where "id" = ?`, [id]),
    );
    expect(rows).toEqual([{ id }]);
    // Once committed, the id is remembered and answered again.
    expect(await runAsOneRequest(() => ledger.accountId(account))).toBe(id);
  });
});

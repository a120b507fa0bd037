import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager, wrap } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Listing } from '../../marketplace/listings/listing.entity.js';
import { Shop } from '../../marketplace/shops/shop.entity.js';
import { populatedAccount, type PopulatedAccount } from '../../testing/populated-account.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { User } from '../../identity/users/user.entity.js';
import { EntitiesById } from './entities-by-id.js';
import { runAsOneRequest } from '../common/request-scope.js';
import { Transactions } from './transactions.js';

// EntitiesById against the real PostgreSQL: the same entities em.find gives (every column the ORM
// reads, mapped the same way), managed by the request's EntityManager, and inside a transaction
// what the transaction wrote.

describe('EntitiesById', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;
  let byId: EntitiesById;
  let account: PopulatedAccount;

  beforeAll(async () => {
    const started = await startCatalogueApp('entities-by-id');
    app = started.app;
    stop = started.stop;
    byId = app.get(EntitiesById);
    account = await populatedAccount(app);
  });

  afterAll(async () => {
    await stop?.();
  });

  const plain = (entity: object) => wrap(entity).toObject();

  it.each([
    ['a listing', Listing, () => [account.listingId, account.draftListingId]],
    ['a shop', Shop, () => [account.shopId]],
    ['a user', User, () => [account.id]],
  ] as const)('reads %s as em.find does', async (_kind, entity, ids) => {
    const wanted = ids();
    const [mine, theOrms] = await Promise.all([
      runAsOneRequest(() => byId.find(entity as never, [...wanted, ...wanted])),
      runAsOneRequest(async () =>
        app
          .get(EntityManager)
          .fork()
          .find(entity as never, { id: { $in: wanted } }),
      ),
    ]);
    expect([...mine.keys()].sort()).toEqual([...wanted].sort());
    for (const found of theOrms as { id: string }[])
      expect(plain(mine.get(found.id) as object)).toEqual(plain(found));
  });

  it("hands back the request's managed entity, as em.find would", async () => {
    await runAsOneRequest(async () => {
      const em = app.get(EntityManager);
      const loaded = await em.findOneOrFail(Shop, { id: account.shopId });
      const found = (await byId.find(Shop, [account.shopId])).get(account.shopId);
      expect(found).toBe(loaded);
    });
  });

  it('sees what the transaction it is in wrote', async () => {
    const transactions = app.get(Transactions);
    await runAsOneRequest(() =>
      transactions.run(async () => {
        const em = app.get(EntityManager);
        await em.nativeUpdate(Shop, { id: account.shopId }, { name: 'Renamed inside' });
        em.clear();
        const found = (await byId.find(Shop, [account.shopId])).get(account.shopId);
        expect(found?.name).toBe('Renamed inside');
        throw new Error('roll back');
      }),
    ).catch((error: Error) => expect(error.message).toBe('roll back'));
  });

  it('answers an empty list without asking the database', async () => {
    expect((await byId.find(Shop, [])).size).toBe(0);
  });
});

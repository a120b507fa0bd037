import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  DriverException,
  MikroORM,
  UniqueConstraintViolationException,
} from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../app.js';
import { testBffEnv } from '../../testing/test-env.js';
import { numbered, PreparedSql } from './prepared-sql.js';
import { Transactions } from './transactions.js';

// PreparedSql against the real PostgreSQL: statements are prepared once per connection, rows come
// through the ORM's type parsers, errors are the ORM's, and transactions keep their meaning (a
// statement inside an ORM transaction joins it; `alone` and `transaction` never do).

describe('PreparedSql', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;
  let sql: PreparedSql;

  beforeAll(async () => {
    const env = await testBffEnv('prepared-sql', { SITE_MODE: 'live' });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.init();
    sql = app.get(PreparedSql);
    await sql.alone(`create table "prepared_probe" ("id" int primary key, "at" timestamptz)`);
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const ids = async () =>
    (await sql.alone<{ id: number }>(`select "id" from "prepared_probe" order by "id"`)).map(
      (row) => row.id,
    );

  it('numbers the parameters outside quotes', () => {
    expect(numbered(`select ? , '?' , "a?" , ? from x where y like ? escape '\\'`)).toBe(
      `select $1 , '?' , "a?" , $2 from x where y like $3 escape '\\'`,
    );
  });

  it('runs a statement as a named prepared statement, with the ORM type parsers', async () => {
    const at = new Date('2026-11-27T08:00:00.000Z');
    await sql.alone(`insert into "prepared_probe" ("id", "at") values (?, ?)`, [1, at]);
    const rows = await sql.alone<{ id: number; at: string }>(
      `select "id", "at" from "prepared_probe" where "id" = any(?::int[])`,
      [[1, 2]],
    );
    // The same row em.execute reads (the ORM's parsers leave timestamps as text for it to map).
    const em = app.get(MikroORM).em.fork();
    expect(rows).toEqual(
      await em.execute(`select "id", "at" from "prepared_probe" where "id" in (1, 2)`),
    );
    expect(new Date(rows[0]!.at)).toEqual(at);
    // The connection that ran it holds it prepared under its name, with numbered parameters.
    const held = await sql.transaction(async (query) => {
      await query(`select "id" from "prepared_probe" where "id" = ?`, [1]);
      return query<{ statement: string }>(
        `select statement from pg_prepared_statements where name like 'mb\\_%' and statement like ?`,
        ['%where "id" = $1'],
      );
    });
    expect(held).toHaveLength(1);
  });

  it("turns the driver's errors into the ORM's exceptions", async () => {
    await expect(
      sql.alone(`insert into "prepared_probe" ("id") values (?)`, [1]),
    ).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('joins an ORM transaction when there is one, so a rollback undoes it', async () => {
    const transactions = app.get(Transactions);
    await expect(
      transactions.run(async () => {
        await sql.query(`insert into "prepared_probe" ("id") values (?)`, [10]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await ids()).not.toContain(10);
  });

  it('takes an array as one value inside an ORM transaction too', async () => {
    const odd = ['plain', 'with "quotes"', 'back\\slash', 'comma, brace}', ''];
    const [inside, outside] = await Promise.all([
      app
        .get(Transactions)
        .run(() => sql.query<{ word: string }>(`select unnest(?::text[]) as "word"`, [odd])),
      sql.query<{ word: string }>(`select unnest(?::text[]) as "word"`, [odd]),
    ]);
    expect(inside.map((row) => row.word)).toEqual(odd);
    expect(outside.map((row) => row.word)).toEqual(odd);
  });

  it('`alone` commits on its own even inside an ORM transaction', async () => {
    const transactions = app.get(Transactions);
    await expect(
      transactions.run(async () => {
        await sql.alone(`insert into "prepared_probe" ("id") values (?)`, [20]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await ids()).toContain(20);
  });

  it('`transaction` commits together, rolls back together, and gives its connection back', async () => {
    await sql.transaction(async (query) => {
      await query(`insert into "prepared_probe" ("id") values (?)`, [30]);
      await query(`insert into "prepared_probe" ("id") values (?)`, [31]);
    });
    await expect(
      sql.transaction(async (query) => {
        await query(`insert into "prepared_probe" ("id") values (?)`, [40]);
        await query(`insert into "prepared_probe" ("id") values (?)`, [30]); // taken
      }),
    ).rejects.toBeInstanceOf(UniqueConstraintViolationException);
    expect(await ids()).toEqual(expect.arrayContaining([30, 31]));
    expect(await ids()).not.toContain(40);
    // More transactions than the pool has connections: each one was released.
    for (let i = 0; i < 30; i++)
      await expect(
        sql.transaction((query) => query(`insert into "prepared_probe" ("id") values (?)`, [1])),
      ).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('`withSettings` runs one statement with its settings, for that statement alone', async () => {
    // Each pooled connection starts with the configured statement timeout; it comes back after.
    const [before] = await sql.alone<{ timeout: string }>(
      `select current_setting('statement_timeout') as "timeout"`,
    );
    const [row] = await sql.withSettings<{ jit: string; timeout: string; words: string }>(
      { jit: 'off', statement_timeout: 1500 },
      `select current_setting('jit') as "jit", current_setting('statement_timeout') as "timeout", ? as "words"`,
      ["it's; select 1"],
    );
    // The value went in quoted, as em.execute writes it: a semicolon in it is only text.
    expect(row).toEqual({ jit: 'off', timeout: '1500ms', words: "it's; select 1" });
    const [after] = await sql.alone<{ timeout: string }>(
      `select current_setting('statement_timeout') as "timeout"`,
    );
    expect(after!.timeout).toBe(before!.timeout);
    expect(after!.timeout).not.toBe('1500ms');
  });

  it('`withSettings` cuts a statement off at its timeout, with the ORM exception and code 57014', async () => {
    const failure = await sql
      .withSettings({ statement_timeout: 50 }, `select pg_sleep(?)`, [2])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DriverException);
    expect((failure as { code?: string }).code).toBe('57014');
  });
});

import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Pool, PoolClient, QueryResult } from 'pg';

/** Runs one statement; `?` marks each parameter, as with `em.execute`. */
export type RunSql = <R extends object>(sql: string, params?: readonly unknown[]) => Promise<R[]>;

interface Prepared {
  name: string;
  text: string;
}

/** Distinct statements kept prepared at most (each connection holds its own copies). */
const maxStatements = 200;

/**
 * The statements on the path of every live push and signed-in request (the session check, an
 * inquiry's reads and writes, a notification's insert), sent as named prepared statements through
 * the ORM's own pool: PostgreSQL parses and plans each once per connection. `em.execute` sends
 * each call as new text with its values written in, and the parsing and planning of those cost
 * PostgreSQL more than running them (docs/decisions/0033-prepared-statements-on-the-push-path.md).
 *
 * Only fixed-shape statements belong here (lists of values go in one array parameter, `= any(?)`),
 * so the set stays small. Rows come through the same type parsers as the ORM's; errors become the
 * ORM's exceptions. Inside an ORM transaction, `query` joins it through `em.execute` instead: what
 * committed together still does.
 */
@Injectable()
export class PreparedSql {
  private readonly prepared = new Map<string, Prepared>();

  constructor(private readonly em: EntityManager) {}

  /** Runs `sql`, inside the ORM transaction the caller is in if there is one. */
  query<R extends object>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
    if (this.em.isInTransaction()) return this.em.execute<R[]>(sql, params.map(arrayAsLiteral));
    return this.alone<R>(sql, params);
  }

  /** Runs `sql` committed on its own, never in the caller's transaction (like `em.fork()`). */
  alone<R extends object>(sql: string, params: readonly unknown[] = []): Promise<R[]> {
    return this.pool().then((pool) => this.run<R>(pool, sql, params));
  }

  /**
   * `work` in a transaction of its own on one connection, committed when it returns and rolled
   * back when it throws; like `em.fork().transactional`, it never joins the caller's.
   */
  async transaction<T>(work: (query: RunSql) => Promise<T>): Promise<T> {
    const client = await (await this.pool()).connect();
    let broken = false;
    try {
      await client.query('begin');
      const result = await work((sql, params = []) => this.run(client, sql, params));
      await client.query('commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch {
        broken = true; // the connection is gone: the pool drops it below
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * Runs one statement whose best plan depends on its values (a search: its words, filters and
   * order) with `settings` for it alone (a statement timeout, say; names and values come from
   * code, never from a request). The statement goes as text with its values written in, as
   * `em.execute` sends it, so PostgreSQL plans it for them; the settings go in the same message,
   * which PostgreSQL runs as one transaction: one round trip, where `begin`, each `set local`, the
   * statement and `commit` were one each.
   */
  async withSettings<R extends object>(
    settings: Readonly<Record<string, string | number>>,
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<R[]> {
    const text = [
      ...Object.entries(settings).map(([name, value]) => `set local ${name} = ${value}`),
      this.em.getPlatform().formatQuery(sql, params),
    ].join(';\n');
    const pool = await this.pool();
    try {
      // Several statements in one message answer with one result each; the last is the query's.
      const results = (await pool.query(text)) as unknown as QueryResult<R> | QueryResult<R>[];
      return (Array.isArray(results) ? results.at(-1)! : results).rows;
    } catch (error) {
      throw this.converted(error);
    }
  }

  private pool(): Promise<Pool> {
    return this.em.getConnection().getNativeClient();
  }

  private async run<R extends object>(
    on: Pool | PoolClient,
    sql: string,
    params: readonly unknown[],
  ): Promise<R[]> {
    const { name, text } = this.statementOf(sql);
    try {
      return (await on.query<R>({ name, text, values: [...params] })).rows;
    } catch (error) {
      throw this.converted(error);
    }
  }

  /** A driver error as the ORM's exception, as `em.execute` would throw it. */
  private converted(error: unknown): Error {
    return this.em
      .getPlatform()
      .getExceptionConverter()
      .convertException(error as Error & Record<string, unknown>);
  }

  private statementOf(sql: string): Prepared {
    let statement = this.prepared.get(sql);
    if (!statement) {
      if (this.prepared.size >= maxStatements)
        throw new Error(`PreparedSql: more than ${maxStatements} statements (a varying shape?)`);
      statement = {
        name: `mb_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`,
        text: numbered(sql),
      };
      this.prepared.set(sql, statement);
    }
    return statement;
  }
}

/**
 * A prepared statement takes an array as one value (`"id" = any(?::uuid[])`), but `em.execute`
 * writes an array out as a list (`'a', 'b'`), which would break that statement inside an ORM
 * transaction. So an array goes to `em.execute` as PostgreSQL's text for an array (`{"a","b"}`),
 * which it quotes as one value.
 */
export function arrayAsLiteral(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const items = value.map((item: unknown) => {
    if (item === null || item === undefined) return 'NULL';
    const text = typeof item === 'string' ? item : JSON.stringify(item);
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/** `?` → `$1`, `$2`... outside quoted strings and identifiers. */
export function numbered(sql: string): string {
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = null;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === '?') {
      out += `$${++n}`;
    } else {
      out += char;
    }
  }
  return out;
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { currencies, orderStatuses } from '@matchbazaar/contracts';
import { PreparedSql } from '../database/prepared-sql.js';

/**
 * What the metrics read from PostgreSQL at scrape time (at most every 15 s, see MetricsCollectors):
 * the ledger's sum per currency (docs/decisions/0035-orders-and-the-ledger.md: every movement sums
 * to zero, so the books must too), orders by status and the database's size on disk. Plain
 * statements over the tables' names, since the platform wing may not import the marketplace's.
 */
@Injectable()
export class MetricsRepository {
  constructor(
    private readonly sql: PreparedSql,
    private readonly em: EntityManager,
  ) {}

  /** The ORM's connection pool, whose use the metrics report. */
  pool(): Promise<Pool> {
    return this.em.getConnection().getNativeClient();
  }

  async ledgerSums(): Promise<{ currency: string; sumMinor: number }[]> {
    const rows = await this.sql.alone<{ currency: string; sum: string }>(
      `select "currency", sum("amount_minor")::text as "sum" from "ledger_entry" group by "currency"`,
    );
    // Every currency we trade in is reported, at 0 before its first entry, so a series exists.
    const sums = new Map<string, number>(currencies.map((currency) => [currency, 0]));
    for (const row of rows) sums.set(row.currency, Number(row.sum));
    return [...sums].map(([currency, sumMinor]) => ({ currency, sumMinor }));
  }

  async ordersByStatus(): Promise<{ status: string; count: number }[]> {
    const rows = await this.sql.alone<{ status: string; count: number }>(
      `select "status", count(*)::int as "count" from "market_order" group by "status"`,
    );
    const counts = new Map<string, number>(orderStatuses.map((status) => [status, 0]));
    for (const row of rows) counts.set(row.status, row.count);
    return [...counts].map(([status, count]) => ({ status, count }));
  }

  async databaseBytes(): Promise<number> {
    const [row] = await this.sql.alone<{ bytes: string }>(
      `select pg_database_size(current_database())::text as "bytes"`,
    );
    return Number(row?.bytes ?? 0);
  }
}

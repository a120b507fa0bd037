import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { signupDays } from '@matchbazaar/contracts';

type Counts = Record<string, number>;

/** The admin dashboard's counts over the accounts and the catalogue, in a few grouped reads. */
@Injectable()
export class AdminOverviewRepository {
  constructor(private readonly em: EntityManager) {}

  /** Accounts by role (erased ones left out). */
  async accountsByRole(): Promise<Counts> {
    const rows = await this.em.execute<{ role: string; n: number }[]>(
      `select "role", count(*)::int as "n" from "app_user" where "deleted_at" is null group by "role"`,
    );
    return Object.fromEntries(rows.map((row) => [row.role, Number(row.n)]));
  }

  /** New accounts on each of the last 14 days (UTC), oldest first, zeros kept. */
  async signupsByDay(): Promise<{ day: string; count: number }[]> {
    const rows = await this.em.execute<{ day: string; n: number }[]>(
      `select to_char(d.day, 'YYYY-MM-DD') as "day", count(u."id")::int as "n"
       from generate_series((now() at time zone 'utc')::date - ?::int, (now() at time zone 'utc')::date, interval '1 day') as d(day)
       left join "app_user" u on (u."created_at" at time zone 'utc')::date = d.day::date
       group by d.day order by d.day`,
      [signupDays - 1],
    );
    return rows.map((row) => ({ day: row.day, count: Number(row.n) }));
  }

  /** Posts of one kind by status. */
  async byStatus(table: 'listing' | 'requirement'): Promise<Counts> {
    const rows = await this.em.execute<{ status: string; n: number }[]>(
      `select "status", count(*)::int as "n" from "${table}" group by "status"`,
    );
    return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  }

  async openReports(): Promise<number> {
    const [row] = await this.em.execute<{ n: number }[]>(
      `select count(*)::int as "n" from "content_report" where "status" = 'open'`,
    );
    return Number(row?.n ?? 0);
  }
}

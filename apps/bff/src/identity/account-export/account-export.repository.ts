import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountExport } from './account-export.entity.js';

/**
 * Data exports' rows: made on request, read by their link's token hash; an expired one loses its
 * file at once and its row a week later (until then its link says "expired", not "unknown").
 */
@Injectable()
export class AccountExportRepository {
  constructor(private readonly em: EntityManager) {}

  async create(
    row: Pick<AccountExport, 'id' | 'userId' | 'tokenHash' | 'createdAt' | 'expiresAt'>,
  ) {
    const em = this.em.fork();
    em.create(AccountExport, { ...row, status: 'pending' });
    await em.flush();
  }

  /** The export behind a link, with its file. */
  findByTokenHash(tokenHash: string): Promise<AccountExport | null> {
    return this.em.fork().findOne(AccountExport, { tokenHash }, { populate: ['document'] });
  }

  /** Drops the files of up to `limit` exports past their end (other BFFs' rows are skipped). */
  dropExpiredFiles(now: Date, limit: number): Promise<number> {
    return this.batch(
      `update "account_export" set "document" = null`,
      `"expires_at" <= ? and "document" is not null`,
      now,
      limit,
    );
  }

  /** Deletes up to `limit` exports that ended before `before`. */
  deleteEndedBefore(before: Date, limit: number): Promise<number> {
    return this.batch(`delete from "account_export"`, `"expires_at" <= ?`, before, limit);
  }

  private async batch(change: string, where: string, at: Date, limit: number): Promise<number> {
    const rows = await this.em.execute<unknown[]>(
      `${change} where "id" in (
         select "id" from "account_export" where ${where}
         order by "expires_at" limit ? for update skip locked
       ) returning 1`,
      [at, limit],
    );
    return rows.length;
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PreparedSql } from '../../platform/database/prepared-sql.js';

/** Who blocked whom between two users. */
export interface BlocksBetween {
  byA: boolean;
  byB: boolean;
}

/** Blocks between users: the one place that reads or writes them. */
@Injectable()
export class UserBlocksRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PreparedSql,
  ) {}

  /** Who blocked whom between `a` and `b` (a prepared statement: typing signals ask it too). */
  async between(a: string, b: string): Promise<BlocksBetween> {
    const rows = await this.sql.query<{ blocker_id: string }>(
      `select "blocker_id" from "user_block" where ("blocker_id" = ? and "blocked_id" = ?) or ("blocker_id" = ? and "blocked_id" = ?)`,
      [a, b, b, a],
    );
    return {
      byA: rows.some((row) => row.blocker_id === a),
      byB: rows.some((row) => row.blocker_id === b),
    };
  }

  async block(blockerId: string, blockedId: string): Promise<void> {
    await this.em.execute(
      `insert into "user_block" ("blocker_id", "blocked_id", "created_at") values (?, ?, now()) on conflict do nothing`,
      [blockerId, blockedId],
    );
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.em.execute(`delete from "user_block" where "blocker_id" = ? and "blocked_id" = ?`, [
      blockerId,
      blockedId,
    ]);
  }
}

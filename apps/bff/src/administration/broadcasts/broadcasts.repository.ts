import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BroadcastKind, BroadcastTrigger } from '@matchbazaar/contracts';
import { broadcastDeliveryTable, broadcastTable } from '@matchbazaar/db-schema';
import { Broadcast } from './broadcast.entity.js';

const B = broadcastTable.name;
const b = broadcastTable.columns;
const D = broadcastDeliveryTable.name;
const d = broadcastDeliveryTable.columns;

/** Broadcasts and their delivery records (which the worker writes, under db-schema's names). */
@Injectable()
export class BroadcastsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The broadcast of `kind`, created now unless it exists (the unique kind decides). */
  async findOrCreate(kind: BroadcastKind, trigger: BroadcastTrigger): Promise<Broadcast> {
    const em = this.em.fork();
    await em.getConnection().execute(
      `insert into ${B} (${b.kind}, ${b.status}, ${b.trigger}, ${b.createdAt})
       values (?, 'enqueuing', ?, now())
       on conflict (${b.kind}) do nothing`,
      [kind, trigger],
    );
    return em.findOneOrFail(Broadcast, { kind });
  }

  findByKind(kind: BroadcastKind): Promise<Broadcast | null> {
    return this.em.fork().findOne(Broadcast, { kind });
  }

  findById(id: number): Promise<Broadcast | null> {
    return this.em.fork().findOne(Broadcast, { id });
  }

  /** How many of the broadcast's deliveries are in each status. */
  async deliveryCounts(id: number): Promise<Map<string, number>> {
    const rows: { status: string; count: number }[] = await this.em
      .fork()
      .getConnection()
      .execute(
        `select ${d.status} as status, count(*)::int as count from ${D}
          where ${d.broadcastId} = ? group by ${d.status}`,
        [id],
      );
    return new Map(rows.map((row) => [row.status, row.count]));
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager, type EntityClass } from '@mikro-orm/postgresql';
import { PreparedSql } from './prepared-sql.js';

/**
 * Loads entities by id, as `em.find(Entity, { id: { $in: ids } })` does, for the reads that pages
 * of cards make on every request (posts, their shops, authors and photos). The statement is
 * prepared once per entity, naming its columns, and the ORM maps its rows: the same managed
 * entities, without the ORM building the query anew each time, which cost about 1 ms of CPU for
 * a listing's forty columns (docs/decisions/0037-reads-by-id.md).
 */
@Injectable()
export class EntitiesById {
  private readonly statements = new Map<EntityClass<object>, string>();

  constructor(
    private readonly em: EntityManager,
    private readonly sql: PreparedSql,
  ) {}

  /** The entities with these ids (each once, however often it is asked), by id. */
  async find<T extends { id: string }>(
    entity: EntityClass<T>,
    ids: readonly string[],
  ): Promise<Map<string, T>> {
    if (ids.length === 0) return new Map();
    // Inside a transaction, on its connection: what the transaction wrote is seen.
    const rows = await this.sql.query<object>(this.statementFor(entity), [[...new Set(ids)]]);
    return new Map(
      rows.map((row) => {
        const found = this.em.map(entity, row as never);
        return [found.id, found];
      }),
    );
  }

  /** `select <its columns> from <its table> where "id" = any(?)`, worked out once per entity. */
  private statementFor(entity: EntityClass<object>): string {
    let statement = this.statements.get(entity);
    if (!statement) {
      const meta = this.em.getMetadata().get(entity);
      // The columns em.find reads: every stored property but those loaded only when asked (lazy).
      const columns = meta.props
        .filter((prop) => prop.persist !== false && !prop.lazy && prop.fieldNames?.length)
        .flatMap((prop) => prop.fieldNames.map((name) => `"${name}"`));
      statement = `select ${columns.join(', ')} from "${meta.tableName}" where "id" = any(?::uuid[])`;
      this.statements.set(entity, statement);
    }
    return statement;
  }
}

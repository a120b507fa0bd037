import type { EntityClass, EntityManager } from '@mikro-orm/postgresql';

/**
 * The table and column names the ORM maps an entity and its properties to, for SQL written by
 * hand: taken from the entity's definition, so a renamed column is renamed here too.
 */
export function tableNames<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
): { table: string; column: (property: keyof T & string) => string } {
  const meta = em.getMetadata().get(entity);
  return {
    table: meta.tableName,
    column: (property) => {
      const found = meta.props.find((prop) => prop.name === property);
      if (!found?.fieldNames?.[0]) throw new Error(`${meta.className}.${property} has no column`);
      return found.fieldNames[0];
    },
  };
}

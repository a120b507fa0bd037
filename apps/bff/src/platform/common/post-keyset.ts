import type { FilterQuery } from '@mikro-orm/postgresql';
import { timeKeysetCursorSchema } from '@matchbazaar/contracts';
import { decodeCursor, encodeCursor } from './keyset-cursor.js';

/** Where a page of posts starts: after this row of a (time desc, id desc) order. */
export interface Keyset {
  at: Date;
  id: string;
}

export function keysetFromCursor(cursor: string | undefined): Keyset | undefined {
  if (cursor === undefined) return undefined;
  const [at, id] = decodeCursor(cursor, timeKeysetCursorSchema);
  return { at: new Date(at), id };
}

/**
 * The ORM filter for the rows of `where` strictly after `after` in (`column` desc, `key` desc)
 * order, the order every such page is read in; `where` alone for the first page.
 */
export function afterKeyset<T extends object>(
  where: FilterQuery<T>,
  after: Keyset | undefined,
  column: keyof T & string,
  key: keyof T & string = 'id' as keyof T & string,
): FilterQuery<T> {
  if (!after) return where;
  const later = {
    $or: [{ [column]: { $lt: after.at } }, { [column]: after.at, [key]: { $lt: after.id } }],
  } as FilterQuery<T>;
  return { $and: [where, later] } as FilterQuery<T>;
}

/** The page of `limit` rows out of `rows` (asked one more) and the cursor after its last. */
export function pageOf<T extends { id: string }>(
  rows: readonly T[],
  limit: number,
  timeOf: (row: T) => Date | null | undefined,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const at = last ? timeOf(last) : undefined;
  return {
    items,
    nextCursor:
      rows.length > limit && last && at ? encodeCursor([at.toISOString(), last.id]) : null,
  };
}

/** A piece of SQL with its own bound values (`?` placeholders), for statements built from parts. */
export interface Sql {
  sql: string;
  params: unknown[];
}

export const sql = (text: string, ...params: unknown[]): Sql => ({ sql: text, params });

/** The parts one after another with `separator` between them, their values in the same order. */
export function joinSql(parts: readonly Sql[], separator: string): Sql {
  return {
    sql: parts.map((part) => part.sql).join(separator),
    params: parts.flatMap((part) => part.params),
  };
}

/** A table by name and column: keys are the entity's property names, values PostgreSQL's. */
export interface TableSchema {
  readonly name: string;
  readonly columns: Readonly<Record<string, string>>;
}

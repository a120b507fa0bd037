import { accountDataLimits } from '@matchbazaar/contracts';
import {
  accountExportSections,
  accountExportTable,
  userTable,
  type AccountExportSection,
} from '@matchbazaar/db-schema';
import type { Database } from './database.js';

// The export row's names come from libs/db-schema; the sections name the tables they read.
const E = accountExportTable.name;
const e = accountExportTable.columns;
const U = userTable.name;
const u = userTable.columns;

/** The account an export is for, as its file and mail need it. */
export interface ExportedAccount {
  id: string;
  email: string;
  firstName: string;
  phone: string | null;
}

/** A row as exported: its columns by camelCase name (values as PostgreSQL's JSON gives them). */
type ExportedRow = Record<string, unknown>;

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const renamed = (row: ExportedRow): ExportedRow =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value]));

/**
 * One section's statement: every row of the account's as JSON without the omitted columns, in
 * order, all in one value. Only the placeholders the section uses become parameters (PostgreSQL
 * refuses a parameter it cannot type because nothing uses it).
 */
function sectionQuery(
  section: AccountExportSection,
  account: ExportedAccount,
): { text: string; values: unknown[] } {
  const values: unknown[] = [section.omit ?? []];
  const given = { id: account.id, email: account.email, phone: account.phone ?? '' };
  const where = section.where.replace(/:(id|email|phone)\b/g, (_, name: keyof typeof given) => {
    values.push(given[name]);
    return `$${values.length}::${name === 'id' ? 'uuid' : 'text'}`;
  });
  return {
    text: `select coalesce(jsonb_agg(to_jsonb(t) - $1::text[] order by ${section.orderBy}), '[]'::jsonb) as "rows"
             from "${section.table}" t where ${where}`,
    values,
  };
}

/**
 * The worker's side of a data export (docs/product/accounts.md, "Download my data"): the export
 * row the BFF made, the account's records read section by section (libs/db-schema), and the file
 * written back into the row.
 */
export class AccountExportStore {
  constructor(private readonly db: Database) {}

  /** The live account an export was asked for; undefined when the export or the account is gone. */
  async accountOf(exportId: string): Promise<ExportedAccount | undefined> {
    const { rows } = await this.db.query<ExportedAccount>(
      `select u.${u.id} as "id", u.${u.email} as "email", u.${u.firstName} as "firstName",
              u.${u.phone} as "phone"
         from ${E} x join ${U} u on u.${u.id} = x.${e.userId}
        where x.${e.id} = $1 and u.${u.deletedAt} is null`,
      [exportId],
    );
    return rows[0];
  }

  /** Every section of the account's records, in the sections' order. */
  async sections(account: ExportedAccount): Promise<Record<string, unknown>> {
    const sections: Record<string, unknown> = {};
    for (const section of accountExportSections) {
      const { rows } = await this.db.query<{ rows: ExportedRow[] }>(sectionQuery(section, account));
      const found = (rows[0]?.rows ?? []).map(renamed);
      sections[section.name] = section.single ? (found[0] ?? null) : found;
    }
    return sections;
  }

  /**
   * Stores the file and starts its link's 24 hours. False when the export is gone (the account
   * was erased meanwhile): then there is nothing to mail.
   */
  async saveFile(exportId: string, bytes: Buffer): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `update ${E} set ${e.document} = $2, ${e.byteSize} = $3, ${e.status} = 'ready',
              ${e.readyAt} = now(), ${e.expiresAt} = now() + make_interval(secs => $4)
        where ${e.id} = $1`,
      [exportId, bytes, bytes.length, accountDataLimits.exportLinkLifetimeMs / 1000],
    );
    return rowCount === 1;
  }
}

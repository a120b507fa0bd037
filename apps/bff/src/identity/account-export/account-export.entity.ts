import { defineEntity, p } from '@mikro-orm/postgresql';

export const accountExportStatuses = ['pending', 'ready'] as const;

/**
 * One "Download my data" request (docs/product/accounts.md): found by the SHA-256 of its link's
 * token; `document` is the file's bytes once the worker wrote it (libs/db-schema names the
 * columns both use).
 */
export const AccountExportSchema = defineEntity({
  name: 'AccountExport',
  tableName: 'account_export',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    tokenHash: p.string().length(64),
    status: p.enum(accountExportStatuses).default('pending'),
    document: p.blob().lazy().nullable(),
    byteSize: p.integer().nullable(),
    createdAt: p.datetime(),
    readyAt: p.datetime().nullable(),
    expiresAt: p.datetime(),
  },
});

export class AccountExport extends AccountExportSchema.class {}
AccountExportSchema.setClass(AccountExport);

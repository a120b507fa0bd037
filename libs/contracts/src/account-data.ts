import { z } from 'zod';
import { accountDataMessages } from './messages/account-data.js';

/**
 * "Your data" (docs/product/accounts.md): the data export and deleting one's account. Bodies and
 * figures shared by the BFF, the worker, the web app and tests.
 */

const t = accountDataMessages;

/** Figures of docs/product/constants.md. */
export const accountDataLimits = {
  /** Export requests per account. */
  exportsPerWindow: 1,
  exportWindowMs: 60 * 60_000,
  /** How long a mailed download link works, from when the file is ready. */
  exportLinkLifetimeMs: 24 * 60 * 60_000,
} as const;

/** POST /api/v1/users/me/delete: the password confirms it is the owner. */
export const deleteAccountRequestSchema = z.object({
  password: z
    .string({ error: t.deletePasswordRequired })
    .min(1, t.deletePasswordRequired)
    // Not a length rule (old passwords may be longer): a bound on what reaches argon2.
    .max(1024, { error: t.deletePasswordWrong, abort: true }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/**
 * A download link's secret: 256 random bits as URL-safe base64 (43 characters), like the reset
 * link's. Anything else cannot be one.
 */
export const dataExportTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** What the downloaded file is: its format, when it was made, and one section per kind of record. */
export const accountExportDocumentSchema = z.object({
  format: z.literal('matchbazaar-account-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  accountId: z.string(),
  sections: z.record(z.string(), z.unknown()),
});
export type AccountExportDocument = z.infer<typeof accountExportDocumentSchema>;

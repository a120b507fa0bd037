import { z } from 'zod';

/**
 * Bulk import of a seller's listings (docs/product/marketplace.md, bulk import): a CSV (or, for
 * the operators' command, JSON Lines) with one listing a row, matched to existing listings by the
 * seller's own SKU.
 */
export const listingImportLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  /** The multipart field of POST /api/v1/listings/import. */
  field: 'file',
} as const;

/** The columns, in the order the template lists them. */
export const listingImportColumns = [
  'sku',
  'title',
  'description',
  'category',
  'price_type',
  'price',
  'currency',
  'price_unit',
  'min_order_quantity',
  'min_order_unit',
  'availability',
  'condition',
  'city',
  'region',
  'country',
  'tags',
  'attributes',
  'deal_compare_at',
  'deal_ends_at',
  'status',
] as const;
export type ListingImportColumn = (typeof listingImportColumns)[number];

const rowErrorSchema = z.object({
  /** 1 = the first data row (the header is row 0). */
  row: z.number().int(),
  sku: z.string().nullable(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })),
});
export type ListingImportRowError = z.infer<typeof rowErrorSchema>;

export const listingImportReportSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** Published at once, or sent to review, among the created and updated. */
  published: z.number().int(),
  inReview: z.number().int(),
  /** Kept as drafts: asked to publish without photos (an import carries none). */
  drafts: z.number().int(),
  failed: z.number().int(),
  errors: z.array(rowErrorSchema),
});
export type ListingImportReport = z.infer<typeof listingImportReportSchema>;

export const listingImportAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ report: listingImportReportSchema }),
});
export type ListingImportAnswer = z.infer<typeof listingImportAnswerSchema>;

export const listingImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type ListingImportQuery = z.infer<typeof listingImportQuerySchema>;

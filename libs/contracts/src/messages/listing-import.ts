/** The sellers' CSV import on My Listings (docs/product/marketplace.md, bulk import). */
export const listingImportMessages = {
  open: 'Import from CSV',
  title: 'Import listings from a CSV file',
  intro:
    'One listing a row, with a header row naming the columns. Rows match your listings by SKU, so importing the same file again updates them. Imports carry no photos: new listings wait as drafts until you add photos and publish.',
  template: 'Download a template',
  fileLabel: 'CSV file',
  chooseFile: 'Choose a file',
  noFile: 'No file chosen',
  check: 'Check the file',
  import: 'Import',
  close: 'Close',
  working: 'Working…',
  failed: 'The file could not be imported.',
  summary: (r: {
    rows: number;
    created: number;
    updated: number;
    drafts: number;
    failed: number;
  }) =>
    `${r.rows} rows: ${r.created} new, ${r.updated} updated, ${r.drafts} kept as drafts, ${r.failed} with errors.`,
  checkedNote: 'Checked only: nothing was saved yet.',
  errorsTitle: 'Rows to fix',
  rowColumn: 'Row',
  skuColumn: 'SKU',
  problemColumn: 'What to fix',
  moreErrors: (count: number) => `…and ${count} more rows with errors.`,
} as const;

import 'reflect-metadata';
import { ConfigError } from '@matchbazaar/config';
import { readFileSync } from 'node:fs';
import { createApp } from '../../app.js';
import { runAsOneRequest } from '../../platform/common/request-scope.js';
import { loadBffConfig } from '../../platform/config/bff-config.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { ShopsRepository } from '../shops/shops.repository.js';
import { ListingImportService } from './listing-import.service.js';

/**
 * `npm run import` runs this (after `npm run build`): imports a CSV or JSON Lines file of
 * listings into one shop, as its seller would from the web, and prints the report.
 * IMPORT_FILE, IMPORT_SHOP (id or address) and IMPORT_DRY_RUN come from scripts/import-listings.ts.
 */
async function main(): Promise<void> {
  const file = process.env.IMPORT_FILE ?? '';
  const shopKey = process.env.IMPORT_SHOP ?? '';
  const app = await createApp(loadBffConfig());
  try {
    await app.init();
    await app.get(StartupTasks).migrateAndSeed();
    // Like a request: the repositories work in their own identity map, not the global one.
    await runAsOneRequest(() => run(app, file, shopKey));
  } finally {
    await app.close();
  }
}

async function run(app: Awaited<ReturnType<typeof createApp>>, file: string, shopKey: string) {
  {
    const shops = app.get(ShopsRepository);
    const shop =
      (await shops.findBySlug(shopKey.toLowerCase())) ??
      (/^[0-9a-f-]{36}$/i.test(shopKey) ? await shops.findById(shopKey) : null);
    if (!shop) throw new Error(`No shop with the id or address "${shopKey}".`);
    const service = app.get(ListingImportService);
    const started = Date.now();
    const rows = await service.rowsOf(
      readFileSync(file),
      file.endsWith('.jsonl') ? 'jsonl' : 'csv',
    );
    const report = await service.import({ userId: shop.ownerId, role: 'trader' }, rows, {
      dryRun: process.env.IMPORT_DRY_RUN === 'true',
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${report.dryRun ? 'Checked' : 'Imported'} ${report.rows} rows into ${shop.name} in ${seconds} s: ` +
        `${report.created} new, ${report.updated} updated (${report.published} published, ${report.inReview} in review, ${report.drafts} drafts), ${report.failed} failed.`,
    );
    for (const error of report.errors.slice(0, 50))
      console.log(
        `  row ${error.row}${error.sku ? ` (${error.sku})` : ''}: ${error.errors.map((e) => `${e.path}: ${e.msg}`).join('; ')}`,
      );
    if (report.errors.length > 50)
      console.log(`  ... and ${report.errors.length - 50} more rows with errors`);
    process.exitCode = report.failed > 0 ? 2 : 0;
  }
}

main().catch((error: unknown) => {
  if (process.env.IMPORT_DEBUG) console.error((error as Error).stack);
  const apiMessage = (error as { getResponse?: () => { message?: string } }).getResponse?.()
    .message;
  console.error(
    error instanceof ConfigError
      ? error.message
      : (apiMessage ?? (error as Error).message ?? error),
  );
  process.exit(1);
});

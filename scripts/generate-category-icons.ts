// Writes apps/web/public/icons/categories and apps/web/public/images/listings (see
// category-icons.ts) and removes files of ids that left the taxonomy. Run it after changing the
// taxonomy, then commit the output:
//   node node_modules/typescript/bin/tsc -b libs/taxonomy && node scripts/generate-category-icons.ts
// scripts/category-icons.spec.ts fails while the committed files differ from what this would write.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coverDirectory, iconDirectory, plannedCovers, plannedIcons } from './category-icons.ts';

/** Makes `directory` hold exactly `planned` (its other .svg files go). */
function sync(directory: string, planned: Map<string, string>): void {
  mkdirSync(directory, { recursive: true });
  const stale = readdirSync(directory).filter(
    (name) => name.endsWith('.svg') && !planned.has(name),
  );
  for (const name of stale) rmSync(join(directory, name));
  for (const [name, svg] of planned) writeFileSync(join(directory, name), svg);
  console.log(`${planned.size} written, ${stale.length} removed, in ${directory}`);
}

sync(iconDirectory, plannedIcons());
sync(coverDirectory, plannedCovers());

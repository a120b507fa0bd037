// Writes apps/web/public/icons/categories (see category-icons.ts) and removes icons of ids that
// left the taxonomy. Run after changing the taxonomy, then commit the output:
//   node node_modules/typescript/bin/tsc -b libs/taxonomy && node scripts/generate-category-icons.ts
// scripts/category-icons.spec.ts fails while the committed files differ from what this would write.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { iconDirectory, plannedIcons } from './category-icons.ts';

const planned = plannedIcons();
mkdirSync(iconDirectory, { recursive: true });
const stale = readdirSync(iconDirectory).filter(
  (name) => name.endsWith('.svg') && !planned.has(name),
);
for (const name of stale) rmSync(join(iconDirectory, name));
for (const [name, svg] of planned) writeFileSync(join(iconDirectory, name), svg);
console.log(
  `category icons: ${planned.size} written, ${stale.length} removed, in ${iconDirectory}`,
);

// `npm run bench:bundle [-- --build] [-- --check]`: what the browser downloads, route by route.
// Builds apps/web (or reuses apps/web/dist when it is newer than every source it is made from),
// reads Vite's manifest and prints the gzip size of each route chunk with what it pulls in beyond
// the entry, then the JavaScript the home page loads before it can render: the entry and its
// static imports, the site layout's chunk and the home page's chunk, with theirs.
// --build forces a fresh build; --check exits 1 when the home page is over its budget or a
// server-rendered page's first load holds zod.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});

/** The home page's initial JavaScript, gzip (docs/product/constants.md). */
const homeBudgetKb = 170;

const root = path.resolve(import.meta.dirname, '../..');
const webDir = path.join(root, 'apps/web');
const distDir = path.join(webDir, 'dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');
const homeSource = 'src/features/home/home-page.tsx';
const siteLayoutSource = 'src/app/layouts/site-layout.tsx';
// The server-rendered pages that take over without zod: their queries load their schemas with
// their first run, and the contracts they read are zod-free modules (docs/benchmarks/web.md,
// "zod off the public pages"). A new import of a schema module brings zod and its schemas back.
const zodFreePages = [
  homeSource,
  'src/features/marketplace/pages/marketplace-home-page.tsx',
  'src/features/marketplace/pages/category-page.tsx',
  'src/app/marketplace/listing-page-with-orders-and-reviews.tsx',
  'src/app/marketplace/shop-page-with-reviews.tsx',
  'src/features/marketplace/requirement/requirement-page.tsx',
  'src/features/marketplace/shops/stores-page.tsx',
];

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The newest modification time under `target` (a file or a folder), node_modules left out. */
function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function buildIsFresh(): boolean {
  if (!existsSync(manifestPath)) return false;
  const built = statSync(manifestPath).mtimeMs;
  const libs = readdirSync(path.join(root, 'libs')).map((lib) =>
    path.join(root, 'libs', lib, 'src'),
  );
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(webDir, 'index.html'),
    path.join(webDir, 'vite.config.ts'),
    path.join(root, 'machines/src'),
    path.join(root, 'package-lock.json'),
    ...libs,
  ];
  return sources.every((source) => newestMtime(source) < built);
}

if (values.build || !buildIsFresh()) {
  console.log('Building apps/web ...');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--emptyOutDir'],
    { cwd: webDir, encoding: 'utf8' },
  );
  if (build.status !== 0) {
    console.error(`vite build failed:\n${build.stdout}${build.stderr}`);
    process.exit(1);
  }
} else {
  console.log('Reusing apps/web/dist (newer than every source).');
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically: what loads before its code can run. */
function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
}

/** The files of a set of chunks (JavaScript and the CSS they bring). */
function filesOf(keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipBytes(f), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const keyOfSource = (source: string) =>
  Object.keys(manifest).find((key) => manifest[key]?.src === source);

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
const entryFiles = filesOf(closure(entryKey));

console.log(
  `\nEntry (${manifest[entryKey]?.file}) with its static imports: ${kb(sum(entryFiles))} gzip`,
);
for (const file of [...entryFiles].sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
  console.log(`  ${kb(gzipBytes(file)).padStart(9)}  ${file}`);
}

// Every lazily loaded route module: its own chunk and what it adds beyond the entry.
const routes = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.startsWith('src/'))
  .map(([key, chunk]) => {
    const own = gzipBytes(chunk.file);
    const added = [...filesOf(closure(key))].filter((file) => !entryFiles.has(file));
    return { src: chunk.src ?? key, own, added: sum(added) };
  })
  .sort((a, b) => a.src.localeCompare(b.src));

const width = Math.max(...routes.map((route) => route.src.length));
console.log(`\nLazy chunks (gzip): own size, and all it adds beyond the entry`);
console.log(`  ${'module'.padEnd(width)}  ${'own'.padStart(9)}  ${'adds'.padStart(9)}`);
for (const route of routes) {
  console.log(
    `  ${route.src.padEnd(width)}  ${kb(route.own).padStart(9)}  ${kb(route.added).padStart(9)}`,
  );
}

const homeKey = keyOfSource(homeSource);
const layoutKey = keyOfSource(siteLayoutSource);
if (!homeKey || !layoutKey) {
  throw new Error(`The manifest has no chunk for ${homeKey ? siteLayoutSource : homeSource}.`);
}
const homeFiles = new Set([
  ...entryFiles,
  ...filesOf(closure(layoutKey)),
  ...filesOf(closure(homeKey)),
]);
const homeBytes = sum(homeFiles);
const layoutAdds = [...filesOf(closure(layoutKey))].filter((f) => !entryFiles.has(f));
const homeAdds = [...filesOf(closure(homeKey))].filter(
  (f) => !entryFiles.has(f) && !layoutAdds.includes(f),
);

console.log(`\nHome page (/), initial JavaScript, gzip:`);
console.log(`  entry + static imports   ${kb(sum(entryFiles)).padStart(9)}`);
console.log(
  `  site layout adds         ${kb(sum(layoutAdds)).padStart(9)}  (${layoutAdds.join(', ')})`,
);
console.log(
  `  home page adds           ${kb(sum(homeAdds)).padStart(9)}  (${homeAdds.join(', ')})`,
);
console.log(`  total                    ${kb(homeBytes).padStart(9)}  in ${homeFiles.size} files`);
const over = homeBytes / 1024 > homeBudgetKb;
console.log(
  `  budget                   ${`${homeBudgetKb}.0 kB`.padStart(9)}  ${over ? 'OVER BUDGET' : 'within budget'}`,
);

// zod's core names its classes ("$ZodObject"), which no minifier renames.
const holdsZod = (file: string) =>
  readFileSync(path.join(distDir, file), 'utf8').includes('$ZodObject');
console.log(`\nServer-rendered pages whose first load must not hold zod:`);
let zodFound = false;
for (const source of zodFreePages) {
  const key = keyOfSource(source);
  if (!key) throw new Error(`The manifest has no chunk for ${source}.`);
  const files = [
    ...filesOf(new Set([...closure(entryKey), ...closure(layoutKey), ...closure(key)])),
  ];
  const withZod = files.filter((file) => file.endsWith('.js') && holdsZod(file));
  zodFound ||= withZod.length > 0;
  console.log(
    `  ${source.padEnd(width)}  ${String(files.length).padStart(4)} files  ${withZod.length > 0 ? `ZOD in ${withZod.join(', ')}` : 'no zod'}`,
  );
}
if (values.check && (over || zodFound)) process.exit(1);

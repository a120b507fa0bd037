import { readFileSync } from 'node:fs';

/**
 * The word vectors the meaning part is built on (docs/decisions/0034-matching-engine.md): GloVe's
 * 100-dimension vectors for the words a marketplace uses, stored once as int8 with a scale per
 * word, so the file is a few megabytes and loads in milliseconds. scripts/matching/
 * build-word-vectors.ts writes it from the npm package and records where it came from.
 *
 * Layout (little-endian):
 *   "MBWV" | u32 format version | u32 word count | u32 dimensions | u32 source vocabulary size
 *   f32 scale[count] | u32 rank[count] | i8 vector[count * dimensions] | utf-8 words, '\n'-joined
 * A word's rank is its place in the source's frequency order (1 = most frequent); it stands in for
 * the word's frequency when words are weighted by rarity.
 */
export const wordVectorsFormat = { magic: 'MBWV', version: 1 } as const;

export interface WordVectorsData {
  words: readonly string[];
  dimensions: number;
  /** Source vocabulary size, for the frequency estimate of a rank. */
  sourceSize: number;
  ranks: Uint32Array;
  scales: Float32Array;
  /** words.length * dimensions components; vector i times scales[i] is the original. */
  components: Int8Array;
}

export class WordVectors {
  readonly dimensions: number;
  readonly size: number;
  /** Letters in the longest known word: no longer word is one edit away from a known one. */
  readonly longestWord: number;
  readonly #index = new Map<string, number>();
  readonly #weights: Float32Array;
  readonly #data: WordVectorsData;

  constructor(data: WordVectorsData) {
    this.#data = data;
    this.dimensions = data.dimensions;
    this.size = data.words.length;
    data.words.forEach((word, i) => this.#index.set(word, i));
    this.longestWord = data.words.reduce((longest, word) => Math.max(longest, word.length), 0);
    this.#weights = rarityWeights(data.ranks, data.sourceSize);
  }

  has(word: string): boolean {
    return this.#index.has(word);
  }

  /**
   * Adds the word's vector times `weight` times its rarity weight into `sum`; false when the word
   * is unknown.
   */
  addTo(sum: Float32Array, word: string, weight: number): boolean {
    const i = this.#index.get(word);
    if (i === undefined) return false;
    const factor = weight * this.#weights[i]! * this.#data.scales[i]!;
    const offset = i * this.dimensions;
    const components = this.#data.components;
    for (let d = 0; d < this.dimensions; d++) sum[d]! += components[offset + d]! * factor;
    return true;
  }

  /** The word's unit vector, or undefined when unknown. */
  unitVector(word: string): Float32Array | undefined {
    const v = new Float32Array(this.dimensions);
    if (!this.addTo(v, word, 1)) return undefined;
    let norm = 0;
    for (const c of v) norm += c * c;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < v.length; d++) v[d]! /= norm;
    return v;
  }

  /** The rarity weight of a known word (0 for an unknown one). */
  weightOf(word: string): number {
    const i = this.#index.get(word);
    return i === undefined ? 0 : this.#weights[i]!;
  }

  static decode(bytes: Uint8Array): WordVectors {
    return new WordVectors(decodeWordVectors(bytes));
  }

  static load(path: string | URL = defaultVectorsFile): WordVectors {
    return WordVectors.decode(readFileSync(path));
  }
}

/** The committed vector file, beside src/ and dist/ alike. */
export const defaultVectorsFile = new URL('../data/word-vectors.bin', import.meta.url);

let shared: WordVectors | undefined;
/** One loaded copy per process: the BFF and the worker both vectorise posts. */
export function sharedWordVectors(): WordVectors {
  shared ??= WordVectors.load();
  return shared;
}

/**
 * Smooth inverse frequency (Arora et al., 2017): weight a / (a + p(w)), so "the" and "with"
 * barely move a text's vector and "basmati" moves it a lot. GloVe's package gives ranks, not
 * counts; Zipf's law turns a rank r into p(w) = 1 / (r * H), H the harmonic number of the
 * vocabulary.
 */
export function rarityWeights(ranks: Uint32Array, sourceSize: number, a = 1e-3): Float32Array {
  const harmonic = Math.log(sourceSize) + 0.5772156649;
  const weights = new Float32Array(ranks.length);
  ranks.forEach((rank, i) => {
    const p = 1 / (Math.max(rank, 1) * harmonic);
    weights[i] = a / (a + p);
  });
  return weights;
}

const headerBytes = 20;

export function encodeWordVectors(data: WordVectorsData): Uint8Array {
  const count = data.words.length;
  const words = new TextEncoder().encode(data.words.join('\n'));
  const out = new Uint8Array(headerBytes + count * 8 + count * data.dimensions + words.length);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(wordVectorsFormat.magic), 0);
  view.setUint32(4, wordVectorsFormat.version, true);
  view.setUint32(8, count, true);
  view.setUint32(12, data.dimensions, true);
  view.setUint32(16, data.sourceSize, true);
  let at = headerBytes;
  for (let i = 0; i < count; i++, at += 4) view.setFloat32(at, data.scales[i]!, true);
  for (let i = 0; i < count; i++, at += 4) view.setUint32(at, data.ranks[i]!, true);
  out.set(
    new Uint8Array(data.components.buffer, data.components.byteOffset, count * data.dimensions),
    at,
  );
  out.set(words, at + count * data.dimensions);
  return out;
}

export function decodeWordVectors(bytes: Uint8Array): WordVectorsData {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = new TextDecoder().decode(bytes.subarray(0, 4));
  const version = view.getUint32(4, true);
  if (magic !== wordVectorsFormat.magic || version !== wordVectorsFormat.version) {
    throw new Error(`not a word vector file of format ${wordVectorsFormat.version}`);
  }
  const count = view.getUint32(8, true);
  const dimensions = view.getUint32(12, true);
  const sourceSize = view.getUint32(16, true);
  let at = headerBytes;
  const scales = new Float32Array(count);
  for (let i = 0; i < count; i++, at += 4) scales[i] = view.getFloat32(at, true);
  const ranks = new Uint32Array(count);
  for (let i = 0; i < count; i++, at += 4) ranks[i] = view.getUint32(at, true);
  const components = new Int8Array(count * dimensions);
  components.set(new Int8Array(bytes.buffer, bytes.byteOffset + at, count * dimensions));
  at += count * dimensions;
  const words = new TextDecoder().decode(bytes.subarray(at)).split('\n');
  if (words.length !== count) throw new Error('word vector file is truncated');
  return { words, dimensions, sourceSize, ranks, scales, components };
}

/** A vector quantised to int8 with its own scale: what the build script stores per word. */
export function quantise(vector: readonly number[]): { scale: number; components: Int8Array } {
  const max = vector.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const scale = max / 127;
  return { scale, components: Int8Array.from(vector, (v) => Math.round(v / scale)) };
}

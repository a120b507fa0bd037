import { glossary } from './glossary.ts';
import type { WordVectors } from './word-vectors.ts';

/**
 * A post's meaning as one unit vector: the rarity-weighted average of its words' vectors (SIF),
 * the title (with its tags and category) and the description averaged apart and then blended, so
 * a long description cannot drown the title. Stored with the post as `vectorDimensions` signed
 * bytes (`encodeVector`); two posts' meaning is the cosine of their vectors.
 */
export interface PostText {
  title: string;
  description?: string | null;
  tags?: readonly string[];
  /** The category's display name ("Basmati"), which says what the post is about in plain words. */
  categoryLabel?: string | null;
}

export const vectorDimensions = 100;
const titleShare = 0.65;
/** A pasted catalogue adds little meaning after its first lines. */
const maxDescriptionWords = 120;

/** Lower case, accents folded, letters and digits apart ("25kg" is "25" and "kg"), no bare numbers. */
export function meaningWords(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words: string[] = [];
  for (const token of folded.match(/[\p{L}\p{N}]+/gu) ?? []) {
    for (const part of token.match(/\p{L}+|\p{N}+/gu) ?? []) {
      if (/\p{L}/u.test(part)) words.push(part);
    }
  }
  return words;
}

/**
 * The known-word lookups one text may spend on typo repairs. A repair of an n-letter word tries
 * 54n + 25 edits, so without a budget a pasted list of made-up words costs tens of milliseconds
 * of the request that saves it (and a bulk import that much a row). 10,000 is about 3 ms: twenty
 * repairs of everyday words, a handful of the longest.
 */
export const repairBudget = 10_000;

/** The single edits `nearestKnown` tries for a word of `letters` letters. */
export const repairCost = (letters: number): number => 54 * letters + 25;

/**
 * The words a text's word stands for: itself when known, else its gloss, else the most frequent
 * known word one edit away ("iphnoe" is "iphone", "tomatos" "tomatoes"), else nothing.
 */
export function resolveWord(vectors: WordVectors, word: string): string[] {
  return knownReading(vectors, word) ?? (repairable(vectors, word) ? repaired(vectors, word) : []);
}

/**
 * A reader of one text's words: each distinct word resolved once, and typos repaired while the
 * text's `repairBudget` lasts (the first words first: the title is read before the description).
 */
export function wordReader(vectors: WordVectors): (word: string) => readonly string[] {
  const read = new Map<string, readonly string[]>();
  let budget = repairBudget;
  return (word) => {
    let known = read.get(word) ?? knownReading(vectors, word);
    if (!known) {
      const cost = repairCost(word.length);
      const affordable = repairable(vectors, word) && cost <= budget;
      if (affordable) budget -= cost;
      known = affordable ? repaired(vectors, word) : [];
    }
    read.set(word, known);
    return known;
  };
}

/** The word itself or its gloss; undefined when neither is known. */
function knownReading(vectors: WordVectors, word: string): string[] | undefined {
  if (vectors.has(word)) return [word];
  // Own keys only: "constructor" or "__proto__" is not a gloss.
  if (!Object.hasOwn(glossary, word)) return undefined;
  return glossary[word]!.split(' ').filter((w) => vectors.has(w));
}

/**
 * Whether a typo repair could find the word: short words have too many neighbours to guess
 * from, and a word two letters longer than the longest known one is no single edit from any.
 */
function repairable(vectors: WordVectors, word: string): boolean {
  return word.length >= 4 && word.length <= vectors.longestWord + 1;
}

function repaired(vectors: WordVectors, word: string): string[] {
  const fix = nearestKnown(vectors, word);
  return fix ? [fix] : [];
}

const letters = 'abcdefghijklmnopqrstuvwxyz';

/** Norvig's single edits (delete, swap, replace, insert), kept when known; the commonest wins. */
function nearestKnown(vectors: WordVectors, word: string): string | undefined {
  let best: string | undefined;
  let bestWeight = Infinity;
  const consider = (candidate: string) => {
    if (!vectors.has(candidate)) return;
    // A lower rarity weight is a more frequent word: the likelier thing a person meant.
    const weight = vectors.weightOf(candidate);
    if (weight < bestWeight) [best, bestWeight] = [candidate, weight];
  };
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) consider(head + tail.slice(1));
    if (tail.length > 1) consider(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of letters) {
      if (tail) consider(head + c + tail.slice(1));
      consider(head + c + tail);
    }
  }
  return best;
}

/** The SIF sum of some words into `sum`; the number of words that counted. */
function addWords(
  vectors: WordVectors,
  read: (word: string) => readonly string[],
  sum: Float32Array,
  words: readonly string[],
): number {
  let counted = 0;
  for (const word of words) {
    for (const known of read(word)) {
      if (vectors.addTo(sum, known, 1)) counted++;
    }
  }
  return counted;
}

function normalise(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let d = 0; d < vector.length; d++) vector[d]! /= norm;
  return vector;
}

/** The post's unit meaning vector; all zeros when none of its words is known. */
export function textVector(vectors: WordVectors, post: PostText): Float32Array {
  const read = wordReader(vectors);
  const head = new Float32Array(vectors.dimensions);
  addWords(vectors, read, head, [
    ...meaningWords(post.title),
    ...meaningWords(post.title),
    ...(post.tags ?? []).flatMap(meaningWords),
    ...meaningWords(post.categoryLabel ?? ''),
  ]);
  const body = new Float32Array(vectors.dimensions);
  addWords(vectors, read, body, meaningWords(post.description ?? '').slice(0, maxDescriptionWords));
  normalise(head);
  normalise(body);
  const blended = new Float32Array(vectors.dimensions);
  const bodyShare = body.some((v) => v !== 0) ? 1 - titleShare : 0;
  for (let d = 0; d < blended.length; d++) {
    blended[d] = titleShare * head[d]! + bodyShare * body[d]!;
  }
  return normalise(blended);
}

/** A unit vector as signed bytes (components times 127): 100 bytes a post. */
export function encodeVector(vector: Float32Array): Uint8Array {
  const bytes = new Int8Array(vector.length);
  for (let d = 0; d < vector.length; d++) {
    bytes[d] = Math.max(-127, Math.min(127, Math.round(vector[d]! * 127)));
  }
  return new Uint8Array(bytes.buffer);
}

/** The stored bytes back as the int8 components the index and the cosine read. */
export function decodeVector(bytes: Uint8Array): Int8Array {
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Cosine of two stored vectors (both unit length before quantising): -1..1. */
export function cosine(a: Int8Array, b: Int8Array): number {
  let dot = 0;
  const n = Math.min(a.length, b.length);
  for (let d = 0; d < n; d++) dot += a[d]! * b[d]!;
  return dot / (127 * 127);
}

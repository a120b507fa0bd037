import { findCategory } from '@matchbazaar/taxonomy';
import { encodeVector, textVector } from './text-vector.ts';
import { sharedWordVectors } from './word-vectors.ts';

/**
 * A saved post's meaning vector, stored with it on every save (docs/decisions/0034-matching-engine.md):
 * the matching engine compares these, so a post is never matched on a stale text. About 0.03 ms
 * for a usual post, at most a few ms for the worst (the engine's typo repairs are budgeted).
 */
/** The fields of a listing or requirement that its meaning is made of. */
export interface SavedPostText {
  title: string;
  description: string;
  tags: readonly string[];
  category: string;
}

/** Meanings worked out before the save, by post: the save's hooks take them while the text is the same. */
const prepared = new WeakMap<SavedPostText, { text: string; meaning: Buffer }>();

const textOf = (post: SavedPostText) =>
  JSON.stringify([post.title, post.description, post.tags, post.category]);

export function meaningOf(post: SavedPostText): Buffer {
  const ready = prepared.get(post);
  if (ready && ready.text === textOf(post)) return ready.meaning;
  const vector = textVector(sharedWordVectors(), {
    title: post.title,
    description: post.description,
    tags: post.tags,
    categoryLabel: findCategory(post.category)?.label ?? null,
  });
  return Buffer.from(encodeVector(vector));
}

/**
 * Works out a post's meaning ahead of its save, so that a save of many posts (a bulk import) can
 * do this part a few posts at a time between other requests; the flush, one synchronous pass,
 * then only takes it.
 */
export function prepareMeaning(post: SavedPostText): void {
  prepared.set(post, { text: textOf(post), meaning: meaningOf(post) });
}

import { findCategory } from '@matchbazaar/taxonomy';
import { encodeVector, sharedWordVectors, textVector } from '@matchbazaar/matching';

/**
 * A post's meaning vector, stored with it on every save (docs/decisions/0034-matching-engine.md):
 * the matching engine compares these, so a post is never matched on a stale text. About 0.03 ms.
 */
export interface PostText {
  title: string;
  description: string;
  tags: readonly string[];
  category: string;
}

export function meaningOf(post: PostText): Buffer {
  const vector = textVector(sharedWordVectors(), {
    title: post.title,
    description: post.description,
    tags: post.tags,
    categoryLabel: findCategory(post.category)?.label ?? null,
  });
  return Buffer.from(encodeVector(vector));
}

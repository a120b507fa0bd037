import { describe, expect, it } from '@jest/globals';
import { meaningWordsOf } from './explain.ts';
import { MAX_WORD_LETTERS, searchWords, synonymMap, toTsQuery } from './search-text.ts';
import { synonymSets } from './synonyms.ts';
import { textVector } from './text-vector.ts';
import { cpuMs, hostileTexts } from './testing/hostile-text.ts';
import { sharedWordVectors } from './word-vectors.ts';

/**
 * Every text a person sends that reaches the engine's text code (a post's title, description,
 * tags, the words of a search) stays cheap however it is made: the BFF runs this code inside the
 * request, so a slow text blocks every other request of the process.
 */
const vectors = sharedWordVectors();
const synonyms = synonymMap(synonymSets);
const wanted = textVector(vectors, { title: 'basmati rice 25 kg bags' });

const uses: Record<string, (text: string) => unknown> = {
  'a post title': (title) => textVector(vectors, { title }),
  'a post description': (description) => textVector(vectors, { title: 'Rice', description }),
  'a post tag': (tag) => textVector(vectors, { title: 'Rice', tags: [tag, tag] }),
  "a listing title's reason words": (title) => meaningWordsOf(vectors, wanted, title, title),
  'a search': (q) => toTsQuery(q, synonyms),
  'a match query': (text) => toTsQuery(text, synonyms, { anyWord: true }),
};

const cases = Object.entries(uses).flatMap(([use, run]) =>
  Object.keys(hostileTexts).map((text) => ({ label: `${use}: ${text}`, run, text })),
);

describe('hostile text costs the engine little', () => {
  it.each(cases)('$label', ({ run, text }) => {
    // The best of three: a garbage collection can land in one run; slow code is slow every time.
    let elapsedMs = Infinity;
    for (let attempt = 0; attempt < 3 && elapsedMs >= 250; attempt++) {
      const started = cpuMs();
      run(hostileTexts[text]!);
      elapsedMs = Math.min(elapsedMs, cpuMs() - started);
    }
    // Generous: each takes milliseconds to tens of them (70 ms on a loaded full run), growing with
    // the text's length; the 4,990-letter word took 2.5 s, growing with its square.
    expect(elapsedMs).toBeLessThan(250);
  });

  it('searches bounded words: no word longer than PostgreSQL can compare', () => {
    for (const text of Object.values(hostileTexts)) {
      const words = searchWords(text);
      expect(words.length).toBeLessThanOrEqual(8);
      for (const word of words) expect([...word].length).toBeLessThanOrEqual(MAX_WORD_LETTERS);
    }
  });
});

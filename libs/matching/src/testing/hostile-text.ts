/**
 * Texts that make careless text code slow: one word far longer than any known word (its typo
 * repair used to cost 54 x L candidates of L letters), many made-up words just short enough to be
 * repaired, one typo many times, and characters that grow when folded. Each fits in a post's
 * description as the posting schema takes it (5,000 characters) or is far longer.
 */
const letters = 'abcdefghijklmnopqrstuvwxyz';

/**
 * `count` different made-up words of `length` letters (none of them a word anyone knows), another
 * set for each `seed`. Shared with the fuzz tier's attack inputs and the BFF's import spec.
 */
export function madeUpWords(count: number, length: number, seed = 0): string {
  return Array.from({ length: count }, (_, i) =>
    Array.from(
      { length },
      (_, j) => letters[(seed * 31 + i * 7 + j * 11 + ((i * j) % 5)) % 26],
    ).join(''),
  ).join(' ');
}

export const hostileTexts: Readonly<Record<string, string>> = {
  '4,990-letter word': 'q'.repeat(4_990),
  '100 kB word': 'x'.repeat(100_000),
  '120 made-up words of 23 letters': madeUpWords(120, 23),
  '2,000 made-up words of 12 letters': madeUpWords(2_000, 12),
  'one typo 2,000 times': 'iphnoe '.repeat(2_000),
  'a letter and a space, 50,000 times': 'a '.repeat(50_000),
  'letters and digits by turns': 'a1'.repeat(50_000),
  '100,000 combining marks': `e${'\u0301'.repeat(100_000)}`,
  // NFKD folds each into four letters ("アパート") and U+FDFA into eighteen.
  'folds into a longer word': '\u3300'.repeat(5_000),
  'folds into many words': '\ufdfa'.repeat(5_000),
};

/**
 * The CPU time this thread spent, in ms: unlike the wall clock it does not grow while other
 * processes hold the machine's cores, so a loaded machine cannot fail a generous bound.
 */
export function cpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1_000;
}

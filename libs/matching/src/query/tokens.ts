/**
 * A query cut into tokens that remember where they were typed, so a reading can report its span
 * as typed and the rest of the text can be kept as typed. One pass of a regular expression whose
 * alternatives cannot overlap, so the cost is linear in the (already bounded) input.
 */

/** Longer input is cut here first: nobody types a 500-character search. */
export const MAX_QUERY_CHARS = 500;

export interface Token {
  /** As typed. */
  raw: string;
  /** Lower case, accents folded, digits in ASCII. */
  norm: string;
  start: number;
  end: number;
  type: 'word' | 'number' | 'symbol';
  /** A number token's value (commas dropped); Infinity when too long to be a price. */
  value: number;
  /** Whether anything (a space, punctuation) separates it from the token before. */
  spaced: boolean;
}

const tokenPattern = /(\p{Nd}+(?:[.,]\p{Nd}+)*)|([\p{L}\p{M}]+)|([₹$<>/\-\u2013~@])/gu;

/** The zero of each run of decimal digits people in India and the US may type (ASCII after NFKD). */
const digitZeros = [
  0x30, 0x660, 0x6f0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66,
];

function asciiDigits(text: string): string | null {
  let out = '';
  for (const char of text.normalize('NFKD')) {
    const code = char.codePointAt(0) ?? 0;
    if (char === ',' || char === '.') {
      out += char;
      continue;
    }
    const zero = digitZeros.find((z) => code >= z && code <= z + 9);
    if (zero === undefined) return null;
    out += String(code - zero);
  }
  return out;
}

/** Lower case with accents folded, as searchWords() reads words. */
export function foldWord(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** More digits than this cannot be a price under the cap (1e12) and lose precision anyway. */
const MAX_DIGITS = 15;

function numberValue(digits: string): number {
  const dots = digits.split('.').length - 1;
  // Commas always group thousands (1,50,000 or 150,000); several dots group them as well.
  const plain = digits.replace(/,/g, '').replace(dots > 1 ? /\./g : /$^/, '');
  const [whole = '', fraction = ''] = plain.split('.');
  if (whole.length > MAX_DIGITS || fraction.length > 4) return Infinity;
  return Number(plain);
}

export function tokenize(input: string): { text: string; tokens: Token[] } {
  const text = input.slice(0, MAX_QUERY_CHARS);
  const tokens: Token[] = [];
  let lastEnd = -1;
  for (const match of text.matchAll(tokenPattern)) {
    const raw = match[0];
    const start = match.index;
    const spaced = start !== lastEnd;
    lastEnd = start + raw.length;
    const base = { raw, start, end: lastEnd, spaced };
    if (match[1] !== undefined) {
      const digits = asciiDigits(raw);
      if (digits !== null) {
        tokens.push({ ...base, norm: digits, type: 'number', value: numberValue(digits) });
        continue;
      }
      tokens.push({ ...base, norm: foldWord(raw), type: 'word', value: NaN });
    } else if (match[2] !== undefined) {
      tokens.push({ ...base, norm: foldWord(raw), type: 'word', value: NaN });
    } else {
      const norm = raw === '\u2013' ? '-' : raw;
      tokens.push({ ...base, norm, type: 'symbol', value: NaN });
    }
  }
  return { text, tokens };
}

/** Lower-case folded words of a text (letters and digits), without searchWords()'s 8-word cap. */
export function foldedWords(text: string, max = 32): string[] {
  const words: string[] = [];
  for (const token of tokenize(text).tokens) {
    if (token.type === 'symbol') continue;
    words.push(token.norm);
    if (words.length >= max) break;
  }
  return words;
}

import type { ModerationFlag } from '@matchbazaar/contracts';

/**
 * The automatic checks every post goes through when it is submitted (docs/product/marketplace.md,
 * moderation). Pure: text in, findings out.
 */

/** The banned terms found in the text as whole words or phrases (any case). */
export function bannedTermsIn(text: string, terms: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return terms.filter((term) => {
    const needle = term.toLowerCase();
    // Whole words only: "method" does not contain the term "meth".
    for (let from = 0; ;) {
      const index = lower.indexOf(needle, from);
      if (index < 0) return false;
      const before = lower[index - 1];
      const after = lower[index + needle.length];
      if (!isWordChar(before) && !isWordChar(after)) return true;
      // No later start inside this word is a word's start: go on from its end, so a long word
      // is read once per term, not once per letter ("aaaa…" against the term "aa").
      nonWordChar.lastIndex = index + 1;
      const end = nonWordChar.exec(lower);
      if (!end) return false;
      // At least one on: inside a surrogate pair the search may start from the pair's first half.
      from = Math.max(end.index, index + 1);
    }
  });
}

const nonWordChar = /[^\p{L}\p{N}]/gu;

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

// Bounded patterns (no nested quantifiers), safe on 5,000 characters of hostile text.
const emailPattern = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}/;
const urlPattern = /\b(?:https?:\/\/|www\.)\S{2,200}|\b(?:wa\.me|t\.me|whatsapp|telegram)\b/i;
/** Ten or more digits once spaces, dots, dashes and brackets between them are dropped. */
const phonePattern = /(?:\+?\d[\s().-]{0,2}){10,15}/;

/** Whether the text holds an email address, a phone number or a messaging link. */
export function hasContactDetails(text: string): boolean {
  return emailPattern.test(text) || urlPattern.test(text) || phonePattern.test(text);
}

/** Everything the checks found in a post's texts. */
export function checkPost(
  texts: readonly string[],
  bannedTerms: readonly string[],
): { banned: string[]; flags: ModerationFlag[] } {
  const all = texts.join('\n');
  const banned = bannedTermsIn(all, bannedTerms);
  const flags: ModerationFlag[] = [];
  if (banned.length > 0) flags.push('banned_terms');
  if (hasContactDetails(all)) flags.push('contact_details');
  return { banned, flags };
}

// Words an id spells in lower case that read as initialisms (`pg-accommodation` -> 'PG Accommodation').
const initialisms: Readonly<Record<string, string>> = {
  cctv: 'CCTV',
  cnc: 'CNC',
  djs: 'DJs',
  it: 'IT',
  pg: 'PG',
  pos: 'POS',
  stem: 'STEM',
  suvs: 'SUVs',
};

// Short joining words stay lower case inside a name (`businesses-for-sale` -> 'Businesses for Sale').
const minorWords = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
]);

/**
 * The title-cased form of a hyphenated id: each word capitalised, initialisms in capitals and
 * joining words in lower case except at the start. Group and subgroup labels are set by hand instead.
 */
export function titleCase(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0)
    .map((word, index) => {
      const lower = word.toLowerCase();
      const initialism = initialisms[lower];
      if (initialism) return initialism;
      if (index > 0 && minorWords.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

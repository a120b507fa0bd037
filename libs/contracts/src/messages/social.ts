/** The social links of the launch page's and the site's footers. */
export const socialMessages = {
  label: 'MatchBazaar on social media',
  x: 'MatchBazaar on X',
  facebook: 'MatchBazaar on Facebook',
  instagram: 'MatchBazaar on Instagram',
  linkedin: 'MatchBazaar on LinkedIn',
  /** Read after the name of a link that opens a new tab. */
  opensInNewTab: '(opens in a new tab)',
} as const;

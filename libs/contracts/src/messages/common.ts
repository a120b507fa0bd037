export const commonMessages = {
  loadingPage: 'Loading page',
  /** Every footer's last line (the launch page's and the site's). */
  copyright: (year: number) => `© ${year} MatchBazaar. All rights reserved.`,
} as const;

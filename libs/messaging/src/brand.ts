/** The product as messages name and colour it (the web theme's primary and accent colours). */
export const brand = {
  name: 'MatchBazaar',
  tagline: 'The AI-matched marketplace for buyers and sellers',
  primary: '#1f3fb8',
  accent: '#c2410c',
  text: '#161a2e',
  mutedText: '#4a5070',
  background: '#f7f8fc',
} as const;

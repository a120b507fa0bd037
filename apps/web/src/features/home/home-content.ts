/**
 * The home page's copy (its sections: docs/product/site.md). Short texts that tests and other parts
 * share are in `homeMessages` of libs/contracts; this file holds the page's longer marketing copy,
 * which only this page shows: here the first view's (the hero), the rest in below-fold-content.ts,
 * which loads with the sections that show it.
 */

export const hero = {
  eyebrow: 'AI-matched · Escrow-protected · 24/7 support',
  title: 'Tell us what you need. We bring you the sellers who have it.',
  text: 'MatchBazaar is the marketplace where buyers post requirements and sellers post offers, and our AI puts the right ones together. Every payment waits safely in escrow until the deal is done, across India and the United States.',
  postRequirement: 'Post a Requirement',
  startSelling: 'Start Selling',
  browse: 'or browse the marketplace',
  highlights: [
    'Proposals from matched sellers, not cold calls',
    'Payment released only when you confirm delivery',
    'Verified buyers and sellers in 15 categories',
  ],
  illustration: {
    request: 'Needed',
    requestTitle: '200 kg basmati rice',
    requestMeta: 'Pune · Budget $480',
    offer: 'Offering',
    offerTitle: 'Aged 1121 basmati',
    offerMeta: 'Karnal · $2.30 / kg',
    match: '96% match',
    escrow: 'Escrow protected',
  },
} as const;

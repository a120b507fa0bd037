/**
 * The home page's copy (SPEC.md 2.3's sections). Short texts that tests and other parts share are
 * in `messages.home` of libs/contracts; this file holds the page's longer marketing copy, which
 * only this page shows: here the first view's (hero and carousel), the rest in
 * below-fold-content.ts, which loads with the sections that show it.
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

export const shopCarousel = {
  title: 'Shop the bazaar',
  intro:
    'Fifteen categories, from farm produce to factory floors. Pick one to see what buyers need and what sellers offer in it today.',
  previous: 'Previous categories',
  next: 'Next categories',
  listLabel: 'Category groups',
  categories: (n: number) => `${n} categories`,
  /** One line per group of SPEC.md section 3, keyed by group id. */
  taglines: {
    'agriculture-food': 'Grains, pulses, dairy, spices and farm inputs, straight from producers.',
    'real-estate': 'Homes, shops, offices and land to buy, rent or lease.',
    vehicles: 'Cars, bikes, trucks and tractors, plus the services that keep them running.',
    electronics: 'Phones, laptops, appliances and the gear that powers a business.',
    'home-lifestyle': 'Furniture, kitchenware, decor and everything a home runs on.',
    'fashion-accessories': 'Sarees, kurtas, western wear, footwear and accessories.',
    'services-jobs': 'Electricians, plumbers, tutors, event crews and open roles.',
    'sports-fitness': 'Cricket kits, gym equipment, sportswear and coaching.',
    'health-beauty': 'Skincare, personal care, wellness and Ayurvedic products.',
    'arts-entertainment': 'Instruments, art supplies, books, collectibles and performers.',
    'travel-tourism': 'Trips, pilgrimages, travel services and gear for the road.',
    'pets-family': 'Pet food and care, toys and everything for children.',
    'education-learning': 'Books, courses, tutoring and school supplies.',
    'industrial-business': 'Machinery, raw materials, packaging and business services.',
    miscellaneous: 'Gifts, digital products, community causes and new ventures.',
  } as Readonly<Record<string, string>>,
} as const;

/**
 * The copy of the home page's sections below the first view (see home-content.ts): it loads with
 * them, after the hero.
 */

export const shopCarousel = {
  title: 'Shop the bazaar',
  intro:
    'Fifteen categories, from farm produce to factory floors. Pick one to see what buyers need and what sellers offer in it today.',
  previous: 'Previous categories',
  next: 'Next categories',
  listLabel: 'Category groups',
  categories: (n: number) => `${n} categories`,
  /** One line per group of docs/product/taxonomy.md, keyed by group id. */
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

export const whatWeOffer = {
  eyebrow: 'What we offer',
  title: 'One marketplace, both sides of the deal',
  intro:
    'Whether you are sourcing a truckload of wheat or selling a single used car, MatchBazaar does the searching for you.',
  items: [
    {
      key: 'buyers',
      title: 'For buyers',
      text: 'Post a requirement once, with quantity, budget and location, and receive proposals from sellers who can actually deliver.',
      link: 'Post a requirement',
      to: '/marketplace/post-requirement',
    },
    {
      key: 'sellers',
      title: 'For sellers',
      text: 'List your products or services and get matched with buyers who are looking right now, instead of waiting to be found.',
      link: 'Start selling',
      to: '/seller/post-listing',
    },
    {
      key: 'stores',
      title: 'Local stores',
      text: 'Discover trusted shops in your own city, see what they stock and order from sellers who can deliver the same day.',
      link: 'Explore local stores',
      to: '/marketplace/stores',
    },
    {
      key: 'deals',
      title: 'Deals and offers',
      text: 'Time-limited prices from verified sellers, refreshed every day, with the same escrow protection as every order.',
      link: 'See today’s deals',
      to: '/marketplace/shop-deals',
    },
  ],
} as const;

export const howItWorks = {
  eyebrow: 'How it works',
  title: 'From request to delivery in four steps',
  steps: [
    {
      title: 'Post',
      text: 'Describe what you need or what you offer in a minute: category, quantity, price and place.',
    },
    {
      title: 'Get matched',
      text: 'Our AI reads every post and brings you the best fits, each with the reason it matched.',
    },
    {
      title: 'Agree and pay into escrow',
      text: 'Compare proposals, chat, agree on terms and pay into escrow. The seller sees the money is there; you keep control.',
    },
    {
      title: 'Receive and release',
      text: 'Confirm delivery and the payment is released. If something is wrong, our team steps in, day or night.',
    },
  ],
} as const;

export const successStories = {
  eyebrow: 'Success stories',
  title: 'Deals our pilot members closed',
  intro:
    'Before opening to everyone, we ran MatchBazaar with a pilot group of traders, farmers and small businesses. Here is what some of them told us.',
  stories: [
    {
      name: 'Meera Patil',
      role: 'Organic farmer, Nashik',
      outcome: 'Three bulk buyers in a day',
      quote:
        'I posted two tonnes of organic jowar in the evening and had three proposals from Pune wholesalers by the next afternoon. With escrow I shipped without chasing anyone for payment.',
    },
    {
      name: 'Daniel Ortiz',
      role: 'Used-car dealer, Houston',
      outcome: 'Buyers who arrive ready',
      quote:
        'Requests come with the model, the budget and the mileage they want. I spend my day closing deals instead of answering “is this still available?”',
    },
    {
      name: 'Ritu and Aman Sethi',
      role: 'Café owners, Jaipur',
      outcome: 'A weekly dairy supplier',
      quote:
        'We needed fresh paneer and milk we could rely on. MatchBazaar matched us with a verified dairy twenty kilometres away, and we have ordered from them every week since.',
    },
  ],
} as const;

export const whyChoose = {
  eyebrow: 'Why MatchBazaar',
  title: 'Why Choose MatchBazaar',
  items: [
    {
      key: 'payments',
      title: 'Secure Payments',
      text: 'Your money is held in escrow and released to the seller only when you confirm the order arrived as agreed.',
    },
    {
      key: 'verified',
      title: 'Verified Accounts',
      text: 'Sellers confirm their email, phone and business details before they trade, and badges show who has been checked.',
    },
    {
      key: 'matching',
      title: 'Intelligent Matching',
      text: 'Our AI weighs category, price, location and urgency to put the best requests and offers in front of you first.',
    },
    {
      key: 'support',
      title: '24/7 Support',
      text: 'Real people by chat, email and phone at any hour, from our teams in San Francisco and Bengaluru.',
    },
  ],
} as const;

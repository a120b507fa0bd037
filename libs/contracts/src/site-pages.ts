/**
 * The public site's content pages: every path, title and one-line summary, in one place. The web
 * app's content feature routes and renders them (the body is Markdown in that feature), the site
 * header builds its Resources and Support menus (docs/product/site.md) from `helpMenus`, the footer
 * links to `contentPages`, and the end-to-end specs visit them all.
 */

export interface SitePage {
  /** Absolute path, e.g. '/resources/guides-tutorials/getting-started'. */
  path: string;
  title: string;
  /** One sentence: the page's lead paragraph, its card text and its meta description. */
  summary: string;
}

export interface HelpPage extends SitePage {
  id: string;
}

export interface HelpSection extends SitePage {
  id: string;
  pages: readonly HelpPage[];
}

export interface HelpMenu extends SitePage {
  sections: readonly HelpSection[];
}

type PageSpec = readonly [id: string, title: string, summary: string];

function section(
  root: string,
  id: string,
  title: string,
  summary: string,
  pages: readonly PageSpec[],
): HelpSection {
  const path = `${root}/${id}`;
  return {
    id,
    path,
    title,
    summary,
    pages: pages.map(([pageId, pageTitle, pageSummary]) => ({
      id: pageId,
      path: `${path}/${pageId}`,
      title: pageTitle,
      summary: pageSummary,
    })),
  };
}

/** docs/product/site.md: the Resources menu, its five sections and their pages. */
export const resourcesMenu: HelpMenu = {
  path: '/resources',
  title: 'Resources',
  summary:
    'Guides, documentation, best practices, case studies and ready-made tools for buying and selling on MatchBazaar.',
  sections: [
    section(
      '/resources',
      'guides-tutorials',
      'Guides & Tutorials',
      'Step-by-step help, from your first post to advanced matching.',
      [
        [
          'getting-started',
          'Getting Started',
          'Create your account, post your first requirement or listing and receive your first match.',
        ],
        [
          'advanced-techniques',
          'Advanced Techniques',
          'Get better matches, negotiate well and run repeat orders once you know the basics.',
        ],
        [
          'video-tutorials',
          'Video Tutorials',
          'Short walkthroughs of the main tasks, each with a written version you can follow today.',
        ],
      ],
    ),
    section(
      '/resources',
      'documentation',
      'Documentation',
      'Reference material for the platform, its API and how it works.',
      [
        [
          'api-reference',
          'API Reference',
          'The MatchBazaar REST API: authentication, conventions, errors and the main endpoints.',
        ],
        [
          'user-manual',
          'User Manual',
          'Every part of MatchBazaar explained: accounts, posting, matching, escrow and your dashboard.',
        ],
        [
          'technical-specs',
          'Technical Specifications',
          'Supported browsers, limits, security measures and how the platform is built.',
        ],
      ],
    ),
    section(
      '/resources',
      'best-practices',
      'Best Practices',
      'What experienced buyers and sellers do to trade safely and successfully.',
      [
        [
          'safety-guidelines',
          'Safety Guidelines',
          'Keep your money and your details safe: escrow, verified accounts and the warning signs of fraud.',
        ],
        [
          'optimization-tips',
          'Optimization Tips',
          'Write requirements and listings that the matching engine and people both understand.',
        ],
        [
          'industry-standards',
          'Industry Standards',
          'The quality, trade and compliance standards our categories follow in India and the US.',
        ],
      ],
    ),
    section(
      '/resources',
      'case-studies',
      'Case Studies',
      'How buyers and sellers in our pilot programme use MatchBazaar.',
      [
        [
          'success-stories',
          'Success Stories',
          'Traders, farmers and service providers who found the right partner through MatchBazaar.',
        ],
        [
          'implementation-examples',
          'Implementation Examples',
          'How businesses fit MatchBazaar into their buying and selling routines.',
        ],
        [
          'customer-testimonials',
          'Customer Testimonials',
          'In their own words: members of our pilot programme on what changed for them.',
        ],
      ],
    ),
    section(
      '/resources',
      'templates-tools',
      'Templates & Tools',
      'Copy-ready templates, worked calculations and checklists for everyday trading.',
      [
        [
          'downloadable-templates',
          'Downloadable Templates',
          'Requirement, listing and quotation templates you can copy and adapt.',
        ],
        [
          'calculators',
          'Calculators',
          'Work out landed cost, margin and the best of several quotes with simple formulas.',
        ],
        [
          'checklists',
          'Checklists',
          'Before you post, before you pay and before you ship: the checks that prevent problems.',
        ],
      ],
    ),
  ],
};

/**
 * docs/product/site.md: the Support menu, its five sections and their pages. The tickets pages
 * belong to the support-tickets feature; the rest are content pages.
 */
export const supportMenu: HelpMenu = {
  path: '/support',
  title: 'Support Center',
  summary:
    'Answers, help articles and people: everything you need to get unstuck on MatchBazaar, 24/7.',
  sections: [
    section('/support', 'faq', 'FAQ', 'Quick answers to the questions we hear most.', [
      [
        'account-billing',
        'Account & Billing',
        'Sign-up, verification, payments, escrow, refunds and invoices.',
      ],
      [
        'product-usage',
        'Product Usage',
        'Posting, matching, proposals, orders and messages explained briefly.',
      ],
      [
        'technical-issues',
        'Technical Issues',
        'Sign-in problems, missing emails, browsers and notifications.',
      ],
    ]),
    section(
      '/support',
      'help-center',
      'Help Center',
      'Articles that walk you through tasks and fixes.',
      [
        [
          'getting-started',
          'Getting Started',
          'Set up your account and complete your first trade with confidence.',
        ],
        [
          'troubleshooting',
          'Troubleshooting',
          'Fixes for the problems members run into most often.',
        ],
        ['tutorials', 'Tutorials', 'Task-by-task instructions for buyers and sellers.'],
      ],
    ),
    section('/support', 'contact', 'Contact Support', 'Reach a person by chat, email or phone.', [
      ['chat', 'Live Chat', 'Chat with our support team any time of day or night.'],
      ['email', 'Email Support', 'Write to us and get a reply within one business day.'],
      ['phone', 'Phone Support', 'Call our support team during business hours.'],
    ]),
    section(
      '/support',
      'tickets',
      'Support Tickets',
      'Open a ticket and follow it until it is resolved.',
      [
        ['submit', 'Submit a Ticket', 'Describe your problem and we will get back to you.'],
        ['status', 'Ticket Status', 'See where your open tickets stand.'],
        ['history', 'Ticket History', 'Every ticket you have opened, newest first.'],
      ],
    ),
    section(
      '/support',
      'knowledge-base',
      'Knowledge Base',
      'In-depth articles about the product, security and what is new.',
      [
        ['product-guides', 'Product Guides', 'How each part of MatchBazaar works, in depth.'],
        ['security', 'Security', 'How we protect your account, payments and data.'],
        ['updates', 'Product Updates', 'What we have shipped and what is coming next.'],
      ],
    ),
  ],
};

export const helpMenus = [resourcesMenu, supportMenu] as const;

/**
 * The site's other content pages: the footer's destinations and the legal pages
 * (docs/product/site.md).
 */
export const contentPages = {
  about: {
    path: '/about',
    title: 'About MatchBazaar',
    summary:
      'We connect buyers and sellers through AI matching, escrow-protected payments and support that never sleeps.',
  },
  team: {
    path: '/team',
    title: 'Our Team',
    summary: 'The people in San Francisco and Bengaluru who build and run MatchBazaar.',
  },
  careers: {
    path: '/careers',
    title: 'Careers',
    summary: 'Help us build a fairer way to buy and sell. Here is how we work and how we hire.',
  },
  blog: {
    path: '/blog',
    title: 'Blog',
    summary: 'News, ideas and lessons from building the MatchBazaar marketplace.',
  },
  guides: {
    path: '/guides',
    title: 'Guides',
    summary: 'Practical guides for buyers and sellers, from the first post to the final payment.',
  },
  faq: {
    path: '/faq',
    title: 'Frequently Asked Questions',
    summary: 'Short answers about MatchBazaar, matching, escrow, fees and safety.',
  },
  cookies: {
    path: '/cookies',
    title: 'Cookie Policy',
    summary: 'Which cookies and browser storage MatchBazaar uses, why, and how to control them.',
  },
  trustAndSafety: {
    path: '/about/trust-and-safety',
    title: 'Trust & Safety',
    summary:
      'How we verify members, protect payments and act on reports to keep the marketplace safe.',
  },
  helpCookies: {
    path: '/help/cookies',
    title: 'Managing Cookies',
    summary: 'How to see, block and delete MatchBazaar cookies in your browser.',
  },
  helpDataRequests: {
    path: '/help/data-requests',
    title: 'Data Requests',
    summary: 'How to get a copy of your data, correct it or have it deleted.',
  },
  helpSecurity: {
    path: '/help/security',
    title: 'Account Security',
    summary: 'Keep your MatchBazaar account safe and know what to do if something looks wrong.',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy',
    summary: 'What personal data MatchBazaar collects, why, how long we keep it and your rights.',
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service',
    summary: 'The agreement between you and MatchBazaar when you use the marketplace.',
  },
} as const satisfies Record<string, SitePage>;

/** The content pages' own labels (their layout, not their Markdown). */
export const contentPageText = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  onThisPage: 'On this page',
  lastUpdated: 'Last updated:',
  inThisSection: 'In this section',
  latestPosts: 'Latest posts',
  related: 'Related pages',
  postedBy: (author: string) => `By ${author}`,
} as const;

/**
 * Company facts shown on the about, legal and support pages (docs/product/overview.md); the contact
 * page's copy in `messages.contact` shows the same address, phone and email.
 */
export const company = {
  name: 'MatchBazaar',
  founded: 2023,
  supportEmail: 'support@matchbazaar.example',
  privacyEmail: 'privacy@matchbazaar.example',
  legalEmail: 'legal@matchbazaar.example',
  securityEmail: 'security@matchbazaar.example',
  careersEmail: 'careers@matchbazaar.example',
  supportPhone: '+1 (415) 555-0142',
  supportAddress: 'MatchBazaar Inc., 535 Mission Street, 14th Floor, San Francisco, CA 94105, USA',
  businessHours: 'Mon-Fri 9:00 AM-6:00 PM, Sat 10:00 AM-4:00 PM, Sun closed',
  legalEntities: {
    us: 'MatchBazaar Inc. (a Delaware corporation), 535 Mission Street, 14th Floor, San Francisco, CA 94105, USA',
    india:
      'MatchBazaar Technologies Private Limited, 4th Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034, India',
  },
  /**
   * docs/product/site.md and docs/product/constants.md: the date of the privacy policy and the
   * terms.
   */
  policiesUpdated: '2025-04-15',
} as const;

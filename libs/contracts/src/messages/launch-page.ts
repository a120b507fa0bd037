/**
 * The pre-launch landing page (docs/product/launch-page.md); its form's texts are under
 * `subscription`.
 */
export const launchPageMessages = {
  title: "We're Launching Soon",
  tagline: 'The AI-matched marketplace where buyers and sellers find each other',
  intro:
    'Post what you need or what you offer: MatchBazaar pairs the right buyers and sellers, holds every payment in escrow and keeps both sides informed in real time.',
  homeLabel: 'MatchBazaar',
  countdownLabel: 'Time left until launch',
  countdownUnits: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
  getEarlyAccess: 'Get early access',
  featuresTitle: 'Built for the way you trade',
  features: {
    recommendations: {
      title: 'AI-Powered Recommendations',
      text: 'Our matching engine reads every request and listing and puts the best fits in front of you, so you spend less time searching and more time closing deals.',
    },
    performance: {
      title: 'Lightning Fast Performance',
      text: 'Pages that open in a blink, search that answers as you type and updates that reach you the moment a match or message arrives.',
    },
    security: {
      title: 'Secure Transactions',
      text: 'Escrow-protected payments, verified accounts and encrypted data keep your money and your details safe from first message to delivery.',
    },
    innovation: {
      title: "Crafting Tomorrow's Innovation",
      text: 'We are rethinking how people buy and sell: instead of endless scrolling, you describe what you need and the right offers come to you.',
    },
    engineering: {
      title: 'Engineering Excellence',
      text: 'A platform built to stay fast and reliable on launch day and every day after, tested end to end and backed by 24/7 support.',
    },
  },
  signupTitle: 'Join the AI Revolution',
  signupText:
    'Be among the first to trade on MatchBazaar. Leave your email or phone number and we will let you know the moment we open.',
  contactMethod: 'How should we notify you?',
  email: 'Email',
  phone: 'Phone',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  phoneLabel: 'Phone number',
  phonePlaceholder: '555-123-4567',
  privacyNote: 'We only use your contact to tell you about the launch. Unsubscribe at any time.',
  legalLabel: 'Legal and contact',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  contact: 'Contact Us',
} as const;

export const subscriptionMessages = {
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number (at least 10 digits).',
  failed: 'Failed to submit subscription',
  unexpected: 'An error occurred. Please try again later.',
  success:
    'Thank you for subscribing! Please check your email/phone for confirmation instructions.',
  landingSuccess: "Thanks for subscribing! We'll notify you when we launch.",
  subscribeAnother: 'Subscribe another email/phone number',
  submitting: 'Submitting...',
  /** The early-access button's label (the product fixes only its busy text). */
  submit: 'Notify Me',
  usePhone: 'Use phone number instead',
  useEmail: 'Use email instead',
} as const;

export const emailVerificationMessages = {
  failed: 'Email verification failed. Please try again or contact support.',
  timedOut: 'Verification request timed out.',
  network: 'Network error during verification.',
  invalidLink: 'Verification link is invalid or has expired.',
  forbidden: 'You do not have permission to verify this email.',
} as const;

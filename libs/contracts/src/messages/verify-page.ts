export const verifyPageMessages = {
  timedOut: 'Verification timed out. The server might be busy right now.',
  network: 'Network connection issue. Please check your internet connection and try again.',
  expired:
    'The verification link has expired or is invalid. Please request a new verification email.',
  failed: 'Verification failed. Please try again or contact support.',
  maxAttempts: 'Maximum verification attempts reached. Please try again later or contact support.',
  invalidTokenFormat: 'Invalid verification token format',
  emailHasSpaces: 'The email address contains spaces, which are not allowed.',
  emailMissingAt: 'The email address is missing the @ symbol.',
  emailDomainIncomplete: 'The email domain appears to be incomplete.',
  missingParameters: 'Missing verification information. Please check your email link.',
  malformedToken: 'The verification link appears to be malformed...',
  verifiedTitle: 'Email Verified',
  verifiedText: 'Success! Your email has been verified. Redirecting you...',
  alreadyVerifiedTitle: 'Email already verified',
} as const;

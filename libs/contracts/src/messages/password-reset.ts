import { apiClientMessages } from './api-client.js';

export const passwordResetMessages = {
  invalidEmail: 'Please enter a valid email address',
  timedOut: apiClientMessages.timedOut,
  network: apiClientMessages.network,
  endpointMissing: 'Password reset endpoint not found. Please contact support.',
  sendFailed: 'Failed to send password reset email',
  invalidToken: apiClientMessages.resetTokenInvalid,
  tokenNotFound: apiClientMessages.resetTokenNotFound,
  invalidRequest: 'Invalid password reset request. The token may be expired.',
  failed: 'Failed to reset password',
  tokenMissing: 'Reset token is missing',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'Passwords do not match',
} as const;

import { apiClientMessages } from './api-client.js';

/** Accounts: form and API texts beyond the fixed ones (written for users). */
export const accountsMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: 'Names can be at most 100 characters',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number (at least 10 digits).',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordCommon: 'This password is too common. Please choose a less predictable one.',
  intentRequired: 'Choose whether you want to buy or sell',
  termsRequired: 'You must accept the Terms of Service and confirm you are at least 18',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  registered:
    'Account created. We sent a verification link to your email address; open it to sign in.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  adminOnly: 'This sign-in is for administrators only.',
  sessionExpired: apiClientMessages.sessionExpired,
  xsrfMissing: 'Your request could not be verified. Reload the page and try again.',
  signedIn: 'Signed in successfully.',
  signedOut: 'You have been signed out.',
  refreshed: 'Your session was renewed.',
  currentUser: 'Your account details.',
  emailVerified: 'Email verified successfully',
  emailAlreadyVerified: 'This email address is already verified. You can sign in.',
  phoneVerified: 'Phone verified successfully',
  resetRequested: 'If an account exists for that address, we sent a link to reset the password.',
  resetTokenValid: 'This reset link is valid. Choose a new password.',
  passwordReset:
    'Your password has been reset and every device was signed out. Sign in with your new password.',
  passwordChanged: 'Your password was changed. Your other devices were signed out.',
  verificationResent:
    'If this address still needs verifying, we sent a new verification message. Check your inbox.',
  phoneCodeResent: 'We sent a new verification code by SMS. It expires in 10 minutes.',
  noPhoneToVerify: 'There is no unverified phone number on your account.',
  resendTooSoon: 'A verification message was sent recently. Please wait a minute and try again.',
  sessionsListed: 'Your active sessions.',
  sessionEnded: 'The session was ended.',
  otherSessionsEnded: 'All other sessions were ended.',
  sessionNotFound: 'That session was not found or has already ended.',
  accountSuspended:
    'This account has been suspended. If you think this is a mistake, contact support.',
  registrationClosed:
    'Registration is closed at the moment. Please try again later, or join the waitlist to hear when it opens.',
} as const;

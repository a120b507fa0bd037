export const loginMessages = {
  invalidCredentials: 'Invalid username or password',
  emailNotVerified: 'Email not verified. Please verify your email first.',
  unexpected: 'An error occurred during login',
  failed: 'Login failed',
} as const;

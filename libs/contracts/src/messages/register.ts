export const registerMessages = {
  unexpected: 'An error occurred during registration',
  failed: 'Registration failed',
} as const;

export const accessGateMessages = {
  heading: 'Access Restricted',
  prompt: 'Please enter the access code to continue',
  placeholder: 'Enter access code',
  submit: 'Access Site',
  tooShort: 'Access code must be at least 6 characters long.',
  firstWrong: 'Invalid access code. Please try again.',
  /** After the 2nd and later wrong attempts; singular when one remains. */
  attemptsRemaining: (n: number) =>
    `Invalid access code. ${n} ${n === 1 ? 'attempt' : 'attempts'} remaining before timeout.`,
  lockoutLine: (seconds: number) =>
    `Too many failed attempts. Please try again in ${seconds} seconds.`,
  lockoutTitle: 'Account temporarily locked',
  lockoutText: (seconds: number) =>
    `Too many failed attempts. Please wait ${seconds} seconds before trying again.`,
  lockedButton: (seconds: number) => `Locked (${seconds}s)`,
  adminAccess: 'Admin Access',
  /** The server could not be reached; the attempt is not counted. */
  unavailable: 'We could not check the code right now. Please try again in a moment.',
  /** The logo's text alternative. */
  logoLabel: 'MatchBazaar',
  /** The masked field's accessible label (the screen shows only its placeholder). */
  fieldLabel: 'Access code',
  /**
   * docs/product/access-gate.md: the hint after the 2nd to 4th failure; it never contains a code.
   */
  hintTitle: 'Need the access code?',
  hint: 'A default development code exists for this site. If you were not given it, you may need to ask your administrator for access.',
} as const;

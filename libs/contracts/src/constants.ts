/** Business constants and limits (docs/product/constants.md). */
export const limits = {
  accessCode: { minLength: 6, maxAttempts: 5, lockoutMs: 30_000, tickMs: 1_000 },
  launch: { month: 9, day: 22, countdownRefreshMs: 1_000 },
  hiddenAdmin: { clicks: 3, resetMs: 2_000 },
  phone: { minDigits: 10, maxFormattedDigits: 11 },
  subscriptionSource: 'launch_page',
  /**
   * The waitlist (our own figures): sign-ups per client and window, and the confirmation resend
   * gap.
   */
  waitlist: {
    signupsPerWindow: 10,
    signupWindowMs: 60_000,
    confirmationResendMs: 24 * 60 * 60_000,
  },
  password: { minLength: 8, maxLength: 128 },
  timeoutsMs: {
    default: 30_000,
    login: 15_000,
    refresh: 15_000,
    me: 20_000,
    reset: 15_000,
    contactVerify: 25_000,
    emailVerifyWrapper: 20_000,
    verifyPage: 30_000,
  },
  tokenValidation: {
    attempts: 3,
    initialDelayMs: 1_000,
    multiplier: 1.5,
    maxDelayMs: 10_000,
    debounceMs: 1_000,
    debounceMaxWaitMs: 10_000,
    backgroundDelayMs: 2_000,
  },
  verifyEmail: {
    maxRetries: 3,
    backoffBaseMs: 1_000,
    successRecordTtlMs: 24 * 60 * 60 * 1_000,
    redirectMs: 50,
    redirectFallbackMs: 100,
  },
  contact: { messageMinLength: 10, simulatedSendMs: 1_500 },
  relativeDateDays: 7,
  homeDemoListings: { total: 4, perType: 2 },
  headerShadowScrollPx: 10,
  sidebar: {
    openUnits: 64,
    collapsedUnits: 20,
    collapseBelowPx: 768,
    expandedRem: 15,
    collapsedRem: 4,
  },
  dropdown: { menuMaxHeightPx: 300, controlMinHeightPx: 48 },
  entranceAnimationMaxDelayS: 1.3,
  minimumAge: { terms: 18, privacy: 16 },
} as const;

/** Browser storage keys (docs/product/constants.md). */
export const storageKeys = {
  gateStatus: 'mb.gate.status',
  gateAttempts: 'mb.gate.attempts',
  gateLockoutUntil: 'mb.gate.lockoutUntil',
  siteVerification: 'siteVerification',
  user: 'user',
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  lastAuthTime: 'lastAuthTime',
  pageLoadTime: 'pageLoadTime',
  /**
   * The email verification success record (flag, email, timestamp) as JSON;
   * docs/product/accounts.md.
   */
  emailVerificationSuccess: 'emailVerificationSuccess',
} as const;

/**
 * Cookie and header names (docs/decisions/0003-tokens-and-sessions.md). Here rather than in
 * auth.ts: the browser's api client needs them on the first page, and auth.ts would bring zod
 * along.
 */
export const authCookies = {
  refreshToken: 'mb_refresh',
  xsrf: 'XSRF-TOKEN',
  xsrfHeader: 'X-XSRF-TOKEN',
  /**
   * Sent as `true` by a client that keeps the refresh token itself (an app, a script): the
   * sign-in and refresh answers then carry it in the body too. A browser gets it only in the
   * httpOnly cookie, out of reach of any script on the page.
   */
  refreshInBodyHeader: 'X-Refresh-Token-In-Body',
} as const;

/** Site mode (pre-launch or live), read from GET /api/launch before the site opens. */
export const siteAccessMessages = {
  unavailable:
    'We could not reach MatchBazaar to open the site. Check your connection and try again.',
} as const;

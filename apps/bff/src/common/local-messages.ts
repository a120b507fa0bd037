/**
 * API texts the contracts catalogue does not have yet. The lead moves them into
 * `messages.api` in libs/contracts; until then the BFF reads them from here.
 */
export const localMessages = {
  api: {
    /** A 4xx without a more specific text (409, 422, ...). */
    badRequest: 'The request could not be processed.',
  },
} as const;

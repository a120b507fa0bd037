// Apart from api.ts's schemas: the api client reads these codes on the first page, and importing
// them from a module that builds zod schemas would bring zod into that page's bundle.

/**
 * An error body's `code`: a stable reason for the few refusals a client must tell apart from others
 * of the same status. The message is for people and may be reworded; clients test the code.
 */
export const apiErrorCodes = {
  /**
   * 403 before launch: the browser lacks the access gate's pass. It says nothing about the user's
   * session, so a client sends the browser back to the gate and keeps the session.
   */
  siteAccessRequired: 'site_access_required',
  /**
   * 409 on accepting a proposal whose terms changed since the buyer read them; the body's
   * `data.proposal` is the proposal as it is now, for the buyer to read again.
   */
  proposalChanged: 'proposal_changed',
} as const;
export type ApiErrorCode = (typeof apiErrorCodes)[keyof typeof apiErrorCodes];

import { dataExportPagePath } from '@matchbazaar/contracts';

/**
 * The web pages account messages link to (docs/product/accounts.md), built from the configured
 * PUBLIC_URL. Tokens go into the URL encoded; they are the only secret in a link.
 */
export const accountPagePaths = {
  signIn: '/auth/login',
  verifyEmail: '/auth/verify-email',
  resetPassword: '/auth/reset-password',
  forgotPassword: '/auth/forgot-password',
  dataExport: dataExportPagePath,
} as const;

export interface AccountLinks {
  home: string;
  signIn: string;
  forgotPassword: string;
  /** `/auth/verify-email?token=...&email=...`: the page reads both (docs/product/accounts.md). */
  verifyEmail(token: string, email: string): string;
  /** `/auth/reset-password/<token>`. */
  resetPassword(token: string): string;
  /** `/account/data-export/<token>`: the page that downloads the account's data. */
  dataExport(token: string): string;
}

export function accountLinks(publicUrl: string): AccountLinks {
  // PUBLIC_URL may carry a path (a site served under /shop, say): keep it, drop trailing slashes.
  const base = new URL(publicUrl).href.replace(/\/+$/, '');
  return {
    home: base,
    signIn: `${base}${accountPagePaths.signIn}`,
    forgotPassword: `${base}${accountPagePaths.forgotPassword}`,
    verifyEmail: (token, email) =>
      `${base}${accountPagePaths.verifyEmail}?${new URLSearchParams({ token, email }).toString()}`,
    resetPassword: (token) =>
      `${base}${accountPagePaths.resetPassword}/${encodeURIComponent(token)}`,
    dataExport: (token) => `${base}${accountPagePaths.dataExport}/${encodeURIComponent(token)}`,
  };
}

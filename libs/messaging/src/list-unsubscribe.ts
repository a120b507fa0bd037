/**
 * RFC 2369 and RFC 8058 headers: mail clients show their own Unsubscribe button and, for
 * one-click, POST `List-Unsubscribe=One-Click` to the URL without opening a page.
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

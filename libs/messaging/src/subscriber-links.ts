import type { SubscriberLinkSigner } from './subscriber-token.js';

/** Every address a message to one subscriber may link to, built from the configured PUBLIC_URL. */
export interface SubscriberLinks {
  /** The site itself (PUBLIC_URL). */
  home: string;
  /** The web page that confirms the subscription (double opt-in) when the visitor opens it. */
  confirm: string;
  /** The web page with the Unsubscribe button. */
  unsubscribe: string;
  /** RFC 8058 one-click target for the List-Unsubscribe header: mail clients POST to it. */
  oneClickUnsubscribe: string;
}

/** The web paths the links open; the web app routes them to its subscription pages. */
export const subscriberPagePaths = {
  confirm: '/subscriptions/confirm',
  unsubscribe: '/subscriptions/unsubscribe',
} as const;

/** The API route behind the one-click link (the web server proxies /api to the BFF). */
export const oneClickUnsubscribePath = '/api/subscribers/unsubscribe';

export function subscriberLinks(
  publicUrl: string,
  signer: SubscriberLinkSigner,
  subscriberId: number,
): SubscriberLinks {
  // PUBLIC_URL may carry a path (a site served under /shop, say): keep it, drop trailing slashes.
  const base = new URL(publicUrl).href.replace(/\/+$/, '');
  const withToken = (path: string, token: string) =>
    `${base}${path}?token=${encodeURIComponent(token)}`;
  const confirmToken = signer.sign(subscriberId, 'confirm');
  const unsubscribeToken = signer.sign(subscriberId, 'unsubscribe');
  return {
    home: base,
    confirm: withToken(subscriberPagePaths.confirm, confirmToken),
    unsubscribe: withToken(subscriberPagePaths.unsubscribe, unsubscribeToken),
    oneClickUnsubscribe: withToken(oneClickUnsubscribePath, unsubscribeToken),
  };
}

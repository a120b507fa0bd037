import { describe, expect, it } from '@jest/globals';
import { subscriberLinks } from './subscriber-links.js';
import { subscriberLinkSigner } from './subscriber-token.js';

const signer = subscriberLinkSigner('a-test-secret-of-at-least-32-characters!');

describe('subscriberLinks', () => {
  it('builds the pages and the one-click API URL from PUBLIC_URL with signed tokens', () => {
    const links = subscriberLinks('https://matchbazaar.example', signer, 42);
    expect(links.home).toBe('https://matchbazaar.example');
    const confirm = new URL(links.confirm);
    expect(confirm.origin + confirm.pathname).toBe(
      'https://matchbazaar.example/subscriptions/confirm',
    );
    expect(signer.verify(confirm.searchParams.get('token')!, 'confirm')).toBe(42);

    const page = new URL(links.unsubscribe);
    expect(page.pathname).toBe('/subscriptions/unsubscribe');
    expect(signer.verify(page.searchParams.get('token')!, 'unsubscribe')).toBe(42);

    const oneClick = new URL(links.oneClickUnsubscribe);
    expect(oneClick.pathname).toBe('/api/subscribers/unsubscribe');
    expect(oneClick.searchParams.get('token')).toBe(page.searchParams.get('token'));
  });

  it('keeps a path in PUBLIC_URL and ignores trailing slashes', () => {
    const links = subscriberLinks('http://localhost:5173/shop//', signer, 1);
    expect(links.home).toBe('http://localhost:5173/shop');
    expect(links.confirm).toMatch(/^http:\/\/localhost:5173\/shop\/subscriptions\/confirm\?token=/);
    expect(subscriberLinks('http://localhost:5173/', signer, 1).home).toBe('http://localhost:5173');
  });
});

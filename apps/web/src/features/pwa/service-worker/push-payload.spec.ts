import { describe, expect, it } from '@jest/globals';
import { pushPayloadSchema } from '@matchbazaar/contracts';
import { readPushPayload, windowForClick } from './push-payload';
import { strategyFor } from './precache';

const payload = {
  title: 'New inquiry',
  body: 'A buyer asked about Basmati rice, 25 kg',
  tag: 'conversation:42',
  url: '/dashboard/inbox/42',
  notificationId: '981',
  category: 'inquiries',
};

describe("the service worker's reading of a push", () => {
  it('shows what the contract describes: title, body, tag and the link', () => {
    expect(pushPayloadSchema.safeParse(payload).success).toBe(true);
    expect(readPushPayload(payload)).toEqual({
      title: payload.title,
      body: payload.body,
      tag: payload.tag,
      url: payload.url,
    });
  });

  it.each([
    ['no object', null],
    ['a text', 'hello'],
    ['no title', { ...payload, title: undefined }],
    ['a title too long', { ...payload, title: 'x'.repeat(121) }],
    ['a body too long', { ...payload, body: 'x'.repeat(201) }],
    ['a number for a tag', { ...payload, tag: 7 }],
    ['a link to another site', { ...payload, url: 'https://evil.example/' }],
    ['a protocol-relative link', { ...payload, url: '//evil.example/' }],
    ['a backslash link', { ...payload, url: '/\\evil.example/' }],
  ])('shows nothing for %s', (_what, wrong) => {
    expect(readPushPayload(wrong)).toBeNull();
  });

  it('opens the link in a window that shows it, else any window of the app, else a new one', () => {
    const target = 'https://app.example/dashboard/inbox/42';
    const home = { url: 'https://app.example/' };
    const thread = { url: target };
    expect(windowForClick([home, thread], target)).toEqual({ window: thread, navigate: false });
    expect(windowForClick([home], target)).toEqual({ window: home, navigate: true });
    expect(windowForClick([], target)).toBeNull();
  });
});

describe("the service worker's answers", () => {
  const origin = 'https://app.example';
  const shell = new Set(['/assets/index-abc.js', '/offline.html']);
  const request = (url: string, mode = 'cors', method = 'GET') => ({ url, mode, method });

  it('takes navigations to the network with the offline page behind', () => {
    expect(strategyFor(request(`${origin}/dashboard`, 'navigate'), origin, shell)).toBe(
      'navigation',
    );
  });

  it('serves the app shell from the precache', () => {
    expect(strategyFor(request(`${origin}/assets/index-abc.js`), origin, shell)).toBe('shell');
  });

  it('never touches the API, other sites, other files or anything but GET', () => {
    for (const r of [
      request(`${origin}/api/v1/notifications`),
      request(`${origin}/api/v1/auth/me`, 'navigate'),
      request(`${origin}/assets/index-abc.js?v=2`),
      request(`${origin}/assets/other-def.js`),
      request('https://elsewhere.example/assets/index-abc.js'),
      request(`${origin}/dashboard`, 'navigate', 'POST'),
    ]) {
      expect([r.url, strategyFor(r, origin, shell)]).toEqual([r.url, 'network']);
    }
  });
});

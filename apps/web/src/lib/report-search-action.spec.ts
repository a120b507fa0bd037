import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { reportSearchAction } from './report-search-action';

const action = {
  searchId: '7f1c2a5e-3b4d-4e6f-8a9b-0c1d2e3f4a5b',
  postId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  position: 3,
  action: 'click',
} as const;

const originalNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
const originalFetch = globalThis.fetch;

function withNavigator(value: unknown) {
  Object.defineProperty(globalThis, 'navigator', { value, configurable: true });
}

afterEach(() => {
  if (originalNavigator) Object.defineProperty(globalThis, 'navigator', originalNavigator);
  globalThis.fetch = originalFetch;
});

describe('reportSearchAction (docs/product/search-analytics.md)', () => {
  it('sends a beacon with the action as JSON when the browser has one', async () => {
    const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
    const fetch = jest.fn(() => Promise.resolve(new Response(null)));
    withNavigator({ sendBeacon });
    globalThis.fetch = fetch;
    reportSearchAction(action);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/v1/search/actions');
    expect(body.type).toBe('application/json');
    expect(JSON.parse(await body.text())).toEqual(action);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused or missing', () => {
    const fetch = jest.fn((_url: string, _init: RequestInit) =>
      Promise.resolve(new Response(null)),
    );
    globalThis.fetch = fetch as never;
    for (const nav of [{ sendBeacon: () => false }, {}]) {
      withNavigator(nav);
      reportSearchAction(action);
    }
    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/search/actions');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify(action) });
  });

  it('never throws: a beacon that throws falls back, a fetch that fails loses the figure only', async () => {
    withNavigator({
      sendBeacon: () => {
        throw new TypeError('refused');
      },
    });
    const fetch = jest.fn(() => Promise.reject(new Error('offline')));
    globalThis.fetch = fetch;
    expect(() => reportSearchAction(action)).not.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

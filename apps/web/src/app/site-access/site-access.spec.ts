import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { siteAccessMessages } from '@matchbazaar/contracts';
import { createMemoryRouter, replace, type RouteObject } from 'react-router-dom';
import { accessLoader, SITE_ACCESS_ROUTE_ID, siteAccessLoader } from './site-access';
import { SITE_ROUTE_ID, siteDataStrategy } from './site-data-strategy';

// The router's site-mode wiring, without a browser: the app's tree in miniature (Jest runs in
// Node, where storage is missing, so this browser has not passed the gate). Pre-launch with and
// without a pass is covered end to end (tests/e2e/access-gate.spec.ts); this covers a failing
// GET /api/launch and the live mode, which the end-to-end system does not run in.

const sitePaths: string[] = [];
const siteLoader = jest.fn(({ request }: { request: Request }) => {
  sitePaths.push(new URL(request.url).pathname);
  return replace('/404');
});
const routes: RouteObject[] = [
  {
    id: SITE_ACCESS_ROUTE_ID,
    loader: siteAccessLoader,
    shouldRevalidate: () => true,
    children: [
      { path: 'access', loader: accessLoader },
      {
        id: SITE_ROUTE_ID,
        children: [
          { path: '404', loader: () => '404 page' },
          { path: '*', loader: siteLoader },
        ],
      },
    ],
  },
];

function answerLaunch(response: () => Promise<Response>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(response);
}

async function settled(router: ReturnType<typeof createMemoryRouter>) {
  await new Promise<void>((resolve) => {
    const check = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (check()) return resolve();
    const stop = router.subscribe(() => {
      if (!check()) return;
      stop();
      resolve();
    });
  });
  return router.state;
}

afterEach(() => {
  jest.restoreAllMocks();
});

// In order: GET /api/launch is fetched once per page, and only a failure is forgotten.
describe('site mode in the router', () => {
  it('a failing GET /api/launch is an error of the site-access route; the site loaders do not run', async () => {
    answerLaunch(() => Promise.reject(new TypeError('Failed to fetch')));
    const router = createMemoryRouter(routes, {
      initialEntries: ['/anywhere'],
      dataStrategy: siteDataStrategy,
    });
    const state = await settled(router);
    const error: unknown = state.errors?.[SITE_ACCESS_ROUTE_ID];
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(siteAccessMessages.unavailable);
    expect(siteLoader).not.toHaveBeenCalled();
    router.dispose();
  });

  it('once live (asked again on retry), /access leads to / and the site loaders run', async () => {
    const fetch = answerLaunch(() =>
      Promise.resolve(Response.json({ mode: 'live', launchAt: null })),
    );
    const router = createMemoryRouter(routes, {
      initialEntries: ['/access'],
      dataStrategy: siteDataStrategy,
    });
    const state = await settled(router);
    expect(state.errors).toBeNull();
    expect(state.location.pathname).toBe('/404');
    expect(state.loaderData[SITE_ACCESS_ROUTE_ID]).toEqual({
      mode: 'live',
      launchAt: null,
      // Missing from this older body: read as no banner and registration open.
      maintenanceBanner: null,
      registrationOpen: true,
      open: true,
    });
    expect(sitePaths).toEqual(['/']);
    expect(fetch).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});

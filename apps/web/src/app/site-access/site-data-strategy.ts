import type { DataStrategyFunction, DataStrategyResult } from 'react-router-dom';
import { readSiteAccess } from './site-access';

/** The route whose element is the site gate; its descendants are the site itself. */
export const SITE_ROUTE_ID = 'site';

async function siteIsOpen(): Promise<boolean> {
  try {
    return (await readSiteAccess()).open;
  } catch {
    return false; // the site-access route's own loader fails too and shows the error screen
  }
}

/**
 * The router's data strategy: loaders run in parallel as usual, except that while the site is
 * closed the site's own loaders are skipped. The gate shows the launch page at that URL instead,
 * so their redirects (unknown path -> /404) or walled API calls must not happen. Their code still
 * loads, and once the gate is passed a revalidation runs them. (Route middleware, if ever used,
 * must be run from here with `runClientMiddleware`.)
 */
export const siteDataStrategy: DataStrategyFunction = async ({ matches }) => {
  const siteAt = matches.findIndex((m) => m.route.id === SITE_ROUTE_ID);
  const closed = siteAt >= 0 && !(await siteIsOpen());
  const skipped = (m: (typeof matches)[number]) => closed && matches.indexOf(m) > siteAt;
  const entries = await Promise.all(
    matches
      .filter((m) => m.shouldCallHandler())
      .map(async (m): Promise<[string, DataStrategyResult]> => [
        m.route.id,
        await (skipped(m) ? m.resolve(() => null) : m.resolve()),
      ]),
  );
  return Object.fromEntries(entries);
};

import { tmpdir } from 'node:os';
import path from 'node:path';
import { watchedTest } from './console-watch.ts';

/**
 * Browser state that has passed the access gate, saved once per run by verified-browser.setup.ts.
 * Outside the output folder (a run empties it as it starts) and named by the run's web port, so
 * two runs at once on one checkout each keep their own access cookie.
 */
export const verifiedBrowserState = path.join(
  tmpdir(),
  `matchbazaar-e2e-verified-browser-${process.env.E2E_WEB_PORT ?? 'default'}.json`,
);

/**
 * `test` for specs that need the open site while the system runs before launch: every test still
 * gets a fresh context, one that carries the access cookie and the gate's storage flags. What its
 * pages log as errors is reported with the test (support/console-watch.ts).
 */
export const test = watchedTest.extend({ storageState: verifiedBrowserState });

import { type LaunchInfo, limits, siteAccessMessages } from '@matchbazaar/contracts';
import { isRecord, plainJson } from '../../lib/plain-json';

/**
 * Checked by hand: four fields do not justify zod in the entry chunk. The banner and the
 * registration flag are extras: a missing or odd one reads as none and open.
 */
export function parseLaunchInfo(body: unknown): LaunchInfo | null {
  if (!isRecord(body)) return null;
  const { mode, launchAt } = body;
  if (mode !== 'prelaunch' && mode !== 'live') return null;
  if (launchAt !== null && (typeof launchAt !== 'string' || Number.isNaN(Date.parse(launchAt))))
    return null;
  return {
    mode,
    launchAt,
    maintenanceBanner:
      typeof body.maintenanceBanner === 'string' && body.maintenanceBanner !== ''
        ? body.maintenanceBanner
        : null,
    registrationOpen: body.registrationOpen !== false,
  };
}

/**
 * GET /api/launch, through the small same-origin helper rather than the api client
 * (lib/plain-json.ts says why). Any failure becomes one error whose message the route error
 * screen shows.
 */
async function fetchLaunchInfo(): Promise<LaunchInfo> {
  try {
    const { ok, status, body } = await plainJson('/api/launch', {
      signal: AbortSignal.timeout(limits.timeoutsMs.default),
    });
    if (!ok) throw new Error(`GET /api/launch answered ${status}`);
    const info = parseLaunchInfo(body);
    if (!info) throw new Error('GET /api/launch gave an unexpected body');
    return info;
  } catch (cause) {
    throw new Error(siteAccessMessages.unavailable, { cause });
  }
}

let pending: Promise<LaunchInfo> | undefined;

/**
 * The site mode and launch time, fetched once per page load and shared by every loader; a failure
 * is forgotten, so Retry asks again. A switch to live is seen on the next page load.
 */
export function loadLaunchInfo(): Promise<LaunchInfo> {
  pending ??= fetchLaunchInfo().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

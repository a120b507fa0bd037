import { type LaunchInfo, limits, siteAccessMessages } from '@matchbazaar/contracts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Checked by hand: four fields do not justify zod in the entry chunk. The banner and the
 * registration flag are extras: a missing or odd one reads as none and open.
 */
function parseLaunchInfo(body: unknown): LaunchInfo | null {
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

/** GET /api/launch. Any failure becomes one error whose message the route error screen shows. */
async function fetchLaunchInfo(): Promise<LaunchInfo> {
  try {
    const response = await fetch('/api/launch', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(limits.timeoutsMs.default),
    });
    if (!response.ok) throw new Error(`GET /api/launch answered ${response.status}`);
    const info = parseLaunchInfo(await response.json());
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

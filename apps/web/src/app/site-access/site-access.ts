import type { LaunchInfo } from '@matchbazaar/contracts';
import { replace, useRouteLoaderData } from 'react-router-dom';
import { isSiteVerified } from '../../lib/site-verification';
import { loadLaunchInfo } from './launch-info';

export interface SiteAccess extends LaunchInfo {
  /** Live, or this browser passed the gate: the whole site is shown. */
  open: boolean;
}

/** The route whose loader reads the site mode; every gated route sits under it. */
export const SITE_ACCESS_ROUTE_ID = 'site-access';

export async function readSiteAccess(): Promise<SiteAccess> {
  const info = await loadLaunchInfo();
  return { ...info, open: info.mode === 'live' || isSiteVerified() };
}

export function siteAccessLoader(): Promise<SiteAccess> {
  return readSiteAccess();
}

/** `/access` leads to the gate only while it stands in the way (docs/product/access-gate.md). */
export async function accessLoader() {
  const { open } = await readSiteAccess();
  return open ? replace('/') : null;
}

export function useSiteAccess(): SiteAccess {
  const access = useRouteLoaderData<typeof siteAccessLoader>(SITE_ACCESS_ROUTE_ID);
  if (!access) throw new Error('useSiteAccess is used outside the site-access route');
  return access;
}

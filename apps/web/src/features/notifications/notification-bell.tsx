import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

// The bell loads behind this file with its cache, its sync and the socket: the site header imports
// this file with its signed-in tools, and the first page's budget pays for this file's few bytes.
const LiveBell = lazy(() => import('./live-bell').then((m) => ({ default: m.LiveBell })));

/** The bell of the site header and the dashboard's top bar (docs/product/live-marketplace.md). */
export function NotificationBell({ userId }: { userId: string }) {
  return (
    <Suspense fallback={<Box aria-hidden="true" sx={{ width: 40, height: 40 }} />}>
      <LiveBell userId={userId} />
    </Suspense>
  );
}

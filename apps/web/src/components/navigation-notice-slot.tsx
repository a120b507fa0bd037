import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

// Shown only when a navigation brought a notice, so its code loads only then.
const NavigationNotice = lazy(() =>
  import('./navigation-notice').then((m) => ({ default: m.NavigationNotice })),
);

/** Whether the state carries a notice (navigation-notice-state's shapes), without its code. */
const hasNotice = (state: unknown) =>
  typeof state === 'object' && state !== null && ('notice' in state || 'accessDenied' in state);

/**
 * Where a layout shows the notice a navigation carries: a guard's permission message, or a
 * success such as an account deleted (navigation-notice-state).
 */
export function NavigationNoticeSlot() {
  const location = useLocation();
  if (!hasNotice(location.state)) return null;
  return (
    <Suspense fallback={null}>
      <NavigationNotice />
    </Suspense>
  );
}

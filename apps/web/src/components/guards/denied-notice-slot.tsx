import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

// Shown only after a guard turned someone away, so its code loads only then.
const AccessDeniedNotice = lazy(() =>
  import('./access-denied-notice').then((m) => ({ default: m.AccessDeniedNotice })),
);

const wasDenied = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  'accessDenied' in state &&
  state.accessDenied === true;

/** Where a layout shows the permission message a guard's redirect carries (and nothing else). */
export function DeniedNoticeSlot() {
  const location = useLocation();
  if (!wasDenied(location.state)) return null;
  return (
    <Suspense fallback={null}>
      <AccessDeniedNotice />
    </Suspense>
  );
}

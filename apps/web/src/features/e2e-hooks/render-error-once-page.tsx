const thrownKey = 'e2e.dashboard-render-error.thrown';

/**
 * `/dashboard/__e2e__/render-error` (VITE_E2E_HOOKS builds only): throws on its first render in
 * this tab, so a test sees the dashboard's error screen and then, after 'Try again', the page.
 */
export function RenderErrorOncePage() {
  if (sessionStorage.getItem(thrownKey) === null) {
    sessionStorage.setItem(thrownKey, 'yes');
    throw new Error('Boom from a dashboard page');
  }
  return <p>Rendered after trying again.</p>;
}

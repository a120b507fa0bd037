/** Set by the test (page.evaluate) once it has seen the error screen. */
const healedKey = 'e2e.dashboard-render-error.healed';

/**
 * `/dashboard/__e2e__/render-error` (VITE_E2E_HOOKS builds only): throws while rendering until
 * the test marks it healed in sessionStorage, so the test sees the dashboard's error screen and
 * then, after 'Try again', the page. (React renders a throwing page twice before giving up, so
 * "throw once" would never reach the error screen.)
 */
export function RenderErrorOncePage() {
  if (sessionStorage.getItem(healedKey) === null) throw new Error('Boom from a dashboard page');
  return <p>Rendered after trying again.</p>;
}

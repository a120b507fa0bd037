import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import type { AppRouter } from './router';

/** The whole app around `router`, as the browser renders or hydrates it. */
export function appElement(router: AppRouter) {
  /** After a failed refresh: to sign-in in the app's router, remembering the page as `from`. */
  const toSignIn = (to: string) =>
    void router.navigate(to, { replace: true, state: { from: router.state.location } });
  return (
    <StrictMode>
      <AppProviders toSignIn={toSignIn}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

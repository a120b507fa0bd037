import './app/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter, createHydratingRouter, type AppRouter } from './app/router';
import { claimServerRender } from './lib/server-render/server-render-data';
import { readStoredSession } from './lib/session/session-storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function app(router: AppRouter) {
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

/**
 * A public page the server rendered (docs/decisions/0044-server-rendering.md) is hydrated: the
 * browser takes over the HTML it was sent. The server renders for a visitor without a session, so
 * a signed-in browser (whose header and page differ) renders afresh, as it does every page the
 * server left to the browser (signed-in areas, or a render that fell back to the shell).
 */
async function start(root: HTMLElement) {
  const rendered = readStoredSession() === null ? claimServerRender() : null;
  if (!rendered) {
    createRoot(root).render(app(createAppRouter()));
    return;
  }
  try {
    hydrateRoot(root, app(await createHydratingRouter(rendered.router)));
  } catch (error) {
    // A page chunk that would not load: the app renders afresh, with its own error screens.
    console.error('The server-rendered page could not be hydrated', error);
    createRoot(root).render(app(createAppRouter()));
  }
}

void start(container);

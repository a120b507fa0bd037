import './app/zod-config';
import { createRoot } from 'react-dom/client';
import { appElement } from './app/app-element';
import { createAppRouter } from './app/router';
import { serverRenderDataId } from './lib/server-render/server-render-id';
import { readStoredSession } from './lib/session/session-storage';
import { captureInstallPrompt } from './lib/install-prompt-capture';
import { holdEarlyInput } from './lib/server-render/early-input';

captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const renderAfresh = (root: HTMLElement) => createRoot(root).render(appElement(createAppRouter()));

/**
 * A public page the server rendered (docs/decisions/0044-server-rendering.md) is hydrated: the
 * browser takes over the HTML it was sent. The server renders for a visitor without a session, so
 * a signed-in browser (whose header and page differ) renders afresh, as it does every page the
 * server left to the browser (signed-in areas, or a render that fell back to the shell).
 */
function start(root: HTMLElement) {
  if (!document.getElementById(serverRenderDataId)) return renderAfresh(root);
  // A signed-in browser draws the page afresh, replacing the elements a held press would go to:
  // there a link still leaves by a full load, as it would without the app.
  if (readStoredSession()) return renderAfresh(root);
  // Until the app runs, presses and typed words wait for it (lib/server-render/early-input.ts).
  holdEarlyInput();
  // A page chunk that would not load, or a data block that cannot be read: the app renders afresh,
  // with its own error screens.
  import('./app/hydrate-page')
    .then(({ hydratePage }) => hydratePage(root))
    .then(
      (hydrated) => hydrated || renderAfresh(root),
      () => renderAfresh(root),
    );
}

start(container);

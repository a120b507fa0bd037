import RefreshIcon from '@mui/icons-material/Refresh';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import { errorsMessages } from '@matchbazaar/contracts';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { StatusScreen } from './status-screen';
import { useDocumentTitle } from './use-document-title';

// A route chunk that failed to download (offline, or replaced by a new deploy). The router caches
// the failed import, so only a full reload can fetch it again; its raw text means nothing to users.
const chunkLoadFailure =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && chunkLoadFailure.test(error.message);
}

/** The text a user should read for a loader/lazy error; the catalogue default when it has none. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (typeof data === 'string' && data.trim()) return data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
      return data.message;
    }
    return error.statusText || errorsMessages.routeText;
  }
  if (error instanceof Error && error.message && !isChunkLoadFailure(error)) return error.message;
  return errorsMessages.routeText;
}

/**
 * The `errorElement` of page routes: a loader or a lazy route import failed
 * (docs/product/site.md: 'Page Error', the error's message or the default text, and Retry).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  useDocumentTitle(errorsMessages.routeTitle);

  const retry = () => {
    // Re-running the loaders keeps the app state; a failed chunk needs a fresh page load.
    if (isChunkLoadFailure(error)) window.location.reload();
    else void revalidator.revalidate();
  };

  return (
    <StatusScreen
      alert
      tone="error"
      icon={<ErrorOutlineIcon />}
      title={errorsMessages.routeTitle}
      text={describe(error)}
      actions={
        <Button
          variant="contained"
          size="large"
          startIcon={<RefreshIcon />}
          loading={revalidator.state === 'loading'}
          loadingPosition="start"
          onClick={retry}
        >
          {errorsMessages.retry}
        </Button>
      }
    />
  );
}

import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { errorsMessages } from '@matchbazaar/contracts';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { StatusScreen } from '../../components/status-screen';
import { useDocumentTitle } from '../../components/use-document-title';

/**
 * `/500`: where the app sends users when the server failed them (docs/product/site.md). Callers
 * pass `state: { from: <path> }` so Retry can go back to the failed page.
 */
export function ServerErrorPage() {
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(errorsMessages.serverErrorTitle);

  const retry = () => {
    const from = (location.state as { from?: unknown } | null)?.from;
    // React Router numbers this tab's entries; idx > 0 means the previous one is ours.
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (typeof from === 'string' && from.startsWith('/')) void navigate(from, { replace: true });
    else if (historyIndex > 0) void navigate(-1);
    else window.location.reload();
  };
  return (
    <StatusScreen
      tone="secondary"
      icon={<CloudOffRoundedIcon />}
      title={errorsMessages.serverErrorTitle}
      text={errorsMessages.serverErrorText}
      actions={
        <>
          <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={retry}>
            {errorsMessages.retry}
          </Button>
          <Button
            component={RouterLink}
            to="/"
            variant="outlined"
            size="large"
            startIcon={<HomeOutlinedIcon />}
          >
            {errorsMessages.goHome}
          </Button>
        </>
      }
    />
  );
}

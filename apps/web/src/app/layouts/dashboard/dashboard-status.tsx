import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { errorsMessages } from '@matchbazaar/contracts';
import Button from '@mui/material/Button';
import { ReloadButton } from '../../../components/reload-button';
import { StatusScreen } from '../../../components/status-screen';
import { useDocumentTitle } from '../../../components/use-document-title';

/** A page that failed while rendering: the dashboard machine's error state; 'Try again' clears it. */
export function DashboardRenderError({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle(errorsMessages.boundaryTitle);
  return (
    <StatusScreen
      alert
      tone="error"
      icon={<ReportProblemOutlinedIcon />}
      title={errorsMessages.boundaryTitle}
      text={errorsMessages.dashboardRenderText}
      actions={
        <Button variant="contained" size="large" startIcon={<RefreshIcon />} onClick={onRetry}>
          {errorsMessages.tryAgain}
        </Button>
      }
    />
  );
}

/** A dashboard route that could not load (its code or data): Retry reloads the page. */
export function DashboardRouteError() {
  useDocumentTitle(errorsMessages.dashboardTitle);
  return (
    <StatusScreen
      alert
      tone="error"
      icon={<ErrorOutlineIcon />}
      title={errorsMessages.dashboardTitle}
      text={errorsMessages.dashboardText}
      actions={<ReloadButton label={errorsMessages.retry} />}
    />
  );
}

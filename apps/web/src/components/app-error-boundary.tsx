import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { errorsMessages } from '@matchbazaar/contracts';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ReloadButton } from './reload-button';
import { StatusScreen } from './status-screen';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the location), a shown error is cleared and children re-render. */
  resetKey?: unknown;
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/**
 * Catches errors thrown while rendering (docs/product/site.md: 'Something went wrong' + 'Reload
 * page').
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for developers; reporting to a service comes with monitoring.
    console.error('Render error caught by AppErrorBoundary', error, info.componentStack);
  }

  override componentDidUpdate(previous: AppErrorBoundaryProps) {
    // Navigating away from a broken page must show the next page, not the old error.
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: undefined, hasError: false });
    }
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <StatusScreen
        alert
        tone="error"
        icon={<ReportProblemOutlinedIcon />}
        title={errorsMessages.boundaryTitle}
        text={errorsMessages.renderText}
        actions={<ReloadButton label={errorsMessages.reloadPage} />}
      />
    );
  }
}

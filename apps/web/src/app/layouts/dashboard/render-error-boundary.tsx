import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches a dashboard page's render error and tells the dashboard machine, which shows the error
 * screen in the boundary's place; 'Try again' mounts a fresh boundary and page.
 */
export class RenderErrorBoundary extends Component<
  { children: ReactNode; onError: (message: string) => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error in a dashboard page', error, info.componentStack);
    this.props.onError(error instanceof Error ? error.message : String(error));
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface SectionBoundaryProps {
  children: ReactNode;
  /** Shown in the section's place once it failed. */
  fallback: ReactNode;
}

/**
 * Keeps a failure inside one part of a page (a menu panel, a code-split section): that part shows
 * `fallback` and the rest of the page stays usable, where AppErrorBoundary would replace it all.
 * To try again, remount it (a new `key`).
 */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console for developers, like AppErrorBoundary's.
    console.error('A section of the page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

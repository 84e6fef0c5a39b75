import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** Shown instead of `children` once they have thrown. */
  fallback: ReactNode;
  children: ReactNode;
  /** Logged with the error, to tell whose failure it was. */
  /** Names the failure in the console log (never shown). */
  logAs: string;
  /** A new value clears a caught error and renders `children` again (a Retry). */
  resetKey?: unknown;
}

/** Keeps a failure (a chunk that would not download, a page that threw) to the area around it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(this.props.logAs, error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

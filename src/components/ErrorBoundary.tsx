import { Component, type ReactNode } from 'react';
import { errorCodeOf, reportError } from '../lib/analytics';
import { failedChunkOf, isChunkLoadError, reloadForFreshCode } from '../lib/chunk-reload';
import { ErrorMessage } from './ErrorMessage';
import { PageLoading } from './PageLoading';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page) forgets the error. */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  reloading: boolean;
}

const noError: ErrorBoundaryState = { error: null, reloading: false };

/**
 * Catches what a page throws while rendering: the rest of the app stays on screen. A page
 * whose code failed to download reloads once by itself, then offers 'Reintentar'.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state = noError;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error };
  }

  // Developers see the cause through the root's onCaughtError (src/startup/4-app-live.tsx), never a cardholder.
  componentDidCatch(error: unknown): void {
    const missing = isChunkLoadError(error);
    if (missing) reportError('chunk', failedChunkOf(error));
    else reportError('boundary', errorCodeOf(error));
    if (missing && reloadForFreshCode()) this.setState({ reloading: true });
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) {
      this.setState(noError);
    }
  }

  private retry = () => {
    // A page whose code never arrived needs the page loaded again (React keeps the failure).
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState(noError);
  };

  render() {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading) return <PageLoading />;
    return <ErrorMessage codeMissing={isChunkLoadError(error)} onRetry={this.retry} />;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import classes from './error-boundary.module.css';

/** Readable text for anything that can be thrown, including router error responses (400/403/404/405). */
function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const detail = typeof data === 'string' ? data : data instanceof Error ? data.message : undefined;
    return [`${String(error.status)} ${error.statusText}`.trim(), detail].filter(Boolean).join(': ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'An unexpected error occurred.';
}

/**
 * docs/product.md#app: 'Something went wrong', the message, and a Try Again button that reloads.
 * Plain elements and a CSS module so it renders even when the UI shell (Mantine) is what failed.
 */
function ErrorFallback({ message }: { message: string }) {
  return (
    <div role="alert" className={classes.screen}>
      <div className={classes.card}>
        <h1 className={classes.title}>Something went wrong</h1>
        <p className={classes.message}>{message}</p>
        <button
          type="button"
          className={classes.button}
          onClick={() => {
            window.location.reload();
          }}
        >
          Try Again
        </button>
      </div>
    </div>
  );
}

/** The root route's `errorElement`. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorFallback message={describeError(error)} />;
}

interface AppErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches what happens outside the router (providers, router creation). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) return <ErrorFallback message={describeError(this.state.error)} />;
    return this.props.children;
  }
}

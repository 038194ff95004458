import { lazy, type ComponentType } from 'react';

/**
 * A component whose chunk is fetched on demand: `preload()` starts the download early (on idle, hover or
 * focus) so the first real use does not wait; `Component` is the React.lazy wrapper.
 */
export function deferred<P extends object>(importer: () => Promise<{ default: ComponentType<P> }>) {
  let promise: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    promise ??= importer().catch((error: unknown) => {
      promise = undefined;
      throw error;
    });
    return promise;
  };
  return {
    Component: lazy(load),
    preload: () => {
      load().catch(() => {
        // A failed prefetch is retried on real use, where the error boundary can report it.
      });
    },
  };
}

/** Runs `task` when the browser is idle (or soon, where requestIdleCallback is missing). */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = window.setTimeout(task, 1500);
  return () => {
    window.clearTimeout(id);
  };
}

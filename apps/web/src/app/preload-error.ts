/** Remembers the last automatic reload so a chunk that is truly gone cannot cause a reload loop. */
const RELOAD_MARK_KEY = 'ds:preload-error-reload-at';
const RELOAD_GUARD_MS = 10_000;

export interface PreloadErrorDeps {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  reload: () => void;
  log: (...args: unknown[]) => void;
  session?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  /** Runs a callback after the current event dispatch has finished. */
  defer?: (callback: () => void) => void;
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * docs/product.md#app: a failed lazy load fires a cancelable `vite:preloadError` event; when no other
 * listener cancels it, log the error and reload (usually a deploy replaced the chunks).
 * The check is deferred until dispatch has finished so listeners added later can still cancel.
 * Returns a function that removes the handler.
 */
export function installPreloadErrorHandler(deps: Partial<PreloadErrorDeps> = {}): () => void {
  const target = deps.target ?? window;
  const reload =
    deps.reload ??
    (() => {
      window.location.reload();
    });
  const log =
    deps.log ??
    ((...args: unknown[]) => {
      console.error(...args);
    });
  const session = deps.session ?? safeSessionStorage();
  const now = deps.now ?? Date.now;
  const defer = deps.defer ?? ((callback: () => void) => void setTimeout(callback, 0));

  const onPreloadError = (event: Event) => {
    defer(() => {
      if (event.defaultPrevented) return;
      const payload = (event as Event & { payload?: unknown }).payload;
      log('Failed to load part of the application; reloading.', payload);
      try {
        const last = Number(session?.getItem(RELOAD_MARK_KEY) ?? 0);
        if (now() - last < RELOAD_GUARD_MS) return; // just reloaded for this: let the error boundary speak
        session?.setItem(RELOAD_MARK_KEY, String(now()));
      } catch {
        // No session storage: reload anyway.
      }
      reload();
    });
  };

  target.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
  };
}

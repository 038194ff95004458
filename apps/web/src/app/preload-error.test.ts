import { describe, expect, it, vi } from 'vitest';
import { installPreloadErrorHandler } from '@/app/preload-error';

function setup(now = 100_000) {
  const target = new EventTarget();
  const reload = vi.fn();
  const log = vi.fn();
  const store = new Map<string, string>();
  const session = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => {
      store.set(k, v);
    },
  };
  const deferred: Array<() => void> = [];
  const uninstall = installPreloadErrorHandler({
    target,
    reload,
    log,
    session,
    now: () => now,
    defer: (callback) => {
      deferred.push(callback);
    },
  });
  const fire = (payload: unknown = new Error('Unable to preload CSS')) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
    target.dispatchEvent(event);
    return event;
  };
  const flush = () => {
    for (const callback of deferred.splice(0)) callback();
  };
  return { target, reload, log, fire, flush, uninstall, store };
}

describe('vite:preloadError handling', () => {
  it('logs the error and reloads when nobody cancels the event', () => {
    const { fire, flush, reload, log } = setup();
    const payload = new Error('Failed to fetch dynamically imported module');

    fire(payload);
    flush();

    expect(log).toHaveBeenCalledWith(expect.any(String), payload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when another listener cancels the event, even one added later', () => {
    const { target, fire, flush, reload, log } = setup();
    target.addEventListener('vite:preloadError', (event) => {
      event.preventDefault();
    });

    fire();
    flush();

    expect(reload).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('does not reload again right after an automatic reload', () => {
    const { fire, flush, reload, store } = setup(100_000);
    store.set('ds:preload-error-reload-at', String(95_000));

    fire();
    flush();

    expect(reload).not.toHaveBeenCalled();
  });

  it('stops listening once uninstalled', () => {
    const { fire, flush, reload, uninstall } = setup();
    uninstall();

    fire();
    flush();

    expect(reload).not.toHaveBeenCalled();
  });
});

import { useEffect } from 'react';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { mayCount } from './visit';

let started = false;

/**
 * Real-user Web Vitals of a sample of storefront page loads (the runtime config's `vitalsSampleRate`;
 * docs/analytics.md "Web Vitals"), under the page views' rules (no Do Not Track, not the distributor's own
 * browser). All the measuring, with Google's `web-vitals`, is in a chunk imported once the page has loaded
 * and the browser is idle, so the storefront's initial JS (and its Lighthouse run) gains only this hook.
 * Once per page load: client-side navigations are not page loads.
 */
export function useWebVitals(live: boolean): void {
  useEffect(() => {
    if (!live || started) return;
    started = true;
    if (!mayCount() || typeof navigator.sendBeacon !== 'function' || Math.random() >= getRuntimeConfig().vitalsSampleRate) return;
    const path = window.location.pathname;
    const measure = () =>
      void import('./measure-web-vitals').then(
        (m) => m.measureWebVitals(path),
        () => undefined, // a measurement must never break the page
      );
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(measure) : setTimeout(measure, 1));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, [live]);
}

import { useEffect } from 'react';
import type { Metric } from 'web-vitals';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { mayCount } from './visit';

type Name = 'lcp' | 'inp' | 'cls' | 'ttfb';
const NAMES: Record<Metric['name'], Name | undefined> = { LCP: 'lcp', INP: 'inp', CLS: 'cls', TTFB: 'ttfb', FCP: undefined };

let started = false;

/**
 * Measures this page load's Web Vitals with Google's `web-vitals` (docs/analytics.md "Web Vitals") on a
 * sample of visits (the runtime config's `vitalsSampleRate`), and sends them in one beacon when the page is
 * hidden. The library is a chunk of its own, imported once the page has loaded and the browser is idle, so
 * the storefront's initial JS and its Lighthouse run are unchanged; its observers read the `buffered`
 * entries, so what happened before it loaded is measured too. Only the first value of each metric is sent
 * (the page load's, as Google's field data has it): a page hidden again later sends nothing new.
 */
export function useWebVitals(live: boolean): void {
  useEffect(() => {
    if (!live || started || typeof window === 'undefined') return;
    started = true;
    if (!mayCount() || typeof navigator.sendBeacon !== 'function' || Math.random() >= getRuntimeConfig().vitalsSampleRate) return;
    const path = window.location.pathname;
    const whenIdle = () =>
      'requestIdleCallback' in window ? window.requestIdleCallback(() => void measure(path)) : setTimeout(() => void measure(path), 1);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }, [live]);
}

async function measure(path: string): Promise<void> {
  let lib: typeof import('web-vitals');
  try {
    lib = await import('web-vitals');
  } catch {
    return; // A measurement must never break the page.
  }
  const measured: Partial<Record<Name, number>> = {};
  const sent = new Set<Name>();
  const collect = (metric: Metric) => {
    const name = NAMES[metric.name];
    if (name && !sent.has(name) && measured[name] === undefined) measured[name] = metric.value;
  };
  lib.onTTFB(collect);
  lib.onLCP(collect);
  lib.onCLS(collect);
  lib.onINP(collect);
  // Registered after the library's own listeners (on window, capturing), so on `visibilitychange` to hidden
  // it runs once they have reported.
  const flush = () => {
    const fresh = Object.fromEntries(Object.entries(measured).filter(([name]) => !sent.has(name as Name)));
    if (Object.keys(fresh).length === 0 || !mayCount()) return;
    for (const name of Object.keys(fresh)) sent.add(name as Name);
    try {
      navigator.sendBeacon('/api/site/vitals', JSON.stringify({ path, screen_width: window.screen?.width ?? null, metrics: fresh }));
    } catch {
      // Never break the page.
    }
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

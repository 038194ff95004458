import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { mayCount } from './visit';

type Name = 'lcp' | 'inp' | 'cls' | 'ttfb';
const NAMES: Partial<Record<Metric['name'], Name>> = { LCP: 'lcp', INP: 'inp', CLS: 'cls', TTFB: 'ttfb' };

/**
 * Measures this page load's Web Vitals with Google's `web-vitals` and sends them in one beacon to
 * `/api/site/vitals` when the page is hidden (docs/analytics.md "Web Vitals"). A chunk of its own, with the
 * library: `useWebVitals` imports it after the page has loaded, for sampled visits only. The library's
 * observers read `buffered` entries, so what happened before it loaded is measured too. Only the first
 * value of each metric is sent (the page load's, as Google's field data has it).
 */
export function measureWebVitals(path: string): void {
  const measured: Partial<Record<Name, number>> = {};
  const sent = new Set<string>();
  const collect = (metric: Metric) => {
    const name = NAMES[metric.name];
    if (name && !sent.has(name) && measured[name] === undefined) measured[name] = metric.value;
  };
  onTTFB(collect);
  onLCP(collect);
  onCLS(collect);
  onINP(collect);
  // Registered after the library's own listeners (on window, capturing), so on `visibilitychange` to hidden
  // it runs once they have reported LCP, CLS and INP: one beacon with everything. Not on `pagehide`, which
  // Chromium fires before the page turns hidden (a beacon with TTFB alone, then another); every current
  // browser turns a page hidden as it unloads, which is all the library itself relies on.
  const flush = () => {
    const fresh = Object.fromEntries(Object.entries(measured).filter(([name]) => !sent.has(name)));
    if (Object.keys(fresh).length === 0 || !mayCount()) return;
    for (const name of Object.keys(fresh)) sent.add(name);
    try {
      navigator.sendBeacon('/api/site/vitals', JSON.stringify({ path, screen_width: window.screen?.width ?? null, metrics: fresh }));
    } catch {
      // A measurement must never break the page.
    }
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

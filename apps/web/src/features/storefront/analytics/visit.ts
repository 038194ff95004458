import { getTenantId, getToken } from '@/lib/storage';

/**
 * The visit's first touch — where the visitor came from when this page load began (the landing page's
 * referrer and UTM) — kept in memory only: no cookie, no storage. It goes with every page-view beacon of
 * the visit and with the lead and subscribe forms (first-touch attribution).
 */
export interface FirstTouch {
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

let firstTouch: FirstTouch | undefined;

export function readFirstTouch(search: string, referrer: string): FirstTouch {
  const params = new URLSearchParams(search);
  const touch: FirstTouch = {};
  if (referrer) touch.referrer = referrer.slice(0, 1000);
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = params.get(key)?.trim();
    if (value) touch[key] = value.slice(0, 100);
  }
  return touch;
}

function visitFirstTouch(): FirstTouch {
  firstTouch ??= typeof window === 'undefined' ? {} : readFirstTouch(window.location.search, document.referrer);
  return firstTouch;
}

/** What the lead and subscribe forms send as `attribution` (undefined outside a browser: nothing to say). */
export function visitAttribution(): (FirstTouch & { page?: string }) | undefined {
  if (typeof window === 'undefined') return undefined;
  return { ...visitFirstTouch(), page: window.location.pathname };
}

interface PrivacyNavigator extends Navigator {
  globalPrivacyControl?: boolean;
}

/** Do Not Track or Global Privacy Control, or the distributor's own signed-in browser: no beacon at all. */
export function mayCount(nav: PrivacyNavigator = navigator): boolean {
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return false;
  return !(getToken() && getTenantId());
}

/**
 * One page view: `navigator.sendBeacon` with a string body (text/plain, so no preflight; the browser sends
 * it even while the page unloads, and never makes the page wait). The server answers 202 whatever it does.
 */
export function sendPageView(path: string): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function' || !mayCount()) return;
  const body = JSON.stringify({ path, ...visitFirstTouch(), screen_width: window.screen?.width ?? null });
  try {
    navigator.sendBeacon('/api/site/events', body);
  } catch {
    // A beacon must never break the page.
  }
}

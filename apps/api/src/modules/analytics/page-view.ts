import type { DeviceClass, PageView } from '@ds/jobs';
import { textProblem } from '../../infra/http/unsafe-input.js';

/**
 * What a storefront beacon may say, and how a page view is classified before it is buffered (pure, so it
 * is tested without a server). Anything that does not fit is dropped, never stored half-way.
 */

/** Largest beacon body accepted; a page view is a few hundred bytes. */
export const MAX_BEACON_BYTES = 2048;

/** The source of a visit that came with neither UTM nor an outside referrer. */
const DIRECT = 'Direct';

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Text PostgreSQL can store and a report can show: no control characters, no lone surrogates. */
const clean = (text: string): boolean => !CONTROL.test(text) && textProblem(text) === null;

/**
 * A beacon body (`{ path, referrer, utm_source, utm_medium, utm_campaign, screen_width }`) seen from
 * `host`, or null when it is malformed. The query string and fragment of the path are cut: they may carry
 * a visitor's email or a token, and the page is what counts.
 */
export function classifyPageView(body: unknown, host: string, userAgent: string): PageView | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;

  const path = pathOf(b.path);
  if (path === null) return null;

  const utmSource = optionalText(b.utm_source, 100);
  const utmMedium = optionalText(b.utm_medium, 100);
  const utmCampaign = optionalText(b.utm_campaign, 100);
  if (utmSource === undefined || utmMedium === undefined || utmCampaign === undefined) return null;

  const referrerDomain = referrerDomainOf(b.referrer, host);
  if (referrerDomain === undefined) return null;

  const width = b.screen_width;
  if (width !== undefined && width !== null && !(typeof width === 'number' && Number.isInteger(width) && width >= 0 && width <= 100_000))
    return null;

  return {
    path,
    source: sourceOf(utmSource, referrerDomain),
    referrerDomain,
    utmSource,
    utmMedium,
    utmCampaign,
    device: deviceOf(typeof width === 'number' ? width : null, userAgent),
  };
}

/** A visit's source as reports show it: its UTM source (lower case), else the referrer's domain, else Direct. */
export function sourceOf(utmSource: string | null, referrerDomain: string | null): string {
  return utmSource?.toLowerCase() || referrerDomain || DIRECT;
}

/** Breakpoints of the storefront's own layout (mobile below 576 px, tablet below 992 px). */
export function deviceOf(screenWidth: number | null, userAgent: string): DeviceClass {
  if (screenWidth !== null && screenWidth > 0) return screenWidth < 576 ? 'mobile' : screenWidth < 992 ? 'tablet' : 'desktop';
  if (/iPad|Tablet/i.test(userAgent)) return 'tablet';
  return /Mobi|Android|iPhone/i.test(userAgent) ? 'mobile' : 'desktop';
}

/** The page a beacon names, without query or fragment (they may carry an email or a token), or null when it is not one. */
export function pathOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 500 || !clean(value)) return null;
  const cut = value.split(/[?#]/, 1)[0];
  return cut.length > 1 ? cut.replace(/\/+$/, '') || '/' : '/';
}

/** The text trimmed, null when absent or empty, undefined when it is not acceptable text. */
function optionalText(value: unknown, max: number): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !clean(value)) return undefined;
  const text = value.trim();
  if (text.length > max) return undefined;
  return text || null;
}

/**
 * The referrer's host without `www.`, null when there is none or it is the site itself (a visitor moving
 * between its pages), undefined when it is not an http(s) URL.
 */
function referrerDomainOf(value: unknown, host: string): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 1000 || !clean(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const domain = url.hostname.toLowerCase().replace(/^www\./, '');
  return domain === host.replace(/^www\./, '') ? null : domain;
}

/**
 * `Do Not Track: 1` or `Sec-GPC: 1`, or a browser's speculative load (`Sec-Purpose`/`Purpose: prefetch`,
 * Firefox's `X-Moz`): the visitor asked not to be counted, or did not visit yet.
 */
export function notToBeCounted(headers: Record<string, string | string[] | undefined>): boolean {
  const one = (name: string) => {
    const v = headers[name];
    return (Array.isArray(v) ? v[0] : v)?.trim().toLowerCase() ?? '';
  };
  return (
    one('dnt') === '1' ||
    one('sec-gpc') === '1' ||
    one('sec-purpose').includes('prefetch') ||
    one('purpose').includes('prefetch') ||
    one('x-moz') === 'prefetch'
  );
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer, computed once per kind of answer and applied by the first
 * middleware (`securityHeaders`) and by the raw hot-cache fast path, so both send the very same set.
 *
 * helmet writes the headers (syntax, safe defaults); we only choose the Content-Security-Policy per kind:
 *
 * - `app`: the built SPA and everything served beside it (index.html on every non-API path, /assets,
 *   /runtime-config.js, /uploads, public files). One document serves the landing, storefronts, the back
 *   office and the admin, and client-side navigation moves between them without a new answer, so the
 *   policy is the same for all of them — including `frame-ancestors 'none'`: a per-path framing rule
 *   would be no stronger than the laxest entry path, and nothing of ours is framed.
 * - `api`: JSON (and sitemap/robots). Nothing in it may load or run anything.
 * - The few HTML pages the API renders itself (OpenAPI docs, the pages behind email links) get the app
 *   policy, which they work under (external scripts, inline styles, data: images, `form-action 'self'`).
 * - `queueDashboard`: bull-board's own page, which loads IBM Plex from Google Fonts.
 *
 * No HSTS here: over plain HTTP it is meaningless, and the HTTPS edge (modules/custom-domains/edge) adds
 * `Strict-Transport-Security` to every answer it serves.
 */

const SELF = "'self'";
const NONE = "'none'";

/** Directives every policy shares: no plugins, and no framing by anyone (clickjacking). */
const LOCKED_DOWN = {
  'object-src': [NONE],
  'frame-ancestors': [NONE],
} as const;

/** The SPA (Vite build): no inline script anywhere — index.html has only external scripts. */
const APP_DIRECTIVES = {
  'default-src': [SELF],
  'base-uri': [SELF],
  // index.html loads the hashed bundle and /runtime-config.js (kept an external file for this reason).
  'script-src': [SELF],
  // No inline event handlers (onclick="…"): React attaches listeners from code.
  'script-src-attr': [NONE],
  // Mantine writes its CSS variables into <style> elements and sets style="" attributes (TipTap too);
  // styles cannot run code, so inline styles are allowed. Scripts never are.
  'style-src': [SELF, "'unsafe-inline'"],
  // Uploads are same-origin (/uploads/…); a file field may also hold an external http(s) URL a distributor
  // typed (the API accepts both schemes), previews of picked files are blob: URLs, and the CSS embeds
  // small data: SVGs. An image cannot run code, and with https: allowed, refusing http: would protect
  // nothing — it would only hide images the API accepted (on HTTPS pages browsers upgrade them anyway).
  'img-src': [SELF, 'data:', 'blob:', 'http:', 'https:'],
  // Video fields: uploaded files, external http(s) video URLs, and blob: previews before upload.
  'media-src': [SELF, 'blob:', 'http:', 'https:'],
  // The web app uses system fonts only.
  'font-src': [SELF],
  // The API is same-origin on every host the app is served on (subdomains and custom domains alike).
  'connect-src': [SELF],
  // The only third-party frames: the YouTube (privacy-enhanced and regular) and Vimeo players.
  'frame-src': ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  // Every form posts through fetch(); a stray <form action> must not send data elsewhere.
  'form-action': [SELF],
  ...LOCKED_DOWN,
  // Not `upgrade-insecure-requests`: storefront subdomains may be served over plain HTTP (and are, locally),
  // where it would rewrite our own same-origin URLs to an https:// nobody listens on.
};

/** JSON and plain text: a document that renders nothing, runs nothing, and posts nowhere. */
const API_DIRECTIVES = {
  'default-src': [NONE],
  'base-uri': [NONE],
  'form-action': [NONE],
  ...LOCKED_DOWN,
};

/** bull-board's bundled page: its own scripts, inline styles, and Google Fonts (IBM Plex) in its <head>. */
const QUEUE_DASHBOARD_DIRECTIVES = {
  'default-src': [SELF],
  // Its page sets <base href="/api/admin/queues/">.
  'base-uri': [SELF],
  'script-src': [SELF],
  'script-src-attr': [NONE],
  'style-src': [SELF, "'unsafe-inline'", 'https://fonts.googleapis.com'],
  'font-src': [SELF, 'https://fonts.gstatic.com'],
  'img-src': [SELF, 'data:'],
  'connect-src': [SELF],
  'form-action': [SELF],
  ...LOCKED_DOWN,
};

/**
 * Browser features none of our pages use, denied to the page and every frame in it. Features the
 * YouTube/Vimeo players ask for (autoplay, fullscreen, encrypted-media, picture-in-picture,
 * accelerometer, gyroscope, clipboard-write) keep the browser default so the embeds work.
 */
const DENIED_FEATURES = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'magnetometer',
  'display-capture',
  'idle-detection',
  'screen-wake-lock',
  'xr-spatial-tracking',
  'browsing-topics',
];
const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

function helmetOptions(directives: Record<string, readonly string[]>): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    // Our pages open no cross-origin window they need a handle on; isolates us from any that opens us.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Everything we serve is loaded by our own pages only (uploads are same-origin paths).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // The origin (never the path or query) on cross-origin requests; YouTube's player needs it to play.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // The legacy twin of frame-ancestors 'none', for browsers that only know this one.
    xFrameOptions: { action: 'deny' },
    // express's x-powered-by is disabled in app.factory; the raw fast path never sends it.
    xPoweredBy: false,
    // The rest stay helmet's defaults: X-Content-Type-Options: nosniff, Origin-Agent-Cluster,
    // X-DNS-Prefetch-Control: off, X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection: 0.
  };
}

/** A set of headers, ready to be written to any response. */
export type SecurityHeaders = readonly (readonly [name: string, value: string])[];

/**
 * Runs helmet once against a recorder: its middlewares only call `setHeader`, synchronously. A bad option
 * throws right here, at start-up; with no per-request directive functions, `next` never gets an error.
 */
function compute(directives: Record<string, readonly string[]>): SecurityHeaders {
  const headers = new Map<string, string>();
  const recorder = { setHeader: (name: string, value: string) => void headers.set(name, String(value)), removeHeader: () => undefined };
  helmet(helmetOptions(directives))({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  headers.set('Permissions-Policy', PERMISSIONS_POLICY);
  return Object.freeze([...headers].map(([name, value]) => Object.freeze([name, value] as const)));
}

export const SECURITY_HEADERS = Object.freeze({
  app: compute(APP_DIRECTIVES),
  api: compute(API_DIRECTIVES),
  queueDashboard: compute(QUEUE_DASHBOARD_DIRECTIVES),
});

export type AnswerKind = keyof typeof SECURITY_HEADERS;

/** HTML pages under /api, by path prefix (lower case: express matches routes case-insensitively). */
const API_PAGES: readonly (readonly [prefix: string, kind: AnswerKind])[] = [
  ['/api/admin/queues', 'queueDashboard'],
  ['/api/docs', 'app'],
  // The pages behind the links in our emails (email-link-page.ts): their one button is a same-origin form POST.
  ['/api/newsletters/unsubscribe', 'app'],
  ['/api/newsletters/resubscribe', 'app'],
  ['/api/newsletters/confirm', 'app'],
  ['/api/campaign-track/unsubscribe', 'app'],
  ['/api/campaign-track/resubscribe', 'app'],
  ['/api/follow-up-digest/opt-out', 'app'],
];

function startsWithSegment(path: string, prefix: string): boolean {
  return path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === '/' || path[prefix.length] === '?');
}

/** What kind of answer a request path gets (decided before routing, from the raw URL). */
export function answerKindOf(url: string): AnswerKind {
  const path = url.toLowerCase();
  for (const [prefix, kind] of API_PAGES) if (startsWithSegment(path, prefix)) return kind;
  if (startsWithSegment(path, '/api') || startsWithSegment(path, '/sitemap.xml') || startsWithSegment(path, '/robots.txt')) return 'api';
  if (startsWithSegment(path, '/go')) return 'api'; // the storefronts' click redirects (modules/go-links)
  return 'app';
}

function applySecurityHeaders(res: ServerResponse, headers: SecurityHeaders): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/** First middleware of the app: every answer, errors included, carries the headers of its kind. */
export function securityHeaders(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  applySecurityHeaders(res, SECURITY_HEADERS[answerKindOf(req.url ?? '/')]);
  next();
}

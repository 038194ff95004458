import { applyDecorators, Header } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { SiteLanguage } from '@ds/shared';

/**
 * The small pages behind the links in our emails (unsubscribe, resubscribe, confirm a subscription;
 * docs/deliverability.md "Links scanners cannot trigger"). They are opened from mail clients, often
 * without the app's JavaScript, and fetched by mail scanners and link previewers: so a GET only shows a
 * page, and the change happens on the POST of a plain HTML form (or a mail client's RFC 8058 one-click
 * POST). The form posts back to the same signed URL; the page's policy allows `form-action 'self'`
 * (security-headers.ts lists these paths as app pages).
 */
export interface EmailLinkPage {
  title: string;
  /** Paragraphs, plain text. */
  text: string[];
  /** The one button of the page: a POST to `action` (a same-origin path with the signed query). */
  form?: { action: string; button: string };
  /** A quieter second form below the first (e.g. "Resubscribe" after an unsubscribe). */
  secondary?: { action: string; button: string; lead: string };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const BUTTON =
  'font:inherit;font-weight:600;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #1f6feb;background:#1f6feb;color:#fff;cursor:pointer';
const QUIET_BUTTON =
  'font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #8c959f;background:#fff;color:#24292f;cursor:pointer';

/** The page in `language` (its `<html lang>`; the texts come translated: `@ds/campaign-mail` server messages). */
export function emailLinkPage(page: EmailLinkPage, language: SiteLanguage = 'en'): string {
  const paragraphs = page.text.map((p) => `<p>${escape(p)}</p>`).join('');
  const form = page.form
    ? `<form method="post" action="${escape(page.form.action)}"><button type="submit" style="${BUTTON}">${escape(page.form.button)}</button></form>`
    : '';
  const secondary = page.secondary
    ? `<hr style="border:0;border-top:1px solid #d0d7de;margin:2rem 0"><p>${escape(page.secondary.lead)}</p>` +
      `<form method="post" action="${escape(page.secondary.action)}">` +
      `<button type="submit" style="${QUIET_BUTTON}">${escape(page.secondary.button)}</button></form>`
    : '';
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    // Signed links must not end up in search results or previews' caches.
    `<meta name="robots" content="noindex, nofollow"><title>${escape(page.title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#24292f;line-height:1.5">` +
    `<main><h1 style="font-size:1.6rem">${escape(page.title)}</h1>${paragraphs}${form}${secondary}</main></body></html>`
  );
}

/** The path and signed query a request came in on: where the page's form posts back to. */
export function samePath(originalUrl: string, path: string): string {
  const query = originalUrl.indexOf('?');
  return query === -1 ? path : `${path}${originalUrl.slice(query)}`;
}

/** OpenAPI + headers of an email link's page answer (HTML, never cached: it is per recipient). */
export const EmailLinkPageAnswer = () =>
  applyDecorators(
    ApiProduces('text/html'),
    Header('Content-Type', 'text/html; charset=utf-8'),
    Header('Cache-Control', 'no-store'),
    Header('X-Robots-Tag', 'noindex'),
  );

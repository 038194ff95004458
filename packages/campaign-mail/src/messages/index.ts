import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { FALLBACK_LANGUAGE, isSiteLanguage, type SiteLanguage } from '@ds/shared';
import { escapeHtml } from '../escape.js';
import { en, type ServerMessageKey, type ServerMessages } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { zhHant } from './zh-Hant.js';

export type { ServerMessageKey, ServerMessages };

/**
 * The server's message catalogs, one file per site language (docs/product.md "Languages"; adding one:
 * docs/adding-a-language.md). ICU MessageFormat through FormatJS's `intl-messageformat`, the library the
 * storefront's `react-intl` is built on: plurals, numbers and dates follow the locale's CLDR rules.
 */
export const SERVER_MESSAGES: Readonly<Record<SiteLanguage, ServerMessages>> = { en, es, fr, 'zh-Hant': zhHant, ko, ja };

/** A site's language from a row that may carry `site_language` (absent or unknown: English). */
export function siteLanguageOf(row: object | null | undefined): SiteLanguage {
  const value: unknown = row && 'site_language' in row ? row.site_language : undefined;
  return isSiteLanguage(value) ? value : FALLBACK_LANGUAGE;
}

/**
 * The locale `Intl` formats numbers, prices and dates with: the language in the site's country when one is
 * known (`es-MX`: `$299.00`; `fr-FR`: `29,95 €`; `ko-KR`: `₩29,900`), else the language alone. English stays
 * `en-US`, as the storefront has always shown prices.
 */
export function intlLocale(language: SiteLanguage, country?: string | null): string {
  if (language === 'en') return 'en-US';
  const region = country?.trim().toUpperCase();
  if (region && /^[A-Z]{2}$/.test(region)) {
    const tag = `${language}-${region}`;
    if (Intl.NumberFormat.supportedLocalesOf([tag]).length) return tag;
  }
  return language;
}

const compiled = new Map<string, IntlMessageFormat>();

function format(language: SiteLanguage, key: ServerMessageKey, values?: Record<string, PrimitiveType>): string {
  const id = `${language}\n${key}`;
  let message = compiled.get(id);
  if (!message) {
    message = new IntlMessageFormat(SERVER_MESSAGES[language][key], intlLocale(language));
    compiled.set(id, message);
  }
  return String(message.format(values));
}

/** Private-use marks for values in HTML: they survive the formatting and the escaping, then become the value. */
const mark = (i: number) => `\uE000${i}\uE001`;
const MARKS = /\uE000(\d+)\uE001/g;
const TEXT_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

export interface ServerMessagesFor {
  language: SiteLanguage;
  /** The message as plain text (an email's text part, a subject). */
  text(key: ServerMessageKey, values?: Record<string, PrimitiveType>): string;
  /**
   * The message as HTML: the message and `values` escaped, `html` values (a link) inserted as they are
   * (already-escaped HTML made by the caller).
   */
  html(key: ServerMessageKey, values?: Record<string, PrimitiveType>, html?: Record<string, string>): string;
}

/** The messages of a language (an unknown value: English). */
export function serverMessages(language: unknown): ServerMessagesFor {
  const lang: SiteLanguage = isSiteLanguage(language) ? language : FALLBACK_LANGUAGE;
  return {
    language: lang,
    text: (key, values) => format(lang, key, values),
    html(key, values = {}, html = {}) {
      // The message's own words are element content (`&`, `<`, `>` escaped); each value is escaped whole
      // (`escapeHtml`, as the templates always did), an `html` value is inserted as it is.
      const inserted: string[] = [];
      const marked: Record<string, PrimitiveType> = {};
      for (const [name, value] of Object.entries(values)) {
        if (typeof value !== 'string') marked[name] = value;
        else marked[name] = mark(inserted.push(escapeHtml(value)) - 1);
      }
      for (const [name, value] of Object.entries(html)) marked[name] = mark(inserted.push(value) - 1);
      return format(lang, key, marked)
        .replace(/[&<>]/g, (c) => TEXT_ENTITIES[c])
        .replace(MARKS, (_m, i: string) => inserted[Number(i)]);
    },
  };
}

/**
 * The site language that best fits an `Accept-Language` header (a page that knows no site, such as a link
 * that is not valid): the first listed language, by quality, that is a site language or has one as its
 * base (`es-MX` → `es`, `zh-TW`/`zh-HK` → `zh-Hant`); else English.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): SiteLanguage {
  if (!header) return FALLBACK_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) {
      if (/^zh-(?:hant|tw|hk|mo)\b/.test(lower)) return 'zh-Hant';
      continue; // Simplified Chinese readers are not served Traditional by default.
    }
    const base = lower.split('-')[0];
    if (isSiteLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

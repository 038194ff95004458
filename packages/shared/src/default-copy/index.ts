import { FALLBACK_LANGUAGE, isSiteLanguage, type SiteLanguage } from '../languages.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import type { DefaultCopy } from './types.js';
import { zhHant } from './zh-hant.js';

export type { DefaultCopy } from './types.js';

const COPY: Readonly<Record<SiteLanguage, DefaultCopy>> = { en, es, fr, 'zh-Hant': zhHant, ko, ja };

/**
 * The home page's default section texts in `locale` (English for an unknown one), with `{company}` and
 * `{siteName}` left in (fillDefaultCopy puts the names in).
 */
export function defaultCopy(locale: string | null | undefined): DefaultCopy {
  return COPY[isSiteLanguage(locale) ? locale : FALLBACK_LANGUAGE];
}

/** A default text with the site's names in place of `{company}` and `{siteName}`. */
export function fillDefaultCopy(template: string, names: { company: string; siteName: string }): string {
  return template.replace(/\{(company|siteName)\}/g, (_, name: 'company' | 'siteName') => names[name]);
}

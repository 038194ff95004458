/**
 * The languages a site can be shown in (docs/product.md "Languages"): BCP 47 tags. A site's language is
 * `site_language` in its settings; its default comes from the distributor's country.
 */
export const SITE_LANGUAGES = ['en', 'es', 'fr', 'zh-Hant', 'ko', 'ja'] as const;

export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** The language every text falls back to (catalog texts, messages). */
export const FALLBACK_LANGUAGE: SiteLanguage = 'en';

/** Each language by its own name, as a language picker shows it. */
export const SITE_LANGUAGE_NAMES: Readonly<Record<SiteLanguage, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  'zh-Hant': '繁體中文',
  ko: '한국어',
  ja: '日本語',
};

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** The language of each country whose first language is not English (ISO 3166-1 alpha-2, upper case). */
const COUNTRY_LANGUAGES: Readonly<Record<string, SiteLanguage>> = {
  // Spanish
  MX: 'es',
  ES: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  // French
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  // Traditional Chinese
  TW: 'zh-Hant',
  HK: 'zh-Hant',
  MO: 'zh-Hant',
  // Korean
  KR: 'ko',
  // Japanese
  JP: 'ja',
};

/**
 * The site language a distributor in `country` starts with: the country's language when it is one of the
 * site languages, else English (US, CA, GB, AU, NZ, IN, IE… and any unknown or missing country).
 */
export function defaultLanguageForCountry(country: string | null | undefined): SiteLanguage {
  if (!country) return FALLBACK_LANGUAGE;
  return COUNTRY_LANGUAGES[country.trim().toUpperCase()] ?? FALLBACK_LANGUAGE;
}

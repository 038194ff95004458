import { describe, expect, it } from '@jest/globals';
import { SITE_LANGUAGE_NAMES, SITE_LANGUAGES, defaultLanguageForCountry, isSiteLanguage } from './index.js';

describe('site languages (docs/product.md "Languages")', () => {
  it('six BCP 47 tags, each with its own name', () => {
    expect(SITE_LANGUAGES).toEqual(['en', 'es', 'fr', 'zh-Hant', 'ko', 'ja']);
    expect(SITE_LANGUAGES.map((tag) => SITE_LANGUAGE_NAMES[tag])).toEqual([
      'English',
      'Español',
      'Français',
      '繁體中文',
      '한국어',
      '日本語',
    ]);
  });

  it('isSiteLanguage: exact tags only', () => {
    expect(isSiteLanguage('zh-Hant')).toBe(true);
    for (const value of ['zh-hant', 'EN', 'de', 'en-US', '', null, 3]) expect(isSiteLanguage(value)).toBe(false);
  });

  it('the default language follows the country, English otherwise', () => {
    for (const country of ['US', 'CA', 'GB', 'AU', 'NZ', 'IN', 'IE']) expect(defaultLanguageForCountry(country)).toBe('en');
    expect(defaultLanguageForCountry('MX')).toBe('es');
    expect(defaultLanguageForCountry('FR')).toBe('fr');
    expect(defaultLanguageForCountry('TW')).toBe('zh-Hant');
    expect(defaultLanguageForCountry('hk')).toBe('zh-Hant');
    expect(defaultLanguageForCountry('KR')).toBe('ko');
    expect(defaultLanguageForCountry('JP')).toBe('ja');
    expect(defaultLanguageForCountry(null)).toBe('en');
    expect(defaultLanguageForCountry('ZZ')).toBe('en');
  });
});

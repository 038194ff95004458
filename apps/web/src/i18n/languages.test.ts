import { FALLBACK_LANGUAGE, SITE_LANGUAGES } from '@ds/shared';
import { describe, expect, it } from 'vitest';
import { siteLanguageOf, STOREFRONT_LANGUAGES } from './storefront-intl';

describe('the storefront languages', () => {
  it("are @ds/shared's site languages, English the fallback", () => {
    expect(STOREFRONT_LANGUAGES).toEqual(SITE_LANGUAGES);
    expect(siteLanguageOf({})).toBe(FALLBACK_LANGUAGE);
    for (const language of SITE_LANGUAGES) expect(siteLanguageOf({ site_language: language })).toBe(language);
  });
});

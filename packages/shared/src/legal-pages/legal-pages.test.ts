import { describe, expect, it } from '@jest/globals';
import { localizedDisclaimers } from '../disclaimers.js';
import { SITE_LANGUAGES } from '../languages.js';
import { LEGAL_PAGES, legalPageText, legalParagraphText, type LegalPageText } from './index.js';

const names = { siteName: 'Ana Wellness', companyName: 'Acme' };

/** Where a page's disclaimers and contact links stand: every language keeps the English places. */
function shape(page: LegalPageText): string[] {
  return page.sections.map(
    (section) =>
      `${section.heading ? 'h' : '-'}:` +
      section.paragraphs
        .map((p) => p.map((s) => (typeof s === 'string' ? 't' : 'disclaimer' in s ? `d.${s.disclaimer}` : 'c')).join(''))
        .join('|'),
  );
}

describe('legal pages default text', () => {
  it('exists in every language with the English structure: the same disclaimers and contact link, translated words', () => {
    for (const page of LEGAL_PAGES) {
      const english = legalPageText('en', page, names);
      for (const language of SITE_LANGUAGES) {
        const text = legalPageText(language, page, names);
        expect([language, page, shape(text).map((s) => s.replace(/t+/g, 't'))]).toEqual([
          language,
          page,
          shape(english).map((s) => s.replace(/t+/g, 't')),
        ]);
        if (language !== 'en') expect(text.title).not.toBe(english.title);
      }
    }
  });

  it('keeps the English originals and names the site', () => {
    const terms = legalPageText('en', 'terms-of-use', names);
    expect(terms.title).toBe('Terms of Use');
    expect(legalParagraphText(terms.sections[0].paragraphs[0], localizedDisclaimers('en', 'Acme'))).toBe(
      'By using Ana Wellness you agree to these terms. If you do not agree, please do not use this website.',
    );
    const privacy = legalPageText('ko', 'privacy-policy', names);
    expect(legalParagraphText(privacy.sections[0].paragraphs[0], localizedDisclaimers('ko', 'Acme'))).toContain('Ana Wellness');
    expect(legalPageText('xx', 'privacy-policy', names).title).toBe('Privacy Policy');
  });
});

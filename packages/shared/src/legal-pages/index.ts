import type { Disclaimers } from '../disclaimers.js';
import { FALLBACK_LANGUAGE, isSiteLanguage, type SiteLanguage } from '../languages.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import type { LegalNames, LegalPage, LegalPageText, LegalParagraph, LegalTexts } from './types.js';
import { zhHant } from './zh-hant.js';

export * from './types.js';

const TEXTS: Readonly<Record<SiteLanguage, LegalTexts>> = { en, es, fr, 'zh-Hant': zhHant, ko, ja };

/**
 * A legal page's default text in `language` (English for an unknown one; docs/product.md "Languages"):
 * its title and sections, the paragraphs made of text, the site's disclaimers (`{ disclaimer }`: the
 * distributor's own, else `localizedDisclaimers`) and the contact page link (`{ contactLink }`: its label).
 * The English text is the storefront's original.
 */
export function legalPageText(language: string | null | undefined, page: LegalPage, names: LegalNames): LegalPageText {
  return TEXTS[isSiteLanguage(language) ? language : FALLBACK_LANGUAGE](names)[page];
}

/** A paragraph as plain text: the disclaimers in place, the contact link as its label. */
export function legalParagraphText(paragraph: LegalParagraph, disclaimers: Disclaimers): string {
  return paragraph
    .map((segment) =>
      typeof segment === 'string' ? segment : 'disclaimer' in segment ? disclaimers[segment.disclaimer] : segment.contactLink,
    )
    .join('');
}

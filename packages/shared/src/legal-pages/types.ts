import type { Disclaimers } from '../disclaimers.js';

/** The storefront's legal pages that have default text (docs/product.md "Languages"). */
export const LEGAL_PAGES = ['income-disclaimer', 'privacy-policy', 'terms-of-use'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/**
 * A piece of a paragraph: text, one of the site's disclaimers (the distributor's own, or the default in
 * the site's language), or the link to the site's contact page (its label).
 */
export type LegalSegment = string | { disclaimer: keyof Disclaimers } | { contactLink: string };
export type LegalParagraph = readonly LegalSegment[];

export interface LegalSection {
  /** The section's heading; the first section of a page has none. */
  heading?: string;
  paragraphs: readonly LegalParagraph[];
}

export interface LegalPageText {
  title: string;
  sections: readonly LegalSection[];
}

/** The names a legal page's default text says. */
export interface LegalNames {
  siteName: string;
  companyName: string;
}

/** One language's default legal pages. */
export type LegalTexts = (names: LegalNames) => Readonly<Record<LegalPage, LegalPageText>>;

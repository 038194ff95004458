import type { MessageKey } from '@/i18n/message-keys';

export interface LinkItem {
  /** Its message (src/i18n/messages). */
  label: MessageKey;
  /** Relative to the storefront's base path; '' is home. */
  to: string;
}

/** Header links (docs/product.md#storefront). */
export const HEADER_LINKS: LinkItem[] = [
  { label: 'nav.home', to: '' },
  { label: 'nav.products', to: 'products' },
  { label: 'nav.opportunity', to: 'opportunity' },
  { label: 'nav.joinUs', to: 'join-us' },
  { label: 'nav.contact', to: 'contact' },
  { label: 'nav.blog', to: 'blog' },
];

/** Footer quick links (docs/product.md#storefront-footer). */
export const QUICK_LINKS: LinkItem[] = [
  { label: 'nav.products', to: 'products' },
  { label: 'nav.opportunity', to: 'opportunity' },
  { label: 'nav.joinUs', to: 'join-us' },
  { label: 'nav.contact', to: 'contact' },
  { label: 'nav.blog', to: 'blog' },
  { label: 'nav.leaders', to: 'leaders' },
  { label: 'nav.newsletters', to: 'newsletters' },
];

/** Footer legal links (docs/product.md#storefront-footer). */
export const LEGAL_LINKS: LinkItem[] = [
  { label: 'nav.incomeDisclaimer', to: 'income-disclaimer' },
  { label: 'nav.privacyPolicy', to: 'privacy-policy' },
  { label: 'nav.termsOfUse', to: 'terms-of-use' },
];

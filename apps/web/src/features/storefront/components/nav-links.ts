export interface LinkItem {
  label: string;
  /** Relative to the storefront's base path; '' is home. */
  to: string;
}

/** Header links (docs/product.md#storefront). */
export const HEADER_LINKS: LinkItem[] = [
  { label: 'Home', to: '' },
  { label: 'Products', to: 'products' },
  { label: 'Opportunity', to: 'opportunity' },
  { label: 'Join Us', to: 'join-us' },
  { label: 'Contact', to: 'contact' },
  { label: 'Blog', to: 'blog' },
];

/** Footer quick links (docs/product.md#storefront-footer). */
export const QUICK_LINKS: LinkItem[] = [
  { label: 'Products', to: 'products' },
  { label: 'Opportunity', to: 'opportunity' },
  { label: 'Join Us', to: 'join-us' },
  { label: 'Contact', to: 'contact' },
  { label: 'Blog', to: 'blog' },
  { label: 'Leaders', to: 'leaders' },
  { label: 'Newsletters', to: 'newsletters' },
];

/** Footer legal links (docs/product.md#storefront-footer). */
export const LEGAL_LINKS: LinkItem[] = [
  { label: 'Income Disclaimer', to: 'income-disclaimer' },
  { label: 'Privacy Policy', to: 'privacy-policy' },
  { label: 'Terms of Use', to: 'terms-of-use' },
];

export interface LinkItem {
  label: string;
  /** Relative to the storefront's base path; '' is home. */
  to: string;
}

/** Spec §2 header links. */
export const HEADER_LINKS: LinkItem[] = [
  { label: 'Home', to: '' },
  { label: 'Products', to: 'products' },
  { label: 'Opportunity', to: 'opportunity' },
  { label: 'Join Us', to: 'join-us' },
  { label: 'Contact', to: 'contact' },
  { label: 'Blog', to: 'blog' },
];

/** Spec §2 footer quick links. */
export const QUICK_LINKS: LinkItem[] = [
  { label: 'Products', to: 'products' },
  { label: 'Opportunity', to: 'opportunity' },
  { label: 'Join Us', to: 'join-us' },
  { label: 'Contact', to: 'contact' },
  { label: 'Blog', to: 'blog' },
  { label: 'Leaders', to: 'leaders' },
  { label: 'Newsletters', to: 'newsletters' },
];

/** Spec §2 footer legal links. */
export const LEGAL_LINKS: LinkItem[] = [
  { label: 'Income Disclaimer', to: 'income-disclaimer' },
  { label: 'Privacy Policy', to: 'privacy-policy' },
  { label: 'Terms of Use', to: 'terms-of-use' },
];

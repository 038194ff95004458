/**
 * Landing page copy (claims, joining steps and FAQ topics: docs/product.md#users; constants: docs/product.md#landing,
 * docs/product.md#defaults). Strings docs/product.md quotes are verbatim; the rest is marketing copy built on those claims.
 */

export const CLAIMS = {
  activation: '24 hours',
  uptime: '99.99%',
  distributors: '10,000+',
} as const;

/** The Annual Plan (docs/product.md#pricing). */
export const PLAN = {
  name: 'Annual Plan',
  price: 149,
  currency: 'USD',
  period: 'per year',
  bonusMonths: 3,
  totalMonths: 15,
} as const;

export const PAYMENT_DIALOG = {
  title: 'Payment Gateway Coming Soon!',
  text: 'Our payment gateway is currently under development. Stay tuned for updates!',
} as const;

export type FeatureIcon = 'bolt' | 'world' | 'palette' | 'devices' | 'magnet' | 'pencil' | 'book' | 'layout';

export interface Feature {
  icon: FeatureIcon;
  title: string;
  text: string;
}

/** The "features" section: one card per marketing claim. */
export const FEATURES: Feature[] = [
  {
    icon: 'bolt',
    title: 'Live within 24 hours',
    text: 'Your personal site or subdomain is activated within 24 hours of signing up, ready to share.',
  },
  {
    icon: 'world',
    title: 'Products preloaded for your country',
    text: 'The product catalogue arrives preloaded for your country, with local pricing in your currency.',
  },
  {
    icon: 'palette',
    title: 'Your brand, your own domain',
    text: 'Add your logo, your site name and your details, and run it on a subdomain or your own domain.',
  },
  {
    icon: 'devices',
    title: 'Mobile responsive',
    text: 'Every page looks sharp on phones, tablets and desktops, where your prospects actually browse.',
  },
  {
    icon: 'magnet',
    title: 'Lead capture with autoresponders',
    text: 'Visitors who get in touch become leads, and receive your autoresponder email straight away.',
  },
  {
    icon: 'pencil',
    title: 'Built-in blog',
    text: 'Publish stories, product tips and success updates that bring visitors back to your site.',
  },
  {
    icon: 'book',
    title: 'Training feed',
    text: 'Fresh training lands in your back office so you and your team keep learning as you grow.',
  },
  {
    icon: 'layout',
    title: 'A back office that does the work',
    text: 'Manage contacts, leads, blog posts and campaigns from one simple dashboard.',
  },
];

/** Static contact details (placeholders, docs/product.md#landing). */
export const CONTACT_DETAILS = {
  email: 'support@example.com',
  phone: '+1 (555) 010-0199',
  phoneHref: 'tel:+15550100199',
  address: '123 Wellness Way, Suite 100, Austin, TX 78701, USA',
} as const;

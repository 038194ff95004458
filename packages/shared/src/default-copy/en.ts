import type { DefaultCopy } from './types.js';

/** The originals (docs/product.md#storefront-home). */
export const en: DefaultCopy = {
  heroDescription: 'Discover premium wellness products from {company} and a flexible business opportunity you can build on your own terms.',
  heroCta: 'Shop Products',
  welcomeTitle: 'Welcome to {siteName}',
  welcomeText:
    'Thank you for visiting! I am an independent distributor of {company}. Explore the wellness products I use ' +
    'and recommend every day, learn how the business opportunity works, and get in touch whenever you have ' +
    'a question.',
  introductionTitle: 'Introduction',
  introductionText:
    '{company} offers science-backed nutrition, skin care and lifestyle products that help people look and feel ' +
    'their best. As your independent distributor, I can help you choose the right products for your goals ' +
    'and, if you wish, show you how to share them with others and build an income of your own.',
  aboutTitle: 'About {company}',
  aboutContent1:
    'Established in 2001, {company} is a global wellness company that develops premium nutrition, skin care and ' +
    'lifestyle products, combining scientific research with strict quality standards.',
  aboutContent2:
    'Today {company} has a presence in over 90 countries. Its products reach customers through a worldwide ' +
    'community of independent distributors who share them person to person.',
  whyTitle: 'Why Network Marketing?',
  whyText:
    'Network marketing lets you start a business with low start-up costs and no inventory risk. You choose your ' +
    'own hours, earn from your own sales and from helping others succeed, and learn from an experienced ' +
    'team that supports you every step of the way.',
  videoTitle: 'Discover the Opportunity',
  supportTitle: 'We Are Here to Help',
  supportText:
    'Have a question about a product, an order or the business opportunity? Send a message from the contact page ' +
    "and you will get a personal reply. You are never on your own: our team and {company}'s customer " +
    'support are always ready to help.',
};

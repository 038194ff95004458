import { defaultDisclaimers, siteDisplayName, type Disclaimers } from '@ds/shared';
import type { FooterDisclaimer, HomePage, SiteSettings, Slider } from '../api/site-data';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { text } from '@/lib/text';

export { text };

export { DEFAULT_SITE_NAME, defaultDisclaimers, type Disclaimers } from '@ds/shared';

/** Default images (apps/web/public/storefront). */
export const DEFAULT_IMAGES = {
  logo: '/storefront/logo-default.svg',
  hero: '/storefront/hero-default.svg',
  introduction: '/storefront/introduction-default.svg',
  about: '/storefront/about-default.svg',
  product: '/storefront/product-default.svg',
  category: '/storefront/category-default.svg',
  blog: '/storefront/blog-default.svg',
  contact: '/storefront/contact-default.svg',
} as const;

/** What the defaults below read: any part of the site data; what is missing or blank gets its default (docs/product.md#defaults). */
type Settings = Partial<SiteSettings> | null | undefined;

export function siteNameFrom(settings: Settings, fallback?: string | null): string {
  return siteDisplayName(settings?.site_name, fallback);
}

/** The promoted company: the site data's `company_name`, else the deployment's configured name. */
export function companyNameFrom(settings: Settings): string {
  return text(settings?.company_name) ?? getRuntimeConfig().companyName;
}

export function logoUrlFrom(settings: Settings): string {
  return text(settings?.site_logo_url) ?? DEFAULT_IMAGES.logo;
}

/** The first footer disclaimer is used (docs/product.md#data); each missing text falls back to its default. */
export function resolveDisclaimers(list: Partial<FooterDisclaimer>[] | null | undefined, company: string): Disclaimers {
  const first = Array.isArray(list) ? list[0] : undefined;
  const defaults = defaultDisclaimers(company);
  return {
    site: text(first?.site_disclaimer) ?? defaults.site,
    product: text(first?.product_disclaimer) ?? defaults.product,
    income: text(first?.income_disclaimer) ?? defaults.income,
  };
}

export interface HeroContent {
  image: string;
  description: string;
  ctaText: string;
  ctaLink: string;
}

export interface HomeContent {
  hero: HeroContent;
  welcome: { title: string; text: string };
  introduction: { title: string; text: string; image: string };
  about: { title: string; content1: string; content2: string; image: string };
  why: { title: string; text: string };
  /** Only when the distributor set a video URL. */
  video: { title: string; url: string } | null;
  support: { title: string; text: string };
}

export function defaultHero(company: string): HeroContent {
  return {
    image: DEFAULT_IMAGES.hero,
    description: `Discover premium wellness products from ${company} and a flexible business opportunity you can build on your own terms.`,
    ctaText: 'Shop Products',
    ctaLink: '/products',
  };
}

/** The hero banner comes from the FIRST slider; every missing part falls back to the default. */
export function resolveHero(sliders: Partial<Slider>[] | null | undefined, company: string): HeroContent {
  const first = Array.isArray(sliders) ? sliders[0] : undefined;
  const defaults = defaultHero(company);
  return {
    image: text(first?.image) ?? defaults.image,
    description: text(first?.description) ?? defaults.description,
    ctaText: text(first?.ctaText) ?? defaults.ctaText,
    ctaLink: text(first?.ctaLink) ?? defaults.ctaLink,
  };
}

/** The home page sections (docs/product.md#storefront-home) with the default marketing copy (established 2001, over 90 countries). */
export function resolveHome(
  data: { homePage?: Partial<HomePage> | null; sliders?: Partial<Slider>[] | null } | null | undefined,
  siteName: string,
  company: string,
): HomeContent {
  const home: Partial<HomePage> = data?.homePage ?? {};
  const videoUrl = text(home.opportunity_video_url);
  return {
    hero: resolveHero(data?.sliders, company),
    welcome: {
      title: `Welcome to ${siteName}`,
      text:
        text(home.welcome_description) ??
        `Thank you for visiting! I am an independent distributor of ${company}. Explore the wellness products I use ` +
          'and recommend every day, learn how the business opportunity works, and get in touch whenever you have ' +
          'a question.',
    },
    introduction: {
      title: 'Introduction',
      text:
        text(home.introduction_content) ??
        `${company} offers science-backed nutrition, skin care and lifestyle products that help people look and feel ` +
          'their best. As your independent distributor, I can help you choose the right products for your goals ' +
          'and, if you wish, show you how to share them with others and build an income of your own.',
      image: text(home.introduction_image_url) ?? DEFAULT_IMAGES.introduction,
    },
    about: {
      title: text(home.about_company_title) ?? `About ${company}`,
      content1:
        text(home.about_company_content_1) ??
        `Established in 2001, ${company} is a global wellness company that develops premium nutrition, skin care and ` +
          'lifestyle products, combining scientific research with strict quality standards.',
      content2:
        text(home.about_company_content_2) ??
        `Today ${company} has a presence in over 90 countries. Its products reach customers through a worldwide ` +
          'community of independent distributors who share them person to person.',
      image: text(home.about_company_image_url) ?? DEFAULT_IMAGES.about,
    },
    why: {
      title: text(home.why_network_marketing_title) ?? 'Why Network Marketing?',
      text:
        text(home.why_network_marketing_content) ??
        'Network marketing lets you start a business with low start-up costs and no inventory risk. You choose your ' +
          'own hours, earn from your own sales and from helping others succeed, and learn from an experienced ' +
          'team that supports you every step of the way.',
    },
    video: videoUrl ? { url: videoUrl, title: text(home.opportunity_video_header_title) ?? 'Discover the Opportunity' } : null,
    support: {
      title: 'We Are Here to Help',
      text:
        text(home.support_content) ??
        'Have a question about a product, an order or the business opportunity? Send a message from the contact page ' +
          `and you will get a personal reply. You are never on your own: our team and ${company}'s customer ` +
          'support are always ready to help.',
    },
  };
}

/** Contact details shown in the footer and on the contact page (only those that are set). */
export function contactDetailsFrom(settings: Settings) {
  return {
    phone: text(settings?.site_phone),
    email: text(settings?.site_email),
    address: text(settings?.site_address),
  };
}

import { siteDisplayName, type DefaultCopy, type Disclaimers } from '@ds/shared';
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

// As @ds/shared's fillDefaultCopy; its module holds every language's texts, which this chunk must not.
const fillDefaultCopy = (template: string, names: { company: string; siteName: string }): string =>
  template.replace(/\{(company|siteName)\}/g, (_, name: 'company' | 'siteName') => names[name]);

/** The site language's default disclaimers (`{company}` left in: i18n/locale-data.ts) with the company's name. */
const withCompany = (texts: Disclaimers, company: string): Disclaimers => ({
  site: fillDefaultCopy(texts.site, { company, siteName: '' }),
  product: fillDefaultCopy(texts.product, { company, siteName: '' }),
  income: fillDefaultCopy(texts.income, { company, siteName: '' }),
});

/**
 * The first footer disclaimer is used (docs/product.md#data); each missing text falls back to its default in
 * the site's language (`defaults`, from useLocaleData).
 */
export function resolveDisclaimers(
  list: Partial<FooterDisclaimer>[] | null | undefined,
  company: string,
  defaults: Disclaimers,
): Disclaimers {
  const first = Array.isArray(list) ? list[0] : undefined;
  const localized = withCompany(defaults, company);
  return {
    site: text(first?.site_disclaimer) ?? localized.site,
    product: text(first?.product_disclaimer) ?? localized.product,
    income: text(first?.income_disclaimer) ?? localized.income,
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

function defaultHero(company: string, copy: DefaultCopy): HeroContent {
  return {
    image: DEFAULT_IMAGES.hero,
    description: fillDefaultCopy(copy.heroDescription, { company, siteName: '' }),
    ctaText: copy.heroCta,
    ctaLink: '/products',
  };
}

/** The hero banner comes from the FIRST slider; every missing part falls back to the default. */
export function resolveHero(sliders: Partial<Slider>[] | null | undefined, company: string, copy: DefaultCopy): HeroContent {
  const first = Array.isArray(sliders) ? sliders[0] : undefined;
  const defaults = defaultHero(company, copy);
  return {
    image: text(first?.image) ?? defaults.image,
    description: text(first?.description) ?? defaults.description,
    ctaText: text(first?.ctaText) ?? defaults.ctaText,
    ctaLink: text(first?.ctaLink) ?? defaults.ctaLink,
  };
}

/**
 * The home page sections (docs/product.md#storefront-home) with the default copy of the site's language
 * (@ds/shared default-copy; the English one says established 2001, over 90 countries).
 */
export function resolveHome(
  data: { homePage?: Partial<HomePage> | null; sliders?: Partial<Slider>[] | null } | null | undefined,
  siteName: string,
  company: string,
  copy: DefaultCopy,
): HomeContent {
  const home: Partial<HomePage> = data?.homePage ?? {};
  const videoUrl = text(home.opportunity_video_url);
  const fill = (template: string) => fillDefaultCopy(template, { company, siteName });
  return {
    hero: resolveHero(data?.sliders, company, copy),
    welcome: { title: fill(copy.welcomeTitle), text: text(home.welcome_description) ?? fill(copy.welcomeText) },
    introduction: {
      title: fill(copy.introductionTitle),
      text: text(home.introduction_content) ?? fill(copy.introductionText),
      image: text(home.introduction_image_url) ?? DEFAULT_IMAGES.introduction,
    },
    about: {
      title: text(home.about_company_title) ?? fill(copy.aboutTitle),
      content1: text(home.about_company_content_1) ?? fill(copy.aboutContent1),
      content2: text(home.about_company_content_2) ?? fill(copy.aboutContent2),
      image: text(home.about_company_image_url) ?? DEFAULT_IMAGES.about,
    },
    why: {
      title: text(home.why_network_marketing_title) ?? fill(copy.whyTitle),
      text: text(home.why_network_marketing_content) ?? fill(copy.whyText),
    },
    video: videoUrl ? { url: videoUrl, title: text(home.opportunity_video_header_title) ?? fill(copy.videoTitle) } : null,
    support: { title: fill(copy.supportTitle), text: text(home.support_content) ?? fill(copy.supportText) },
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

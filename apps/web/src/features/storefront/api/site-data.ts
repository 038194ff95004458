import { defineResource, useResource } from '../lib/use-resource';
import { api } from '@/lib/api-client';

type Maybe<T> = T | null | undefined;

/** GET /site/data `settings` (docs/public-api.md). Any field may be null or missing. */
export interface SiteSettings {
  site_name?: Maybe<string>;
  site_phone?: Maybe<string>;
  site_email?: Maybe<string>;
  site_address?: Maybe<string>;
  site_logo_url?: Maybe<string>;
  company_name?: Maybe<string>;
  currency?: Maybe<string>;
  country?: Maybe<string>;
  nht_website_link?: Maybe<string>;
  nht_store_link?: Maybe<string>;
  nht_joining_link?: Maybe<string>;
}

export interface FooterDisclaimer {
  id?: string | number;
  site_disclaimer?: Maybe<string>;
  product_disclaimer?: Maybe<string>;
  income_disclaimer?: Maybe<string>;
}

export interface HomePage {
  welcome_description?: Maybe<string>;
  introduction_content?: Maybe<string>;
  introduction_image_url?: Maybe<string>;
  about_company_title?: Maybe<string>;
  about_company_content_1?: Maybe<string>;
  about_company_content_2?: Maybe<string>;
  about_company_image_url?: Maybe<string>;
  why_network_marketing_title?: Maybe<string>;
  why_network_marketing_content?: Maybe<string>;
  opportunity_video_url?: Maybe<string>;
  opportunity_video_header_title?: Maybe<string>;
  support_content?: Maybe<string>;
}

export interface Slider {
  id?: string | number;
  image?: Maybe<string>;
  description?: Maybe<string>;
  ctaText?: Maybe<string>;
  ctaLink?: Maybe<string>;
}

export type SocialLinks = Record<string, unknown>;

export interface SiteData {
  settings?: Maybe<SiteSettings>;
  footer_disclaimers?: Maybe<FooterDisclaimer[]>;
  homePage?: Maybe<HomePage>;
  sliders?: Maybe<Slider[]>;
  socialLinks?: Maybe<SocialLinks>;
}

/** GET /site/data: settings, footer disclaimers, home page, sliders and social links of the current host's tenant. */
export function getSiteData(signal?: AbortSignal): Promise<SiteData> {
  return api.get<SiteData>('/site/data', { signal });
}

export const siteDataResource = () => defineResource('/site/data', () => getSiteData());

/** Header, home and footer share one cached request. */
export function useSiteData() {
  return useResource(siteDataResource());
}

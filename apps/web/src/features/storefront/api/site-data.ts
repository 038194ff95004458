import { defineResource, useResource } from '../lib/use-resource';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/** `settings` of GET /site/data (docs/public-api.md). */
export type SiteSettings = Schema<'SiteSettingsView'>;
export type FooterDisclaimer = Schema<'PublicDisclaimerView'>;
/** The home page's texts; null fields (or no home page at all) show the defaults (docs/product.md#storefront-home). */
export type HomePage = Schema<'HomePageContentView'>;
export type Slider = Schema<'PublicSliderView'>;
/** Network (facebook, instagram, …) → URL. */
export type SocialLinks = SiteData['socialLinks'];
export type SiteData = Schema<'SiteDataAnswer'>;

/** GET /site/data: settings, footer disclaimers, home page, sliders and social links of the current host's tenant. */
function getSiteData(signal?: AbortSignal): Promise<SiteData> {
  return typedApi.get('/site/data', { signal });
}

const siteDataResource = () => defineResource('/site/data', () => getSiteData());

/** Header, home and footer share one cached request. */
export function useSiteData() {
  return useResource(siteDataResource());
}

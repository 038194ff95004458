import { useOutletContext } from 'react-router-dom';
import { useSiteData } from '../api/site-data';
import type { StorefrontOutletContext } from '../components/template1-layout';
import { companyNameFrom, siteNameFrom, text } from './defaults';

/** What every storefront page needs: names, the base path, the tenant currency (site data is cached). */
export function useStorefront() {
  const outlet = useOutletContext<StorefrontOutletContext | undefined>();
  const site = useSiteData();
  const settings = site.data?.settings;
  return {
    basePath: outlet?.basePath ?? '',
    siteName: siteNameFrom(settings, outlet?.siteName),
    companyName: companyNameFrom(settings),
    currency: text(settings?.currency) ?? 'USD',
    site,
  };
}

import '@/features/storefront/styles/theme.css';
import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { isStoreNotFound, siteNameOf, useSiteByDomain } from '@/features/storefront/api/get-site-by-domain';
import { useSiteData } from '@/features/storefront/api/site-data';
import type { SiteDataState } from '@/features/storefront/components/site-footer';
import { InvalidTemplate, StoreLoadError, StoreNotFound } from '@/features/storefront/components/store-status';
import { siteNameFrom } from '@/features/storefront/lib/defaults';
import { previewTemplateFrom } from '@/features/storefront/lib/template-preview';
import { TEMPLATE_LAYOUTS } from '@/features/storefront/templates/template-layouts';
import { usePageViewBeacon } from '@/features/storefront/analytics/use-page-view-beacon';
import { useWebVitals } from '@/features/storefront/analytics/web-vitals';

/** Template wrapper for tenant hosts: the tenant's template id picks the layout (docs/product.md#templates). */
export function TenantSiteRoute() {
  const site = useSiteByDomain();
  // Fetched alongside the host lookup (not after it): header, home and footer all need it.
  const siteData = useSiteData();
  const tenant = site.data?.tenant;
  const siteName = siteNameFrom(siteData.data?.settings, siteNameOf(tenant));
  // "Preview" in the template picker opens the site with ?preview_template=N; kept while the visitor browses.
  // Read through the router (not window), so the server renders the same template the browser hydrates.
  const { search, pathname } = useLocation();
  const [previewTemplate] = useState(() => previewTemplateFrom(search));
  usePageViewBeacon(Boolean(tenant));
  useWebVitals(Boolean(tenant));

  // Every navigation starts from the site's name; pages that name themselves then say so
  // (useStorefrontTitle, a passive effect, runs after this layout effect).
  useLayoutEffect(() => {
    if (tenant) document.title = siteName;
  }, [tenant, siteName, pathname]);

  if (site.isPending) return <FullScreenLoader />;
  if (site.isError) {
    return isStoreNotFound(site.error) ? <StoreNotFound /> : <StoreLoadError />;
  }
  if (!tenant) return <StoreLoadError />;

  const siteState: SiteDataState = { status: siteData.status, data: siteData.data, error: siteData.error };
  const templateId = previewTemplate ?? Number(tenant.template_id);
  const Layout = TEMPLATE_LAYOUTS[templateId];
  return Layout ? <Layout siteName={siteName} site={siteState} /> : <InvalidTemplate templateId={tenant.template_id} />;
}

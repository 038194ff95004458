import '@/features/storefront/styles/theme.css';
import { useEffect } from 'react';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { isStoreNotFound, siteNameOf, useSiteByDomain } from '@/features/storefront/api/get-site-by-domain';
import { useSiteData } from '@/features/storefront/api/site-data';
import { SiteFooter, type SiteDataState } from '@/features/storefront/components/site-footer';
import { InvalidTemplate, StoreLoadError, StoreNotFound } from '@/features/storefront/components/store-status';
import { TemplateDemoPlaceholder } from '@/features/storefront/components/template-demo-placeholder';
import { Template1Layout } from '@/features/storefront/components/template1-layout';
import { siteNameFrom } from '@/features/storefront/lib/defaults';
import { usePageViewBeacon } from '@/features/storefront/analytics/use-page-view-beacon';

/** Template wrapper for tenant hosts: the tenant's template id picks the layout (spec §2). */
export function TenantSiteRoute() {
  const site = useSiteByDomain();
  // Fetched alongside the host lookup (not after it): header, home and footer all need it.
  const siteData = useSiteData();
  const tenant = site.data?.tenant;
  const siteName = siteNameFrom(siteData.data?.settings, siteNameOf(tenant));
  usePageViewBeacon(Boolean(tenant));

  useEffect(() => {
    if (tenant) document.title = siteName;
  }, [tenant, siteName]);

  if (site.isPending) return <FullScreenLoader />;
  if (site.isError) {
    return isStoreNotFound(site.error) ? <StoreNotFound /> : <StoreLoadError />;
  }
  if (!tenant) return <StoreLoadError />;

  const siteState: SiteDataState = { status: siteData.status, data: siteData.data, error: siteData.error };
  const templateId = Number(tenant.template_id);
  switch (templateId) {
    case 1:
      return <Template1Layout siteName={siteName} site={siteState} />;
    case 2:
    case 3:
      return (
        <>
          <TemplateDemoPlaceholder templateId={templateId} siteName={siteName} />
          <SiteFooter site={siteState} siteName={siteName} />
        </>
      );
    default:
      return <InvalidTemplate templateId={tenant.template_id} />;
  }
}

import '@/features/storefront/styles/theme.css';
import { Suspense, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { isStoreNotFound, siteNameOf, useSiteByDomain } from '@/features/storefront/api/get-site-by-domain';
import { useSiteData } from '@/features/storefront/api/site-data';
import type { SiteDataState } from '@/features/storefront/components/site-footer';
import { siteNameFrom } from '@/features/storefront/lib/defaults';
import { previewTemplateFrom } from '@/features/storefront/lib/template-preview';
import { TEMPLATE_LAYOUTS } from '@/features/storefront/templates/template-layouts';
import { usePageViewBeacon } from '@/features/storefront/analytics/use-page-view-beacon';
import { useWebVitals } from '@/features/storefront/analytics/web-vitals';
import { StoreStatus } from '@/features/storefront/components/store-status';
import { siteLanguageOf, StorefrontIntl, useT } from '@/i18n/storefront-intl';
import { absoluteSiteUrl } from '@/lib/site-url';

/**
 * Template wrapper for tenant hosts: the tenant's template id picks the layout (docs/product.md#templates),
 * in the site's language (`site_language`, English when absent; docs/i18n.md): its messages are loaded before
 * anything renders, so a server-rendered page is in that language from its first byte.
 */
export function TenantSiteRoute() {
  const siteData = useSiteData();
  const { pathname } = useLocation();
  // A client-rendered visit waits for the site's language rather than flashing English.
  if (siteData.isPending) return <SiteLoading />;
  const locale = siteLanguageOf(siteData.data?.settings);
  return (
    <StorefrontIntl locale={locale} region={siteData.data?.settings?.country}>
      {/* The site has one language: its pages name themselves as that language and as the default (docs/i18n.md). */}
      <link rel="alternate" hrefLang={locale} href={absoluteSiteUrl(pathname)} />
      <link rel="alternate" hrefLang="x-default" href={absoluteSiteUrl(pathname)} />
      <TenantSite />
    </StorefrontIntl>
  );
}

/**
 * The loading screen of a client-rendered visit while the site data is on its way: in the language the server
 * named in `<html lang>` (the site's: docs/i18n.md), from that language's messages, which the site needs next
 * anyway; only the spinner until they are here (no English first).
 */
function SiteLoading() {
  const lang = siteLanguageOf({ site_language: typeof document === 'undefined' ? 'en' : document.documentElement.lang });
  return lang === 'en' ? (
    <FullScreenLoader />
  ) : (
    <Suspense fallback={<FullScreenLoader label="" />}>
      <StorefrontIntl locale={lang}>
        <StorefrontLoader />
      </StorefrontIntl>
    </Suspense>
  );
}

/** 'Loading...' in the site's language. */
function StorefrontLoader() {
  return <FullScreenLoader label={useT()('state.loadingScreen')} />;
}

function TenantSite() {
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

  if (site.isPending) return <StorefrontLoader />;
  if (site.isError) {
    return <StoreStatus status={isStoreNotFound(site.error) ? 'not-found' : 'load-error'} />;
  }
  if (!tenant) return <StoreStatus status="load-error" />;

  const siteState: SiteDataState = { status: siteData.status, data: siteData.data, error: siteData.error };
  const templateId = previewTemplate ?? Number(tenant.template_id);
  const Layout = TEMPLATE_LAYOUTS[templateId];
  return Layout ? (
    <Layout siteName={siteName} site={siteState} />
  ) : (
    <StoreStatus status="invalid-template" templateId={tenant.template_id} />
  );
}

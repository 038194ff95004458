import '../styles/theme.css';
import { Suspense, useLayoutEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { fixedResourceStore } from '../lib/fixed-resources';
import { PreviewModeContext } from '../lib/preview-mode';
import { ServerResourcesContext } from '../lib/use-resource';
import { TEMPLATE_LAYOUTS } from '../templates/template-layouts';
import { demoAnswers, demoSiteData } from './demo-answers';
import { PreviewBanner } from './preview-banner';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { StorefrontIntl } from '@/i18n/storefront-intl';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * /template{id} on the main domain: the storefront itself (its template layout and its page routes, see
 * app/app-area-routes.tsx) over a demo site's answers, with its forms in demo mode. No copy of any page:
 * a change to a template or a page shows here as it shows on every tenant's site (docs/architecture.md).
 */
function TemplatePreview({ templateId }: { templateId: 1 | 2 | 3 }) {
  const { companyName } = getRuntimeConfig();
  const store = useMemo(() => fixedResourceStore(demoAnswers(companyName)), [companyName]);
  const site = useMemo(() => ({ status: 'success' as const, data: demoSiteData(companyName) }), [companyName]);
  const siteName = site.data.settings.site_name ?? '';
  const { pathname } = useLocation();
  const Layout = TEMPLATE_LAYOUTS[templateId]!;

  // As on a tenant's site (routes/tenant-site.tsx): each navigation starts from the site's name.
  useLayoutEffect(() => {
    document.title = siteName;
  }, [siteName, pathname]);

  return (
    <PreviewModeContext value>
      <ServerResourcesContext value={store}>
        {/* The demo site is in English (its messages load first). */}
        <Suspense fallback={<FullScreenLoader />}>
          <StorefrontIntl locale="en">
            <PreviewBanner templateId={templateId} />
            <Layout siteName={siteName} site={site} basePath={paths.templateDemo[`template${templateId}`]} />
          </StorefrontIntl>
        </Suspense>
      </ServerResourcesContext>
    </PreviewModeContext>
  );
}

export const Template1PreviewRoute = () => <TemplatePreview templateId={1} />;
export const Template2PreviewRoute = () => <TemplatePreview templateId={2} />;
export const Template3PreviewRoute = () => <TemplatePreview templateId={3} />;

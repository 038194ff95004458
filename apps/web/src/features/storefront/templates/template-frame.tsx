import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { HydrationSlice } from '@/lib/hydration-slice';
import { SiteFooter, type SiteDataState } from '../components/site-footer';
import { SiteHeader, type HeaderClasses } from '../components/site-header';
import type { StorefrontOutletContext } from '../components/template1-layout';
import { companyNameFrom, logoUrlFrom, siteNameFrom } from '../lib/defaults';

export interface TemplateLayoutProps {
  /** From the host lookup; the site data's own name wins once it has loaded. */
  siteName: string;
  basePath?: string;
  /** GET /site/data state. */
  site: SiteDataState;
}

interface TemplateFrameProps extends TemplateLayoutProps {
  templateId: number;
  /** The template's root class: its design tokens (colours, type, radii) override the storefront's. */
  rootClass: string | undefined;
  mainClass: string | undefined;
  header: HeaderClasses;
  /** Rendered at the end of the header bar. */
  headerAction?: (basePath: string) => ReactNode;
  /** Rendered between the header and the page (e.g. a template's strip of contact details). */
  beforeMain?: ReactNode;
}

/**
 * What every template shares: the same header, pages (the outlet) and footer over the same data.
 * A template differs in its own stylesheet and the few extras it places around them.
 */
export function TemplateFrame({
  templateId,
  siteName: lookupName,
  basePath = '',
  site,
  rootClass,
  mainClass,
  header,
  headerAction,
  beforeMain,
}: TemplateFrameProps) {
  const settings = site.data?.settings;
  const siteName = siteNameFrom(settings, lookupName);
  const logoUrl = site.status === 'pending' ? null : logoUrlFrom(settings);

  return (
    <div className={rootClass} data-template={templateId}>
      {/* Header, page and footer hydrate as separate short tasks (HydrationSlice). */}
      <HydrationSlice>
        <SiteHeader
          siteName={siteName}
          companyName={companyNameFrom(settings)}
          logoUrl={logoUrl}
          basePath={basePath}
          classes={header}
          action={headerAction?.(basePath)}
        />
      </HydrationSlice>
      {beforeMain}
      <main className={mainClass}>
        <HydrationSlice>
          <Outlet context={{ siteName, basePath } satisfies StorefrontOutletContext} />
        </HydrationSlice>
      </main>
      <HydrationSlice>
        <SiteFooter site={site} siteName={siteName} basePath={basePath} />
      </HydrationSlice>
    </div>
  );
}

import { Outlet } from 'react-router-dom';
import { HydrationSlice } from '@/lib/hydration-slice';
import { companyNameFrom, logoUrlFrom, siteNameFrom } from '../lib/defaults';
import { SiteFooter, type SiteDataState } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './template1-layout.module.css';

export interface StorefrontOutletContext {
  siteName: string;
  /** '' on a tenant host (kept as a parameter so the layout can be mounted under a prefix). */
  basePath: string;
}

interface Template1LayoutProps {
  /** From the host lookup; the site data's own name wins once it has loaded. */
  siteName: string;
  basePath?: string;
  /** GET /site/data state. */
  site: SiteDataState;
}

/** Template 1: the full storefront layout (header, main, footer). */
export function Template1Layout({ siteName: lookupName, basePath = '', site }: Template1LayoutProps) {
  const settings = site.data?.settings;
  const siteName = siteNameFrom(settings, lookupName);
  const logoUrl = site.status === 'pending' ? null : logoUrlFrom(settings);

  return (
    <div className={classes.page} data-template={1}>
      {/* Header, page and footer hydrate as separate short tasks (HydrationSlice). */}
      <HydrationSlice>
        <SiteHeader siteName={siteName} companyName={companyNameFrom(settings)} logoUrl={logoUrl} basePath={basePath} />
      </HydrationSlice>
      <main className={classes.main}>
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

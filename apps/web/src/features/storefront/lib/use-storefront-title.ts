import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { storefrontPageTitle } from '@ds/shared';
import { useStorefront } from './use-storefront';

/**
 * Names the current page in the tab ("<page> — <site>", the server's rule, @ds/shared) once its name is
 * known. The tenant-site layout resets the title to the site's name on every navigation first (a layout
 * effect, which runs before this one), so pages without a name of their own need not call it.
 */
export function useStorefrontTitle(pageName: string | null | undefined): void {
  const { siteName } = useStorefront();
  const { pathname } = useLocation();
  useEffect(() => {
    if (pageName) document.title = storefrontPageTitle(siteName, pageName);
  }, [siteName, pageName, pathname]);
}

// Mantine's stylesheets come with the shell, not the entry: storefront visitors never download them. The
// shell brings only the part the landing page uses; the other areas add the rest (app/full-styles-layout.tsx).
import '@/app/mantine-landing-styles';
import { Outlet } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { HydrationSlice } from '@/lib/hydration-slice';

/**
 * Layout route around every area that uses Mantine and TanStack Query (landing, template previews,
 * auth screens, back office, admin). Lazily loaded, so the entry stays React + router; the tenant
 * storefront is not under it and ships neither library.
 */
export function UiShell() {
  // The prerendered landing page: Mantine's provider (it computes the theme's CSS variables) and the page
  // hydrate in short tasks after the root instead of in its one long task (HydrationSlice). No slices
  // inside it: the page-wide marker (app/page-root.tsx) must hydrate after every slice.
  return (
    <HydrationSlice>
      <AppProviders>
        <Outlet />
      </AppProviders>
    </HydrationSlice>
  );
}

// Mantine's stylesheets come with the shell, not the entry: storefront visitors never download them. The
// shell brings only the part the landing page uses; the other areas add the rest (app/full-styles-layout.tsx).
import '@/app/mantine-landing-styles';
import { Outlet } from 'react-router-dom';
import { AppProviders } from '@/app/providers';

/**
 * Layout route around every area that uses Mantine and TanStack Query (landing, template previews,
 * auth screens, back office, admin). Lazily loaded, so the entry stays React + router; the tenant
 * storefront is not under it and ships neither library.
 */
export function UiShell() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

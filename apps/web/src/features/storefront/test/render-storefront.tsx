import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { clearResources } from '@/features/storefront/lib/use-resource';
import { StorefrontIntlProvider } from '@/i18n/storefront-intl';
import { testLocaleData } from '@/i18n/test-locale';

/**
 * A storefront page in jsdom as a visitor gets it: plain React and the router, no Mantine or TanStack Query
 * (the storefront ships neither), and an empty answer cache so every answer comes from the fake server.
 */
export function renderStorefrontPage(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  clearResources();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const user = userEvent.setup({ delay: null });
  return {
    user,
    router,
    ...render(
      <StorefrontIntlProvider data={testLocaleData('en')}>
        <RouterProvider router={router} />
      </StorefrontIntlProvider>,
    ),
  };
}

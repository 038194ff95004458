import type { ReactNode } from 'react';
import type { BackofficeUser } from '@/features/backoffice/api/get-user';
import { CurrentUserProvider } from '@/features/backoffice/components/current-user';
import { backofficeUser } from '@/test/fixtures';
import { renderScreen, type RenderScreenOptions } from '@/test/render-screen';

/**
 * A back-office screen as the guard hands it over: a stored session (the API client sends its token) and
 * the signed-in distributor (tenant t-1, subdomain jane) in context.
 */
export function renderBackofficeScreen(ui: ReactNode, { user, ...options }: RenderScreenOptions & { user?: Partial<BackofficeUser> } = {}) {
  const distributor = backofficeUser(user);
  localStorage.setItem('token', 'distributor-token');
  localStorage.setItem('tenant_id', distributor.tenant_id);
  return renderScreen(<CurrentUserProvider user={distributor}>{ui}</CurrentUserProvider>, options);
}

import { Text } from '@mantine/core';
import { logOutAdmin } from '@/features/admin/api/logout';
import { ADMIN_NAV } from '@/features/admin/components/nav';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { EndSession, useLogout } from '@/components/session';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { getAdminProfile, getToken } from '@/lib/storage';

/**
 * Guard for `/admin` (docs/product.md#sessions): only a stored token is needed; without one local storage is
 * cleared and the user goes to /superadmin-login. The server rejects non-admin tokens
 * ('Admin privileges required'), which the API client turns into a logout.
 */
export function AdminRootRoute() {
  const logout = useLogout(paths.auth.superadminLogin, logOutAdmin);
  if (!getToken()) return <EndSession to={paths.auth.superadminLogin} />;

  const { name, email } = getAdminProfile();
  return (
    <DashboardShell
      brand={`${getRuntimeConfig().platformName} · Admin`}
      nav={ADMIN_NAV}
      onLogout={logout}
      headerRight={
        <Text size="sm" c="dimmed" visibleFrom="xs" truncate>
          {name || email}
        </Text>
      }
    />
  );
}

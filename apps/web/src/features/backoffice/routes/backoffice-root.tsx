import { Text } from '@mantine/core';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { EndSession, useLogout } from '@/components/session';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { useUser } from '@/features/backoffice/api/get-user';
import { logOutDistributor } from '@/features/backoffice/api/logout';
import { CurrentUserProvider } from '@/features/backoffice/components/current-user';
import { BACKOFFICE_NAV } from '@/features/backoffice/components/nav';
import { UnsavedChangesProvider } from '@/features/backoffice/components/unsaved-changes';
import { paths } from '@/lib/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { getTenantId, getToken } from '@/lib/storage';

/**
 * Guard for `/backoffice` (docs/product.md#sessions): needs a stored token and tenant_id, then the user lookup
 * must succeed; any failure logs out and goes to /backoffice-login.
 */
export function BackofficeRootRoute() {
  const token = getToken();
  const tenantId = getTenantId();
  if (!token || !tenantId) return <EndSession to={paths.auth.backofficeLogin} />;
  return <BackofficeSession tenantId={tenantId} />;
}

function BackofficeSession({ tenantId }: { tenantId: string }) {
  const user = useUser(tenantId);
  const logout = useLogout(paths.auth.backofficeLogin, logOutDistributor);

  if (user.isPending) return <FullScreenLoader />;
  if (user.isError) return <EndSession to={paths.auth.backofficeLogin} />;

  const { first_name, last_name } = user.data;
  return (
    <CurrentUserProvider user={user.data}>
      <UnsavedChangesProvider>
        <DashboardShell
          brand={`${getRuntimeConfig().platformName} · Back office`}
          nav={BACKOFFICE_NAV}
          onLogout={logout}
          headerRight={
            <Text size="sm" c="dimmed" visibleFrom="xs" truncate>
              {[first_name, last_name].filter(Boolean).join(' ')}
            </Text>
          }
        />
      </UnsavedChangesProvider>
    </CurrentUserProvider>
  );
}

import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from '@/app/error-boundary';
import { createAppRouter } from '@/app/router';
import { currentHostKind } from '@/lib/host';

type AppRouterInstance = ReturnType<typeof createAppRouter>;

function AppRouter({ router: given }: { router?: AppRouterInstance }) {
  // The host never changes during a page's life, so the route table is chosen once.
  const [router] = useState(() => given ?? createAppRouter(currentHostKind()));
  return <RouterProvider router={router} />;
}

/**
 * The entry: error boundary and router only. Mantine, toasts and TanStack Query are provided by the
 * lazily loaded UI shell layout route (app/ui-shell.tsx); the storefront uses neither.
 */
export function App({ router }: { router?: AppRouterInstance }) {
  return (
    <AppErrorBoundary>
      <AppRouter router={router} />
    </AppErrorBoundary>
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { theme } from '@/app/theme';
import { queryClient } from '@/lib/query-client';

// The toast container (and its transition/scroll-lock dependencies) is not needed for first paint.
// Toasts raised before it arrives wait in the notifications store and show once it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Toasts are an extra: if their chunk cannot load, the app still works without them. */
class OptionalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounted by the UI shell layout route (app/ui-shell.tsx). Toasts: 4 s by default (success toasts pass 2 s), at most 20 on screen (spec §9). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <OptionalBoundary>
        <Suspense fallback={null}>
          <Notifications limit={20} autoClose={4000} />
        </Suspense>
      </OptionalBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

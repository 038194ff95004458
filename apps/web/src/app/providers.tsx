import { darken, MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { DIMMED_TEXT, theme } from '@/app/theme';
import { queryClient } from '@/lib/query-client';
import { useHydrated } from '@/lib/use-hydrated';

// The toast container (and its transition/scroll-lock dependencies) is not needed for first paint.
// Toasts raised before it arrives wait in the notifications store and show once it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

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

/**
 * Readable text in the light scheme (WCAG 2.1 AA, 4.5:1): `c="dimmed"` text (see `DIMMED_TEXT`), and the
 * text of light-variant chips and alerts, which Mantine draws in shade 9 on shade 1 (yellow 2.7:1, orange
 * 3.5:1, green 3.8:1): a third darker reads 4.5–7:1 on every palette. Teal, the primary, is already deep
 * enough (app/theme.ts).
 */
const readableText: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    ...Object.fromEntries(
      Object.entries(theme.colors)
        .filter(([name]) => name !== theme.primaryColor)
        .map(([name, shades]) => [`--mantine-color-${name}-light-color`, darken(shades[9], 0.35)]),
    ),
  },
  dark: {},
});

/**
 * Mounted by the UI shell layout route (app/ui-shell.tsx). Toasts: 4 s by default (success toasts pass 2 s), at most 20 on
 * screen (docs/product.md#defaults).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={readableText}>
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The toasts: not on the server (the prerendered landing page) nor while hydrating it (see useHydrated).
 * A component of its own, so that turning them on re-renders only it: a new render of the providers
 * would give Mantine's context a new value and make React hydrate every part of the page still waiting
 * for its turn (HydrationSlice) at once, in one long task.
 */
function DeferredNotifications() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <OptionalBoundary>
      <Suspense fallback={null}>
        <Notifications limit={20} autoClose={4000} />
      </Suspense>
    </OptionalBoundary>
  );
}

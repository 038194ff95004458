import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { theme } from '@/app/theme';
import { createQueryClient } from '@/lib/query-client';

export interface RenderScreenOptions {
  /** Where the memory router starts (path and query string). */
  url?: string;
  /** Options of `userEvent.setup()`, e.g. `{ advanceTimers: vi.advanceTimersByTime }` under fake timers. */
  userEvent?: UserEventOptions;
}

/**
 * Renders a screen in jsdom with the app's providers: Mantine with the app's theme (its `test` env turns
 * transitions and portals off, so dialogs open at once inside the page), the toasts, a fresh query client
 * that caches like the app's but does not retry, and a data router (screens may read
 * search params or block navigation). Returns Testing Library's queries, the router (to check where the
 * screen navigated) and a user-event instance to click and type with.
 */
export function renderScreen(ui: ReactNode, { url = '/', userEvent: userOptions }: RenderScreenOptions = {}) {
  // The toast store is global: start every screen without the previous test's toasts.
  notifications.clean();
  // The app's caching (what is fresh for how long), without retries: a failed request shows its error at once.
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  // No pause between keystrokes: React still renders after each one, and typing a form stays fast.
  const user = userEvent.setup({ delay: null, ...userOptions });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, user, router, queryClient };
}

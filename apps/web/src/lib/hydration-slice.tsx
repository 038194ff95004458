import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own (docs/performance.md "Server rendering").
 * `hydrateRoot` takes over what lies outside every Suspense boundary in one task it cannot interrupt;
 * a boundary the server rendered complete is left for a later, time-sliced pass (and hydrated at once
 * when the visitor interacts with it). So header, page and footer in slices of their own turn one long
 * main-thread task into short ones. The markup is the same as without it (React's `<!--$-->` markers
 * only), and nothing in it suspends in the browser, so the empty fallback is never shown.
 * Slices are not nested: the slices of a page hydrate together in one pass, in tree order, ending with
 * the page's `data-hydrated` marker (app/page-root.tsx); a slice inside a slice would wait for a pass of its own.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

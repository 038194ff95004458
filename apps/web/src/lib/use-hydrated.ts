import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and at once in a client-rendered page).
 * Lazy parts of a server-rendered page render their placeholder until then, so the first client render
 * is exactly the server's markup instead of a Suspense boundary React has to client-render. Storefront
 * forms keep their submit button disabled until then: before hydration a submit would be the browser's own
 * GET to the page, putting the visitor's email in the URL instead of sending it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

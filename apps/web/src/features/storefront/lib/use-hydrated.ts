import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true from the next render
 * on (and at once for a page the browser renders itself). Forms keep their submit button disabled until
 * then: before hydration a submit would be the browser's own GET to the page, putting the visitor's email
 * in the URL instead of sending it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

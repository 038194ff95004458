import { StrictMode, useEffect, type ReactNode } from 'react';
import { HydrationSlice } from '@/lib/hydration-slice';

/**
 * The root of a server-rendered page around its app (error boundary › router), the same on the server
 * (entry-server.tsx, server/render-landing.tsx) and in the browser that hydrates it (app/hydrate.tsx).
 */
export function RenderedPageRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      {children}
      {/* Last, in a slice of its own: the page's slices (HydrationSlice) hydrate in one pass after the root, this one last. */}
      <HydrationSlice>
        <MarkHydrated />
      </HydrationSlice>
    </StrictMode>
  );
}

/** `<html data-hydrated>` once the page is interactive (tests and monitoring wait for it); adds no markup. */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

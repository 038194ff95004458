import type { ComponentType } from 'react';

/** Lazy route module → `{ Component }`, so every screen is its own chunk. */
export const lazyRoute =
  <M>(importer: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await importer()) });

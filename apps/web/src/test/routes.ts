import type { RouteObject } from 'react-router-dom';
import { buildRoutes, patchAppAreas } from '@/app/router';
import type { HostKind } from '@/lib/host';
import { paths } from '@/lib/paths';

/** The route with `id` in `routes`, searched depth-first. */
function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = findRoute(route.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The whole route table as the browser router has it once the app areas are patched in: `buildRoutes`
 * after `patchAppAreas` ran for a back-office path, its patch applied the way React Router applies it
 * (appended to the named route's children).
 */
export async function routesWithAppAreas(hostKind: HostKind): Promise<RouteObject[]> {
  const routes = buildRoutes(hostKind);
  await patchAppAreas(hostKind)({
    path: paths.backoffice.root,
    matches: [],
    fetcherKey: undefined,
    signal: new AbortController().signal,
    patch: (routeId, children) => {
      const parent = routeId === null ? undefined : findRoute(routes, routeId);
      if (!parent) throw new Error(`no route ${String(routeId)} to patch into`);
      (parent.children ??= []).push(...children);
    },
  });
  return routes;
}

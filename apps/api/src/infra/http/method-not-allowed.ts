import type { Request } from 'express';

interface RouteLayer {
  route?: { methods: Record<string, boolean> };
  match(path: string): boolean;
}

/**
 * The methods other routes accept on this path, read from the express router. Used to answer a known
 * path called with the wrong method with 405 and an Allow header instead of 404.
 */
export function allowedMethods(req: Request): string[] {
  const router = (req.app as unknown as { router?: { stack: RouteLayer[] } }).router;
  const methods = new Set<string>();
  const path = requestPath(req);
  for (const layer of router?.stack ?? []) {
    if (!layer.route) continue;
    try {
      if (!layer.match(path)) continue;
    } catch {
      continue;
    }
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') methods.add(method.toUpperCase());
  }
  methods.delete(req.method);
  return [...methods].sort();
}

/** The full path: the not-found handler is mounted under the global prefix, so `req.path` is relative. */
export function requestPath(req: Request): string {
  return req.originalUrl.split('?')[0];
}

import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * One registry per process with Node's default metrics (event loop lag, heap, GC, handles) and an `app`
 * label (api, worker). Labels never carry a tenant, host or email: bounded cardinality, and per-tenant
 * figures belong to the product's own analytics screens.
 */
export function createRegistry(app: 'api' | 'worker'): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ app });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** 2xx, 3xx, 4xx, 5xx: the status label of request metrics (a class, not 60 codes). */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

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

/** What a node-postgres pool tells of itself. */
export interface PoolState {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** `db_pool_connections{state}`: the PostgreSQL pool's connections in use and idle, and the queries waiting for one. */
export function watchDatabasePool(registry: Registry, pool: PoolState): void {
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool: connections in use, idle, and queries waiting for a connection',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
}

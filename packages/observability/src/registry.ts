import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';

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

/**
 * `emails_total{kind, outcome}`, one definition for both processes: the worker counts what the relay did
 * (sent, bounced, failed), the API what it hears later (complained). Sum across both for ratios.
 */
export function emailsCounter(registry: Registry) {
  return new Counter({
    name: 'emails_total',
    help:
      'Emails by kind (transactional, campaign) and outcome: sent (the relay accepted it), ' +
      'bounced (a 5xx answer, or a delivery-status notification that came back later: docs/deliverability.md), ' +
      'failed (transactional: an attempt failed, a retry may follow; campaign: no attempt left), ' +
      'complained (a spam report about a campaign email, counted by the API)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
}

/**
 * `outbox_relays_total{by}`, one definition for both processes: rows queued by the API right after its
 * commit (`api`) or re-queued by a worker's sweeper (`sweeper`). The process's own series starts at 0, so
 * a rate over it exists before the first relay.
 */
export function outboxRelaysCounter(registry: Registry, by: 'api' | 'sweeper') {
  const counter = new Counter({
    name: 'outbox_relays_total',
    help: "Outbox rows queued as jobs after their request had committed: by the API at once, or by a worker's sweeper (Redis was away, or a job gave up)",
    labelNames: ['by'] as const,
    registers: [registry],
  });
  counter.inc({ by }, 0);
  return counter.labels(by);
}

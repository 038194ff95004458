import { Inject, Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { Redis } from 'ioredis';
import { createRegistry, emailsCounter, outboxRelaysCounter, watchDatabasePool } from '@ds/observability';
import { PrismaService } from '../prisma/prisma.service.js';
import { REDIS } from '../redis/redis.module.js';

/**
 * The API's Prometheus instruments (docs/operations.md "Metrics"). Labels are bounded: method, route
 * template, status class, a fixed result word. Never a tenant, host, path or email.
 */
@Injectable()
export class ApiMetrics {
  readonly registry = createRegistry('api');

  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });

  readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'HTTP requests being answered now', registers: [this.registry] });

  readonly hotCache = new Counter({
    name: 'hot_cache_requests_total',
    help: 'Hot-path reads (GET /api/site/data): hit (from memory), loaded (one query, then served), passed (to the app)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly beacons = new Counter({
    name: 'analytics_beacons_total',
    help: 'Page-view beacons answered: accepted (202, looked at after the answer) or rate_limited (429)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly pageViews = new Counter({
    name: 'analytics_page_views_total',
    help: 'What became of accepted beacons: buffered (to be counted), or dropped as bot, opted-out (Do Not Track), malformed, unknown-host, own-visit (the distributor) or unavailable (Redis down)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly emails = emailsCounter(this.registry);

  /** This process's series of outbox_relays_total. */
  readonly outboxRelays = outboxRelaysCounter(this.registry, 'api');

  constructor(@Inject(REDIS) redis: Redis, prisma: PrismaService) {
    watchDatabasePool(this.registry, prisma.pool);
    new Gauge({
      name: 'redis_connected',
      help: "1 while the API's Redis connection is ready, 0 while it is down or reconnecting",
      registers: [this.registry],
      collect() {
        this.set(redis.status === 'ready' ? 1 : 0);
      },
    });
  }
}

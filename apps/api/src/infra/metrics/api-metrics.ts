import { Inject, Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import type { Redis } from 'ioredis';
import { createRegistry, emailsCounter, outboxRelaysCounter, plainCounter, watchDatabasePool } from '@ds/observability';
import { PrismaService } from '../prisma/prisma.service.js';
import { REDIS } from '../redis/redis.module.js';
import { RequestTally } from './request-tally.js';

/**
 * The API's Prometheus instruments (docs/operations.md "Metrics"). Labels are bounded: method, route
 * template, status class, a fixed result word. Never a tenant, host, path or email.
 */
@Injectable()
export class ApiMetrics {
  readonly registry = createRegistry('api');

  /** http_requests_total, http_request_duration_seconds, http_requests_in_flight (infra/metrics/http-metrics.ts). */
  readonly http = new RequestTally(this.registry);

  readonly hotCache = plainCounter(this.registry, {
    name: 'hot_cache_requests_total',
    help: 'Hot-path reads (GET /api/site/data): hit (from memory), loaded (one query, then served), passed (to the app)',
    labelNames: ['result'] as const,
  });

  readonly databaseUnavailable = plainCounter(this.registry, {
    name: 'http_database_unavailable_total',
    help: 'Requests answered 503 because PostgreSQL was away (DATABASE_UNAVAILABLE) or overloaded (DATABASE_BUSY)',
    labelNames: ['code'] as const,
  });

  readonly beacons = plainCounter(this.registry, {
    name: 'analytics_beacons_total',
    help: 'Page-view beacons answered: accepted (202, looked at after the answer) or rate_limited (429)',
    labelNames: ['outcome'] as const,
  });

  readonly pageViews = plainCounter(this.registry, {
    name: 'analytics_page_views_total',
    help:
      'What became of accepted beacons: buffered (to be counted), or dropped as bot, opted-out (Do Not Track), malformed, unknown-host, ' +
      'own-visit (the distributor) or unavailable (Redis down)',
    labelNames: ['outcome'] as const,
  });

  readonly emails = emailsCounter(this.registry);

  readonly campaignScannerHits = plainCounter(this.registry, {
    name: 'campaign_tracking_scanner_hits_total',
    help: "Signed campaign opens and clicks fetched by a mail scanner or link previewer: answered as usual, not counted in the campaign's stats",
    labelNames: ['kind'] as const,
  });

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

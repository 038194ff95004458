import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { Database, type PrismaClient } from '@ds/db';
import { siteEventsStream } from '@ds/jobs';
import { optionalGauge } from '@ds/observability';
import { WorkerRedis } from '../redis/worker-redis.js';
import { WorkerMetrics } from './worker-metrics.js';

/**
 * Platform-wide figures read from PostgreSQL and Redis when Prometheus scrapes (docs/operations.md
 * "Metrics"): the outbox's owed rows and the age of the oldest, the analytics stream's lag, the sequence steps due and
 * not yet sent, custom domains and certificates by status, the tenants whose campaign sending is paused (by the guard or an admin) and the
 * seconds until the soonest certificate expiry. A figure that cannot be measured is absent, never 0. Every
 * worker reports the same figures (take `max`). Counts only: no tenant, host or email leaves this file.
 */
@Injectable()
export class PlatformGauges implements OnModuleInit {
  private readonly db: PrismaClient;

  constructor(
    database: Database,
    private readonly metrics: WorkerMetrics,
    private readonly redis: WorkerRedis,
  ) {
    this.db = database.acrossTenants(
      'operations metrics: platform-wide counts (outbox, domains, certificates, paused tenants), never per tenant',
    );
  }

  onModuleInit(): void {
    const registers = [this.metrics.registry];
    const db = this.db;
    const lagOf = () => this.streamLength();
    new Gauge({
      name: 'outbox_owed_rows',
      help: 'Outbox rows still owed (pending): work recorded in PostgreSQL and not yet done',
      registers,
      async collect() {
        this.set(await db.outboxMessage.count({ where: { status: 'pending' } }));
      },
    });
    new Gauge({
      name: 'outbox_oldest_owed_age_seconds',
      // 0 with nothing owed is a true figure (nothing has waited), on the quiet side of OutboxOwedRowStuck.
      help: 'Age of the oldest owed outbox row (0: none owed)',
      registers,
      async collect() {
        const oldest = await db.outboxMessage.findFirst({
          where: { status: 'pending' },
          orderBy: { created_at: 'asc' },
          select: { created_at: true },
        });
        this.set(oldest ? (Date.now() - oldest.created_at.getTime()) / 1000 : 0);
      },
    });
    // Sequence steps whose time has come and that no worker has sent yet: a backlog the engine is working
    // through, or holding (a paused tenant, the night rule, the relay away).
    new Gauge({
      name: 'sequence_steps_due',
      help: 'Sequence steps due and not yet sent (pending, due time passed)',
      registers,
      async collect() {
        this.set(await db.sequenceDelivery.count({ where: { status: 'pending', due_at: { lte: new Date() } } }));
      },
    });
    new Gauge({
      name: 'sequence_oldest_due_age_seconds',
      help: 'How long the oldest due sequence step has waited past its due time (0: none due)',
      registers,
      async collect() {
        const oldest = await db.sequenceDelivery.findFirst({
          where: { status: 'pending', due_at: { lte: new Date() } },
          orderBy: { due_at: 'asc' },
          select: { due_at: true },
        });
        this.set(oldest ? (Date.now() - oldest.due_at.getTime()) / 1000 : 0);
      },
    });
    // Absent while Redis is unreachable: neither a false 0 nor the last figure read.
    optionalGauge(this.metrics.registry, {
      name: 'analytics_stream_lag_events',
      help: 'Page views accepted by the API and not yet written (entries in the Redis stream; absent while Redis is unreachable)',
      read: lagOf,
    });
    new Gauge({
      name: 'custom_domains',
      help: 'Custom-domain claims by verification status',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await db.domainVerification.groupBy({ by: ['status'], _count: { _all: true } }))
          this.set({ status: row.status }, row._count._all);
      },
    });
    new Gauge({
      name: 'certificates',
      help: 'Certificates by status',
      labelNames: ['status'] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await db.certificate.groupBy({ by: ['status'], _count: { _all: true } }))
          this.set({ status: row.status }, row._count._all);
      },
    });
    new Gauge({
      name: 'campaign_sending_paused_tenants',
      help: 'Tenants whose campaign sending is paused, by who paused it: the sending guard (complaint or bounce rate) or an admin',
      labelNames: ['by'] as const,
      registers,
      async collect() {
        // A tenant paused by both counts under each: an admin's pause outranks the guard's, and either
        // alone would still hold its sending.
        const [paused] = await db.$queryRaw<{ guard: bigint; admin: bigint }[]>`
          SELECT count(*) FILTER (WHERE campaigns_guard_paused_at IS NOT NULL) AS guard,
                 count(*) FILTER (WHERE campaigns_paused_at IS NOT NULL) AS admin
          FROM tenants`;
        this.set({ by: 'guard' }, Number(paused.guard));
        this.set({ by: 'admin' }, Number(paused.admin));
      },
    });
    // Absent with no such certificate: a 0 would read as "expires now" (CertificateExpiringSoon).
    optionalGauge(this.metrics.registry, {
      name: 'certificate_soonest_expiry_seconds',
      help: 'Seconds until the soonest active certificate of a still-verified domain expires (absent: none)',
      async read() {
        // A domain whose DNS moved away is not renewed on purpose (its verification left `verified`): its
        // certificate running out is expected, not something to page about.
        const [{ soonest }] = await db.$queryRaw<{ soonest: Date | null }[]>`
          SELECT min(c.not_after) AS soonest FROM certificates c
          JOIN domain_verifications v ON v.tenant_id = c.tenant_id AND v.domain = c.domain AND v.status = 'verified'
          WHERE c.status = 'active'`;
        return soonest ? (soonest.getTime() - Date.now()) / 1000 : null;
      },
    });
  }

  /** XLEN of the page-view stream (entries are deleted once written); null while Redis is unreachable. */
  private async streamLength(): Promise<number | null> {
    // A scrape never waits for a reconnect: not connected now, no figure.
    if (!this.redis.ready) return null;
    return this.redis.client.xlen(siteEventsStream(this.redis.prefix)).catch(() => null);
  }
}

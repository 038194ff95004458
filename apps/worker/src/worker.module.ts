import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { TracingFlush } from '@ds/observability';
import { Database } from '@ds/db';
import { JobRunner } from './runner/job-runner.service.js';
import { WorkerJobs } from './jobs/worker-jobs.js';
import { DistributorMailer } from './infra/mail/distributor-mailer.js';
import { MailTransport } from './infra/mail/mail-transport.js';
import { PlatformGauges } from './infra/metrics/platform-gauges.js';
import { WorkerMetrics } from './infra/metrics/worker-metrics.js';
import { WorkerRedis } from './infra/redis/worker-redis.js';
import { MailModule } from './mail/mail.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { CustomDomainsModule } from './custom-domains/custom-domains.module.js';
import { SendingDomainsModule } from './sending-domains/sending-domains.module.js';
import { DeliverabilityModule } from './deliverability/deliverability.module.js';
import { CampaignsModule } from './campaigns/campaigns.module.js';
import { OutboxModule } from './outbox/outbox.module.js';
import { AnalyticsModule } from './analytics/analytics.module.js';
import { SequencesModule } from './sequences/sequences.module.js';
import { DigestModule } from './digest/digest.module.js';
import { PoolMetrics } from './prisma/pool-metrics.js';
import { PrismaService } from './prisma/prisma.service.js';
import { DEFAULT_WORKER_OPTIONS, WORKER_OPTIONS, type WorkerOptions } from './worker-options.js';

/**
 * Root of the worker process (an application context, no HTTP). Global, so feature modules holding
 * job handlers get the config and the database without importing anything. The database is `Database`,
 * the tenant door (packages/db `tenant-scope.ts`); the Prisma client behind it stays in here (lint
 * keeps PrismaService out of every other worker file).
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, options: Partial<WorkerOptions> = {}): DynamicModule {
    return {
      module: WorkerModule,
      global: true,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            base: { app: 'worker' },
            // Belt and braces: code never logs job payloads, but a token must not reach logs even by accident.
            redact: { paths: ['token', '*.token', 'data.token', '*.data.token'], censor: '[redacted]' },
          },
        }),
        DiscoveryModule,
        OutboxModule,
        MailModule,
        NotificationsModule,
        CustomDomainsModule,
        SendingDomainsModule,
        DeliverabilityModule,
        CampaignsModule,
        AnalyticsModule,
        SequencesModule,
        DigestModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: WORKER_OPTIONS, useValue: { ...DEFAULT_WORKER_OPTIONS, ...options } satisfies WorkerOptions },
        PrismaService,
        // Job handlers reach the database through the tenant door (packages/db `tenant-scope.ts`).
        { provide: Database, inject: [PrismaService], useFactory: (prisma: PrismaService) => new Database(prisma.client) },
        JobRunner,
        WorkerJobs,
        // The worker's infrastructure (infra/): its Redis connection, metrics and the way out to SMTP.
        WorkerRedis,
        WorkerMetrics,
        PlatformGauges,
        MailTransport,
        DistributorMailer,
        PoolMetrics,
        TracingFlush,
      ],
      exports: [APP_CONFIG, WORKER_OPTIONS, Database, WorkerJobs, WorkerRedis, WorkerMetrics, MailTransport, DistributorMailer],
    };
  }
}

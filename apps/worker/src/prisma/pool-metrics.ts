import { Injectable } from '@nestjs/common';
import { watchDatabasePool } from '@ds/observability';
import { WorkerMetrics } from '../infra/metrics/worker-metrics.js';
import { PrismaService } from './prisma.service.js';

/** `db_pool_connections` of the worker's PostgreSQL pool (docs/operations.md "Metrics"). */
@Injectable()
export class PoolMetrics {
  constructor(prisma: PrismaService, metrics: WorkerMetrics) {
    watchDatabasePool(metrics.registry, prisma.pool);
  }
}

import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { createDatabasePool, createPrismaClient, type PrismaClient } from '@ds/db';

/**
 * Holds the process's one Prisma client. Closed in `onApplicationShutdown`, which Nest runs after every
 * `onModuleDestroy`, i.e. after the job runner has let running jobs finish their queries.
 */
@Injectable()
export class PrismaService implements OnApplicationShutdown {
  readonly client: PrismaClient;
  /** The client's connection pool, made here so the metrics can report on it (docs/operations.md "Connection budget"). */
  readonly pool: ReturnType<typeof createDatabasePool>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = createDatabasePool(config.DATABASE_URL, {
      max: config.WORKER_DATABASE_POOL_MAX,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      connectionTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    });
    this.client = createPrismaClient(this.pool);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.$disconnect();
    await this.pool.end();
  }
}

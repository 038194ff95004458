import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { createDatabaseAdapter, createDatabasePool, preparedStatementName, PrismaClient } from '@ds/db';

/**
 * The process's Prisma client, on a pool of its own making so the metrics can report on the pool; sized and
 * time-limited by configuration (docs/operations.md "Connection budget").
 */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  readonly pool: ReturnType<typeof createDatabasePool>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const pool = createDatabasePool(config.DATABASE_URL, {
      max: config.DATABASE_POOL_MAX,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      connectionTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    });
    super({ adapter: createDatabaseAdapter(pool, { statementNameGenerator: preparedStatementName }) });
    this.pool = pool;
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
    await this.pool.end();
  }
}

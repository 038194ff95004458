import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { createPrismaClient, type PrismaClient } from '@ds/db';

/**
 * Holds the process's one Prisma client. Closed in `onApplicationShutdown`, which Nest runs after every
 * `onModuleDestroy`, i.e. after the job runner has let running jobs finish their queries.
 */
@Injectable()
export class PrismaService implements OnApplicationShutdown {
  readonly client: PrismaClient;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = createPrismaClient(config.DATABASE_URL);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.$disconnect();
  }
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { preparedStatementName, PrismaClient, PrismaPg } from '@ds/db';

@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super({ adapter: new PrismaPg({ connectionString: config.DATABASE_URL, max: 10 }, { statementNameGenerator: preparedStatementName }) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}

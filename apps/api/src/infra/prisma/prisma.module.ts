import { Global, Module } from '@nestjs/common';
import { Database } from '@ds/db';
import { PrismaService } from './prisma.service.js';

/**
 * The database for the whole app. Modules inject `Database` (packages/db `tenant-scope.ts`): a client
 * bound to one tenant, the platform-wide models, or the explicitly named cross-tenant door. The raw
 * `PrismaService` stays inside infra (health checks, shutdown); lint keeps it out of modules/.
 */
@Global()
@Module({
  providers: [PrismaService, { provide: Database, inject: [PrismaService], useFactory: (prisma: PrismaService) => new Database(prisma) }],
  exports: [PrismaService, Database],
})
export class PrismaModule {}

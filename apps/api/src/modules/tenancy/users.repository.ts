import { Injectable } from '@nestjs/common';
import { Database, type Prisma } from '@ds/db';

const withTenant = { tenant: true } satisfies Prisma.UserInclude;
export type UserWithTenant = Prisma.UserGetPayload<{ include: typeof withTenant }>;

/** A tenant's one login (a tenant has exactly one user), through its tenant-bound client; email lookups cross tenants. */
@Injectable()
export class UsersRepository {
  constructor(private readonly db: Database) {}

  findByTenant(tenantId: string): Promise<UserWithTenant | null> {
    return this.db.forTenant(tenantId).user.findFirst({ include: withTenant });
  }

  findByEmailAcrossTenants(email: string): Promise<UserWithTenant | null> {
    return this.db
      .acrossTenants('login and password reset know only an email address')
      .user.findUnique({ where: { email }, include: withTenant });
  }

  async emailTakenAcrossTenants(email: string): Promise<boolean> {
    return (await this.db.acrossTenants('signup: emails are unique across tenants').user.count({ where: { email } })) > 0;
  }

  async recordLogin(tenantId: string): Promise<void> {
    await this.db.forTenant(tenantId).user.updateMany({ data: { last_login_at: new Date() } });
  }
}

import { Injectable } from '@nestjs/common';
import type { Prisma } from '@ds/db';
import { PrismaService } from '../../infra/prisma/prisma.service.js';

const withTenant = { tenant: true } satisfies Prisma.UserInclude;
export type UserWithTenant = Prisma.UserGetPayload<{ include: typeof withTenant }>;

@Injectable()
export class UsersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findByTenant(tenantId: string): Promise<UserWithTenant | null> {
    return this.prisma.user.findUnique({ where: { tenant_id: tenantId }, include: withTenant });
  }

  /** Crosses tenants: login and password reset know only an email address. */
  findByEmailAcrossTenants(email: string): Promise<UserWithTenant | null> {
    return this.prisma.user.findUnique({ where: { email }, include: withTenant });
  }

  async emailTakenAcrossTenants(email: string): Promise<boolean> {
    return (await this.prisma.user.count({ where: { email } })) > 0;
  }

  recordLogin(tenantId: string): Promise<unknown> {
    return this.prisma.user.update({ where: { tenant_id: tenantId }, data: { last_login_at: new Date() } });
  }
}

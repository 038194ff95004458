import { Injectable } from '@nestjs/common';
import { Database, type PrismaClient } from '@ds/db';
import type { Role } from './principal.js';

/** What decides whether a principal's tokens are still honoured. */
export interface SessionState {
  /** Current `session_version`; a token must carry exactly this one. */
  version: number;
  /** Distributors: their tenant's subscription is active. Admins: always true. */
  active: boolean;
  /** Distributors: the tenant the user belongs to (a token's `tid` must name it). */
  tenantId?: string;
}

/**
 * Reads and bumps session versions. Reads go through SessionVersions' cache, never straight from a request.
 */
@Injectable()
export class SessionStateRepository {
  constructor(private readonly db: Database) {}

  /** A distributor's sessions are keyed by the token's subject (a user id), checked before any tenant is. */
  private get users(): PrismaClient['user'] {
    return this.db.acrossTenants("session checks: a token's subject is a user id, checked before its tenant").user;
  }

  /** One primary-key read; null when the principal no longer exists. */
  async load(role: Role, id: string): Promise<SessionState | null> {
    if (role === 'admin') {
      const admin = await this.db.platform.admin.findUnique({ where: { id }, select: { session_version: true } });
      return admin && { version: admin.session_version, active: true };
    }
    const user = await this.users.findUnique({
      where: { id },
      select: { session_version: true, tenant_id: true, tenant: { select: { subscription_status: true } } },
    });
    return user && { version: user.session_version, active: user.tenant.subscription_status === 'active', tenantId: user.tenant_id };
  }

  /** Makes every token issued so far stale. */
  async bump(role: Role, id: string): Promise<void> {
    const data = { session_version: { increment: 1 } };
    if (role === 'admin') await this.db.platform.admin.updateMany({ where: { id }, data });
    else await this.users.updateMany({ where: { id }, data });
  }
}

/** Prisma update data that ends a user's or admin's sessions inside the caller's own transaction. */
export const END_SESSIONS = { session_version: { increment: 1 } } as const;

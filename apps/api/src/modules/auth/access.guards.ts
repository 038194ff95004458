import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { forbidden, notFound } from '../../infra/http/api-error.js';
import { Database } from '@ds/db';
import type { Principal } from './principal.js';
import { isUuid } from '@ds/shared';

function principalOf(context: ExecutionContext): { req: Request; principal: Principal } {
  const req = context.switchToHttp().getRequest<Request & { user?: Principal }>();
  if (!req.user) throw new Error('access guard used without JwtAuthGuard before it');
  return { req, principal: req.user };
}

/**
 * `/tenants/:tenantId/*` (and `/users/:tenantId`): the distributor of that tenant, or an admin (for support).
 * Tenant isolation hinges on this guard and on the tenant-bound client (`Database.forTenant`) every query
 * below it goes through with the same id.
 */
@Injectable()
export class TenantAccessGuard implements CanActivate {
  constructor(private readonly db: Database) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { req, principal } = principalOf(context);
    const tenantId = req.params.tenantId;
    if (principal.role === 'admin') {
      // A distributor's token names a tenant that exists; an admin may name any id, so check it here
      // once rather than letting a write fail deep down on a foreign key.
      if (typeof tenantId !== 'string' || !isUuid(tenantId) || (await this.db.forTenant(tenantId).tenant.count()) === 0) {
        throw notFound('Tenant not found', 'TENANT_NOT_FOUND');
      }
      return true;
    }
    if (typeof tenantId === 'string' && principal.tid === tenantId) return true;
    throw forbidden('You do not have access to this tenant', 'TENANT_FORBIDDEN');
  }
}

/** `/admin/*`: admins only. The message is exact: the client ends the session on it (docs/product.md#session-end). */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (principalOf(context).principal.role === 'admin') return true;
    throw forbidden('Admin privileges required', 'ADMIN_REQUIRED');
  }
}

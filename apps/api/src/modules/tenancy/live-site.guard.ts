import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { notFound } from '../../infra/http/api-error.js';
import { TenantResolver, type ResolvedTenant } from './tenant-resolver.service.js';

type SiteRequest = Request & { site?: ResolvedTenant };

export function requestHost(req: Request): string {
  const header = req.headers['x-tenant-domain'];
  const value = Array.isArray(header) ? header[0] : header;
  return (value || req.hostname || '').toLowerCase();
}

/**
 * Public storefront reads: the visitor's host must resolve to a live tenant (published, active),
 * else 404 STORE_NOT_FOUND. The resolved tenant is what every query below is scoped to.
 */
@Injectable()
export class LiveSiteGuard implements CanActivate {
  constructor(private readonly resolver: TenantResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SiteRequest>();
    const site = await this.resolver.resolve(requestHost(req));
    if (!site) throw notFound('Store not found', 'STORE_NOT_FOUND');
    req.site = site;
    return true;
  }
}

/** The tenant LiveSiteGuard resolved for this request. */
export const LiveSite = createParamDecorator((_: unknown, context: ExecutionContext): ResolvedTenant => {
  const site = context.switchToHttp().getRequest<SiteRequest>().site;
  if (!site) throw new Error('LiveSite used without LiveSiteGuard');
  return site;
});

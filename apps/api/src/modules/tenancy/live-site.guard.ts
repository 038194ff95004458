import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { notFound } from '../../infra/http/api-error.js';
import { varyByHost, visitorOf } from '../../infra/http/visitor.js';
import { TenantResolver, type ResolvedTenant } from './tenant-resolver.service.js';

type SiteRequest = Request & { site?: ResolvedTenant };

/**
 * Public storefront reads: the visitor's host must resolve to a live tenant (published, active),
 * else 404 STORE_NOT_FOUND. The resolved tenant is what every query below is scoped to. Either answer
 * depends on the host, and says so in `Vary`.
 */
@Injectable()
export class LiveSiteGuard implements CanActivate {
  constructor(private readonly resolver: TenantResolver) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SiteRequest>();
    varyByHost(req, context.switchToHttp().getResponse<Response>());
    const site = await this.resolver.resolve(visitorOf(req).host);
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

import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { Observable } from 'rxjs';
import { visitorOf } from '../../infra/http/visitor.js';
import type { Principal } from '../auth/principal.js';
import { PageViewBuffer } from './page-view-buffer.js';
import { VisitorHasher } from './visitor-hash.js';

/** A browser is marked again at most this often (the mark itself lasts half an hour). */
const REMARK_MS = 5 * 60_000;
const MAX_REMEMBERED = 10_000;

/**
 * The distributor's own visits are not counted: every signed-in back-office request marks the browser it
 * came from (its visitor hash on the distributor's own site) for half an hour, and the beacon skips marked
 * visitors. This works across origins — the back office runs on the main domain, the storefront on the
 * distributor's host, so the storefront cannot see the back-office session itself.
 */
@Injectable()
export class OwnVisitsInterceptor implements NestInterceptor {
  /** Browsers marked within REMARK_MS (the most recent ones past MAX_REMEMBERED). */
  private readonly recentlyMarked = new LRUCache<string, true>({ max: MAX_REMEMBERED, ttl: REMARK_MS });

  constructor(
    private readonly hasher: VisitorHasher,
    private readonly buffer: PageViewBuffer,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const req = context.switchToHttp().getRequest<Request & { user?: Principal }>();
      const tenantId = req.user?.role === 'distributor' ? req.user.tid : undefined;
      if (tenantId) void this.mark(req, tenantId).catch(() => undefined); // Redis away: the visit may be counted, nothing else happens
    }
    return next.handle();
  }

  private async mark(req: Request, tenantId: string): Promise<void> {
    const now = Date.now();
    const visitor = await this.hasher.visitor(now, tenantId, visitorOf(req).ip, req.headers['user-agent'] ?? '');
    if (this.recentlyMarked.has(visitor)) return;
    this.recentlyMarked.set(visitor, true);
    await this.buffer.markOwnVisitor(visitor);
  }
}

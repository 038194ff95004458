import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { tap, type Observable } from 'rxjs';
import { visitorOf } from '../http/visitor.js';
import { HOT_PATHS } from './fast-path.js';
import { HotResponseCache } from './hot-response-cache.js';

/** After a successful hot-path answer, keep its serialized body for the fast path, under the host the tenant was resolved from. */
@Injectable()
export class HotCacheInterceptor implements NestInterceptor {
  constructor(private readonly cache: HotResponseCache) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request & { site?: { id: string } }>();
    const path = req.originalUrl;
    if (req.method !== 'GET' || !HOT_PATHS.has(path)) return next.handle();
    return next.handle().pipe(
      tap((value) => {
        if (req.site) this.cache.put(visitorOf(req).host, path, req.site.id, JSON.stringify(value));
      }),
    );
  }
}

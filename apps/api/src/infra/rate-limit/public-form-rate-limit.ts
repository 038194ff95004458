import { applyDecorators, HttpStatus, Inject, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { ApiError } from '../http/api-error.js';
import { visitorOf } from '../http/visitor.js';
import { clientNetwork } from './client-network.js';
import { RateLimiter } from './rate-limiter.js';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/**
 * Anonymous forms (newsletter, leads, contact): a per-client budget per form, shared by every instance. The
 * client is the visitor's address (its /64 for IPv6, `clientNetwork`), so rotating X-Forwarded-For from an
 * untrusted peer, or addresses within one's own IPv6 network, buys nothing.
 */
@Injectable()
export class PublicFormRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const form = req.route ? String((req.route as { path: string }).path) : req.path;
    const verdict = await this.limiter.hit(
      `form:${form}`,
      clientNetwork(visitorOf(req).ip, this.config.IPV6_RATE_LIMIT_PREFIX),
      this.config.PUBLIC_FORM_RATE_LIMIT,
      this.config.PUBLIC_FORM_RATE_WINDOW_SECONDS * 1000,
    );
    if (verdict.allowed) return true;
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(verdict.retryAfterSeconds));
    throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS, { code: 'RATE_LIMITED' });
  }
}

export const PublicFormRateLimit = () =>
  applyDecorators(UseGuards(PublicFormRateLimitGuard), ApiTooManyRequestsResponse({ description: 'RATE_LIMITED, with Retry-After' }));

import { applyDecorators, HttpStatus, Inject, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { ApiError } from '../../infra/http/api-error.js';
import { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { TOO_MANY_REQUESTS } from '../../infra/rate-limit/public-form-rate-limit.js';

/**
 * Guards login, signup and forgot-password (design §5) with two counters: one per client IP and one
 * per email address, so neither many guesses at one account nor one client trying many works.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const route = `${req.method}:${req.route ? String((req.route as { path: string }).path) : req.path}`;
    const limit = this.config.AUTH_RATE_LIMIT;
    const windowMs = this.config.AUTH_RATE_WINDOW_SECONDS * 1000;
    const email = (req.body as { email?: unknown } | undefined)?.email;

    const verdicts = await Promise.all([
      this.limiter.hit(`${route}:ip`, req.ip ?? 'unknown', limit, windowMs),
      typeof email === 'string' && email ? this.limiter.hit(`${route}:email`, email.trim().toLowerCase(), limit, windowMs) : null,
    ]);
    const refused = verdicts.find((v) => v && !v.allowed);
    if (!refused) return true;
    res.setHeader('Retry-After', String(refused.retryAfterSeconds));
    throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS, { code: 'RATE_LIMITED' });
  }
}

export const AuthRateLimit = () =>
  applyDecorators(UseGuards(AuthRateLimitGuard), ApiTooManyRequestsResponse({ description: 'RATE_LIMITED, with Retry-After' }));

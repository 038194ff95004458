import { createHash } from 'node:crypto';
import {
  applyDecorators,
  HttpStatus,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { ApiError } from '../../infra/http/api-error.js';
import { visitorOf } from '../../infra/http/visitor.js';
import { clientNetwork } from '../../infra/rate-limit/client-network.js';
import { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { TOO_MANY_REQUESTS } from '../../infra/rate-limit/public-form-rate-limit.js';

/** What an attempt is counted against, besides the client address: `token` = the body's reset token. */
type Extra = 'token';
const EXTRA_KEYS = 'ds:auth-rate-limit:extra';

/**
 * Guards signup, forgot-password and reset-password (docs/architecture.md "Accounts, tenants and tokens"): AUTH_RATE_LIMIT
 * attempts per client address in the window (the visitor's address, so a made-up X-Forwarded-For changes nothing; an IPv6
 * client's network, `clientNetwork`), and for reset-password also per token, hashed. Nothing here is counted per email: that
 * would let anyone shut the owner out (login has its own throttle, `LoginThrottle`; forgot-password's mail budget is per email
 * but silent, see PasswordResetService).
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const route = `${req.method}:${req.route ? String((req.route as { path: string }).path) : req.path}`;
    const limit = this.config.AUTH_RATE_LIMIT;
    const windowMs = this.config.AUTH_RATE_WINDOW_SECONDS * 1000;
    const extras = this.reflector.get<Extra[] | undefined>(EXTRA_KEYS, context.getHandler()) ?? [];
    const token = (req.body as { token?: unknown } | undefined)?.token;

    const verdicts = await Promise.all([
      this.limiter.hit(`${route}:ip`, clientNetwork(visitorOf(req).ip, this.config.IPV6_RATE_LIMIT_PREFIX), limit, windowMs),
      extras.includes('token') && typeof token === 'string' && token
        ? this.limiter.hit(`${route}:token`, createHash('sha256').update(token).digest('hex'), limit, windowMs)
        : null,
    ]);
    const refused = verdicts.find((v) => v && !v.allowed);
    if (!refused) return true;
    res.setHeader('Retry-After', String(refused.retryAfterSeconds));
    throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS, { code: 'RATE_LIMITED' });
  }
}

export const AuthRateLimit = (...extras: Extra[]) =>
  applyDecorators(
    SetMetadata(EXTRA_KEYS, extras),
    UseGuards(AuthRateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'RATE_LIMITED, with Retry-After' }),
  );

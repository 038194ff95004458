import { setTimeout as sleep } from 'node:timers/promises';
import {
  applyDecorators,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { concatMap, from, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { ApiError } from '../../infra/http/api-error.js';
import { visitorOf } from '../../infra/http/visitor.js';
import { TOO_MANY_REQUESTS } from '../../infra/rate-limit/public-form-rate-limit.js';
import { clientNetwork } from '../../infra/rate-limit/client-network.js';
import { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';

/** First delay once an account is past its ceiling; each further failure doubles it, up to AUTH_ACCOUNT_SLOWDOWN_MAX_MS. */
const SLOWDOWN_BASE_MS = 250;

/** How long an attempt on an account with `failures` recent failures (this one included) waits before it is checked. */
export function slowdownMs(
  failures: number,
  config: Pick<AppConfig, 'AUTH_ACCOUNT_SLOWDOWN_AFTER' | 'AUTH_ACCOUNT_SLOWDOWN_MAX_MS'>,
): number {
  const excess = failures - config.AUTH_ACCOUNT_SLOWDOWN_AFTER;
  if (excess <= 0) return 0;
  return Math.min(config.AUTH_ACCOUNT_SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** Math.min(excess - 1, 20));
}

/**
 * Login throttling that cannot lock the owner out (docs/security.md "Throttling that cannot lock a user out"). Only failures count:
 * every attempt takes a hit up front (so a burst cannot slip past the limit) and a login that succeeds
 * gives its hits back.
 * - per (account, client address): AUTH_RATE_LIMIT failures in the window → 429 for that client only;
 * - per client address over all accounts: AUTH_LOGIN_CLIENT_LIMIT failures → 429 (credential stuffing);
 * - per account over all clients: past AUTH_ACCOUNT_SLOWDOWN_AFTER failures every attempt waits a growing,
 *   capped delay before the password is checked — slowed, never refused, so the right password still works.
 * The client address is the visitor's (TRUSTED_PROXIES decides whether X-Forwarded-For counts), an IPv6
 * client's counted by its network (`clientNetwork`).
 */
@Injectable()
export class LoginThrottleInterceptor implements NestInterceptor {
  private readonly logger = new Logger(LoginThrottleInterceptor.name);

  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const scope = `login:${req.route ? String((req.route as { path: string }).path) : req.path}`;
    const windowMs = this.config.AUTH_RATE_WINDOW_SECONDS * 1000;
    const ip = clientNetwork(visitorOf(req).ip, this.config.IPV6_RATE_LIMIT_PREFIX);
    const raw = (req.body as { email?: unknown } | undefined)?.email;
    // The same normalisation as CredentialsDto, so "Jane@X.com " and "jane@x.com" are one account; what
    // CredentialsDto refuses (too long) is nobody's account and only counts against the client.
    const email = typeof raw === 'string' && raw.trim() && raw.length <= 254 ? raw.trim().toLowerCase() : null;

    const taken: [bucket: string, key: string][] = [[`${scope}:client`, ip]];
    if (email) taken.push([`${scope}:account-client`, `${email}|${ip}`]);
    const verdicts = await Promise.all([
      this.limiter.hit(`${scope}:client`, ip, this.config.AUTH_LOGIN_CLIENT_LIMIT, windowMs),
      email ? this.limiter.hit(`${scope}:account-client`, `${email}|${ip}`, this.config.AUTH_RATE_LIMIT, windowMs) : null,
    ]);
    const refused = verdicts.find((v) => v && !v.allowed);
    if (refused) {
      res.setHeader('Retry-After', String(refused.retryAfterSeconds));
      throw new ApiError(HttpStatus.TOO_MANY_REQUESTS, TOO_MANY_REQUESTS, { code: 'RATE_LIMITED' });
    }

    if (email) {
      const failures = await this.limiter.add(`${scope}:account`, email, 1, windowMs).catch((err: unknown) => {
        this.logger.warn({ err }, 'account login counter unavailable; not slowing');
        return 0;
      });
      if (failures) taken.push([`${scope}:account`, email]);
      const delay = slowdownMs(failures, this.config);
      if (delay) await sleep(delay);
    }

    // Right password: this attempt was no failure, take its hits back (best effort: at worst it stays counted).
    return next.handle().pipe(concatMap((session: unknown) => from(this.giveBack(taken, windowMs).then(() => session))));
  }

  private async giveBack(taken: [bucket: string, key: string][], windowMs: number): Promise<void> {
    await Promise.all(taken.map(([bucket, key]) => this.limiter.add(bucket, key, -1, windowMs).catch(() => 0)));
  }
}

export const LoginThrottle = () =>
  applyDecorators(UseInterceptors(LoginThrottleInterceptor), ApiTooManyRequestsResponse({ description: 'RATE_LIMITED, with Retry-After' }));

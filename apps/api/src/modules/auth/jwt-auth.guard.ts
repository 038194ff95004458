import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { unauthorized } from '../../infra/http/api-error.js';
import type { Principal } from './principal.js';

/** Verifies the bearer token; missing → 401 AUTH_REQUIRED, invalid or expired → 401 INVALID_TOKEN. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = Principal>(err: unknown, principal: T | false, info: unknown): T {
    if (principal && !err) return principal;
    const reason = info instanceof Error ? info : undefined;
    if (!reason || reason.message === 'No auth token') {
      throw unauthorized('Authentication required', 'AUTH_REQUIRED');
    }
    if (reason.name === 'TokenExpiredError') throw unauthorized('Token expired', 'INVALID_TOKEN');
    throw unauthorized('Invalid token', 'INVALID_TOKEN');
  }
}

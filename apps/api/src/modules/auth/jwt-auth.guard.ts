import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { unauthorized } from '../../infra/http/api-error.js';
import type { Principal } from './principal.js';
import { SessionVersions } from './session-versions.js';

const SESSION_ENDED = 'Session ended. Please log in again.';

/**
 * Verifies the bearer token; missing → 401 AUTH_REQUIRED, invalid or expired → 401 INVALID_TOKEN, and
 * so is a genuine token whose session has ended (logout, password reset, deactivation): the web client's
 * logout rule fires on that code.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly sessions: SessionVersions) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await (super.canActivate(context) as Promise<boolean>);
    const principal = context.switchToHttp().getRequest<Request & { user: Principal }>().user;
    if (!(await this.sessions.isCurrent(principal))) throw unauthorized(SESSION_ENDED, 'INVALID_TOKEN');
    return true;
  }

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

import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '@ds/config';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';
export const QUEUE_DASHBOARD_COOKIE = 'ds_queues';
export const QUEUE_DASHBOARD_TTL_SECONDS = 15 * 60;
const PURPOSE = 'queue-dashboard';

interface DashboardClaims {
  sub: string;
  role: 'admin';
  purpose: typeof PURPOSE;
}

/**
 * Short-lived tokens that let an admin's browser open the queue dashboard (a page cannot send a Bearer
 * header). They are signed with a key derived from JWT_SECRET for this purpose only, so one that leaks
 * from the cookie is not an API token, and an API token is not accepted here.
 */
@Injectable()
export class QueueDashboardSessions {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = createHmac('sha256', config.JWT_SECRET).update(PURPOSE).digest('base64url');
  }

  async issue(adminId: string): Promise<{ token: string; expiresAt: Date }> {
    const claims: DashboardClaims = { sub: adminId, role: 'admin', purpose: PURPOSE };
    const token = await this.jwt.signAsync(claims, { secret: this.secret, expiresIn: QUEUE_DASHBOARD_TTL_SECONDS, algorithm: 'HS256' });
    return { token, expiresAt: new Date(Date.now() + QUEUE_DASHBOARD_TTL_SECONDS * 1000) };
  }

  /** Whether `token` is a current dashboard session of an admin. */
  verify(token: string): boolean {
    try {
      const claims = this.jwt.verify<Partial<DashboardClaims>>(token, { secret: this.secret, algorithms: ['HS256'] });
      return claims.role === 'admin' && claims.purpose === PURPOSE && typeof claims.sub === 'string';
    } catch {
      return false;
    }
  }
}

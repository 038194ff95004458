import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, signingKeys, type AppConfig } from '@ds/config';
import { deriveKey } from '@ds/mail-identity';
import { jwtKeyRing, type JwtKeyRing } from '../../auth/key-ring.js';
import { SessionVersions } from '../../auth/session-versions.js';

export const QUEUE_DASHBOARD_PATH = '/api/admin/queues';
export const QUEUE_DASHBOARD_COOKIE = 'ds_queues';
export const QUEUE_DASHBOARD_TTL_SECONDS = 15 * 60;
const PURPOSE = 'queue-dashboard';

interface DashboardClaims {
  sub: string;
  role: 'admin';
  purpose: typeof PURPOSE;
  /** The admin's session version: logging out ends the dashboard session too. */
  sv: number;
}

/**
 * Short-lived tokens that let an admin's browser open the queue dashboard (a page cannot send a Bearer
 * header). They are signed from the queue dashboard's own key ring (QUEUE_DASHBOARD_SIGNING_KEYS, each key
 * derived for this purpose only), so one that leaks from the cookie is not an API token, and an API token
 * is not accepted here. They carry the admin's session version, so an admin's logout ends them as it ends
 * the admin's API tokens.
 */
@Injectable()
export class QueueDashboardSessions {
  private readonly ring: JwtKeyRing<Buffer>;

  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionVersions,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ring = jwtKeyRing(signingKeys(config, 'queueDashboard'), (key) => deriveKey(key.secret, `ds:${PURPOSE}`));
  }

  async issue(adminId: string, sessionVersion: number): Promise<{ token: string; expiresAt: Date }> {
    const claims: DashboardClaims = { sub: adminId, role: 'admin', purpose: PURPOSE, sv: sessionVersion };
    const { id, key } = this.ring.signing;
    const token = await this.jwt.signAsync(claims, { secret: key, keyid: id, expiresIn: QUEUE_DASHBOARD_TTL_SECONDS, algorithm: 'HS256' });
    return { token, expiresAt: new Date(Date.now() + QUEUE_DASHBOARD_TTL_SECONDS * 1000) };
  }

  /** Whether `token` is a current dashboard session of an admin whose session has not ended since. */
  async verify(token: string): Promise<boolean> {
    const key = this.ring.keyOf(token);
    if (!key) return false;
    let claims: Partial<DashboardClaims>;
    try {
      claims = this.jwt.verify<Partial<DashboardClaims>>(token, { secret: key, algorithms: ['HS256'] });
    } catch {
      return false;
    }
    if (claims.role !== 'admin' || claims.purpose !== PURPOSE || typeof claims.sub !== 'string' || typeof claims.sv !== 'number')
      return false;
    return this.sessions.isCurrent({ sub: claims.sub, role: 'admin', sv: claims.sv });
  }
}

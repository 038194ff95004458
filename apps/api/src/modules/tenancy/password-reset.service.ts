import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type Prisma } from '@ds/db';
import { Outbox, type OutboxEntry, type OutboxWriter } from '@ds/jobs';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import { RateLimiter } from '../../infra/rate-limit/rate-limiter.js';
import { badRequest } from '../../infra/http/api-error.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { END_SESSIONS } from '../auth/session-state.repository.js';
import { SessionVersions } from '../auth/session-versions.js';
import { UsersRepository } from './users.repository.js';
import { LinkTokenSealer } from './link-token-sealer.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A transaction that can record a link: a tenant's (`Database.forTenant`) or signup's (which creates the
 * tenant). Spelled out structurally because a tenant-bound client's delegates are not the plain client's type.
 */
export interface LinkWriter extends OutboxWriter {
  passwordResetToken: { create(args: { data: Prisma.PasswordResetTokenUncheckedCreateInput }): PromiseLike<unknown> };
}

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sealer: LinkTokenSealer,
    private readonly outbox: OutboxRelay,
    private readonly limiter: RateLimiter,
    private readonly sessions: SessionVersions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Issues a single-use, one-hour token and has it emailed. Says nothing about whether the email exists.
   * At most AUTH_RATE_LIMIT emails per address per window: beyond that the request is answered the same
   * but sends nothing — refusing it would let anyone block the owner's reset, and the owner already has
   * working links in their inbox.
   */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmailAcrossTenants(email);
    if (!user) return;
    const budget = await this.limiter.hit(
      'reset-mail:email',
      email,
      this.config.AUTH_RATE_LIMIT,
      this.config.AUTH_RATE_WINDOW_SECONDS * 1000,
    );
    if (!budget.allowed) {
      this.logger.warn({ userId: user.id }, 'password reset mail budget spent; not sending another');
      return;
    }
    const owed = await this.db.forTenant(user.tenant_id).$transaction((tx) => this.issueLink(tx, user, 'reset', RESET_TOKEN_TTL_MS));
    this.outbox.relay(owed);
    this.logger.log({ userId: user.id }, 'password reset requested');
  }

  /**
   * Inside `tx`: a single-use link token for the user (only its hash stored) and the email that carries
   * it, recorded in the outbox with the token sealed — owed exactly when the token exists. Relay the
   * entry after commit. Used for self-service resets, admins' reset links and welcomes.
   */
  async issueLink(
    tx: LinkWriter,
    user: { id: string; tenant_id: string },
    purpose: 'reset' | 'welcome',
    ttlMs: number,
  ): Promise<OutboxEntry | null> {
    const token = randomBytes(32).toString('base64url');
    await tx.passwordResetToken.create({
      data: { user_id: user.id, token_hash: hashToken(token), purpose, expires_at: new Date(Date.now() + ttlMs) },
    });
    const kind = purpose === 'reset' ? ('password-reset' as const) : ('welcome' as const);
    return Outbox.record(tx, {
      name: 'mail.transactional',
      data: { kind, userId: user.id, tenantId: user.tenant_id, sealedToken: this.sealer.seal(token) },
      tenantId: user.tenant_id,
    });
  }

  /**
   * Sets a new password if the token is genuine, unused, unexpired and belongs to `email`.
   * Marking the token used and changing the password happen in one transaction, and the conditional
   * update means two simultaneous uses cannot both succeed. Every session of the account ends with it.
   */
  async reset(token: string, email: string, newPassword: string): Promise<void> {
    // Reset tokens are platform-wide rows (keyed by their hash); the user they name decides the tenant below.
    const record = await this.db.platform.passwordResetToken.findUnique({
      where: { token_hash: hashToken(token) },
      include: { user: true },
    });
    const now = new Date();
    if (!record || record.used_at || record.expires_at <= now || record.user.email !== email) {
      throw badRequest(INVALID_LINK, undefined, 'INVALID_RESET_TOKEN');
    }
    const passwordHash = await this.hasher.hash(newPassword);
    const done = await this.db.forTenant(record.user.tenant_id).$transaction(async (tx) => {
      const claimed = await tx.passwordResetToken.updateMany({ where: { id: record.id, used_at: null }, data: { used_at: now } });
      if (claimed.count !== 1) return false;
      await tx.user.update({ where: { id: record.user_id }, data: { password_hash: passwordHash, ...END_SESSIONS } });
      // Any other outstanding link for this account is now stale.
      await tx.passwordResetToken.updateMany({ where: { user_id: record.user_id, used_at: null }, data: { used_at: now } });
      return true;
    });
    if (!done) throw badRequest(INVALID_LINK, undefined, 'INVALID_RESET_TOKEN');
    await this.sessions.changed('distributor', record.user_id);
  }
}

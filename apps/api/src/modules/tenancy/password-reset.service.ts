import { createHash, randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import { badRequest } from '../../infra/http/api-error.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { UsersRepository } from './users.repository.js';
import { PasswordResetRequested } from './events/password-reset-requested.event.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger(PasswordResetService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly events: EventBus,
  ) {}

  /** Issues a single-use, one-hour token and has it emailed. Says nothing about whether the email exists. */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmailAcrossTenants(email);
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    await this.prisma.passwordResetToken.create({
      data: { user_id: user.id, token_hash: hashToken(token), purpose: 'reset', expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
    });
    this.events.publish(new PasswordResetRequested(user.id, token));
    this.logger.log({ userId: user.id }, 'password reset requested');
  }

  /**
   * Sets a new password if the token is genuine, unused, unexpired and belongs to `email`.
   * Marking the token used and changing the password happen in one transaction, and the conditional
   * update means two simultaneous uses cannot both succeed.
   */
  async reset(token: string, email: string, newPassword: string): Promise<void> {
    const record = await this.prisma.passwordResetToken.findUnique({ where: { token_hash: hashToken(token) }, include: { user: true } });
    const now = new Date();
    if (!record || record.used_at || record.expires_at <= now || record.user.email !== email) {
      throw badRequest(INVALID_LINK, undefined, 'INVALID_RESET_TOKEN');
    }
    const passwordHash = await this.hasher.hash(newPassword);
    const done = await this.prisma.$transaction(async (tx) => {
      const claimed = await tx.passwordResetToken.updateMany({ where: { id: record.id, used_at: null }, data: { used_at: now } });
      if (claimed.count !== 1) return false;
      await tx.user.update({ where: { id: record.user_id }, data: { password_hash: passwordHash } });
      // Any other outstanding link for this account is now stale.
      await tx.passwordResetToken.updateMany({ where: { user_id: record.user_id, used_at: null }, data: { used_at: now } });
      return true;
    });
    if (!done) throw badRequest(INVALID_LINK, undefined, 'INVALID_RESET_TOKEN');
  }
}

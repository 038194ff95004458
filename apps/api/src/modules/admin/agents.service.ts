import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import { notFound } from '../../infra/http/api-error.js';
import { SiteCache } from '../content/site-cache.js';
import { AccountsService } from '../tenancy/accounts.service.js';
import { TenantResolver } from '../tenancy/tenant-resolver.service.js';
import { hashToken, RESET_TOKEN_TTL_MS } from '../tenancy/password-reset.service.js';
import { PasswordResetRequested } from '../tenancy/events/password-reset-requested.event.js';
import type { UserView } from '../tenancy/user.view.js';
import { TenantUsersService, toAgentView, type AgentView, type UserWithTenant } from './tenant-users.service.js';
import { UserCreatedByAdmin } from './events/user-created-by-admin.event.js';
import type { CreateUserDto, SubscriptionStatusValue } from './dto/agents.dto.js';

/** A welcome link gives a new distributor a day to choose a password (a reset link only an hour). */
export const WELCOME_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const USER_CREATED = 'User created. A welcome email with a link to set a password has been sent.';

/** What admins do to a distributor's account: status, creation, password reset links. */
@Injectable()
export class AgentsService {
  private readonly logger = new Logger(AgentsService.name);

  constructor(
    private readonly prisma: PrismaService,
    private readonly agents: TenantUsersService,
    private readonly accounts: AccountsService,
    private readonly resolver: TenantResolver,
    private readonly siteCache: SiteCache,
    private readonly events: EventBus,
  ) {}

  /** Turns a storefront on or off; an inactive one answers Store Not Found on every instance at once. */
  async setStatus(userId: string, status: SubscriptionStatusValue): Promise<AgentView> {
    const user = await this.find(userId);
    await this.prisma.tenant.update({ where: { id: user.tenant_id }, data: { subscription_status: status } });
    await this.forget(user.tenant_id);
    this.logger.log({ tenantId: user.tenant_id, status }, 'subscription status set by admin');
    return toAgentView(await this.find(user.id));
  }

  /**
   * Signup on the distributor's behalf (same tenant, catalog copy and conflicts), with a random password
   * nobody knows; the welcome email carries a 24-hour link to choose one.
   */
  async create(dto: CreateUserDto): Promise<{ user: UserView; tenant_id: string }> {
    const unusable = randomBytes(32).toString('base64url');
    // The session signUp answers with is for a self-signup; here it is simply not used.
    const { user, tenant_id } = await this.accounts.signUp({ ...dto, password: unusable });
    const token = await this.issueToken(user.id, 'welcome', WELCOME_TOKEN_TTL_MS);
    this.events.publish(new UserCreatedByAdmin(user.id, token));
    this.logger.log({ tenantId: tenant_id }, 'distributor created by admin');
    return { user, tenant_id };
  }

  /** Emails the distributor the usual single-use, one-hour reset link. No password is made or shown. */
  async sendResetLink(userId: string): Promise<{ email: string }> {
    const user = await this.find(userId);
    const token = await this.issueToken(user.id, 'reset', RESET_TOKEN_TTL_MS);
    this.events.publish(new PasswordResetRequested(user.id, token));
    this.logger.log({ userId: user.id }, 'password reset link sent by admin');
    return { email: user.email };
  }

  private async issueToken(userId: string, purpose: 'reset' | 'welcome', ttlMs: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.prisma.passwordResetToken.create({
      data: { user_id: userId, token_hash: hashToken(token), purpose, expires_at: new Date(Date.now() + ttlMs) },
    });
    return token;
  }

  private async find(userId: string): Promise<UserWithTenant> {
    const user = await this.agents.findAcrossTenants(userId);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    return user;
  }

  private async forget(tenantId: string): Promise<void> {
    await this.resolver.forgetHostsOf(tenantId);
    await this.siteCache.invalidate(tenantId);
  }
}

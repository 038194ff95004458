import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Database } from '@ds/db';
import type { OutboxEntry } from '@ds/jobs';
import { TenantChanges } from '../../infra/cache/tenant-changes.js';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import { notFound } from '../../infra/http/api-error.js';
import { SessionVersions } from '../auth/session-versions.js';
import { AccountsService } from '../tenancy/accounts.service.js';
import { PasswordResetService, RESET_TOKEN_TTL_MS } from '../tenancy/password-reset.service.js';
import type { UserView } from '../tenancy/user.view.js';
import { TenantUsersService, toAgentView, type AgentView, type UserWithTenant } from './tenant-users.service.js';
import type { CreateUserDto, SubscriptionStatusValue } from './dto/agents.dto.js';

/** A welcome link gives a new distributor a day to choose a password (a reset link only an hour). */
const WELCOME_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

export const USER_CREATED = 'Distributor created. A welcome email with a link to set a password has been sent.';

/** What admins do to a distributor's account: status, creation, password reset links. */
@Injectable()
export class AgentsService {
  private readonly logger = new Logger(AgentsService.name);

  constructor(
    private readonly db: Database,
    private readonly agents: TenantUsersService,
    private readonly accounts: AccountsService,
    private readonly changes: TenantChanges,
    private readonly links: PasswordResetService,
    private readonly outbox: OutboxRelay,
    private readonly sessions: SessionVersions,
  ) {}

  /**
   * Turns an account on or off. An inactive one answers Store Not Found on every instance at once, and
   * its sessions end there too (back office included); reactivation needs a fresh login.
   */
  async setStatus(userId: string, status: SubscriptionStatusValue): Promise<AgentView> {
    const user = await this.find(userId);
    await this.db.forTenant(user.tenant_id).tenant.updateMany({ data: { subscription_status: status } });
    await this.changes.tenantChanged(user.tenant_id);
    if (status === 'inactive') await this.sessions.end('distributor', user.id);
    else await this.sessions.changed('distributor', user.id);
    this.logger.log({ tenantId: user.tenant_id, status }, 'subscription status set by admin');
    return toAgentView(await this.find(user.id));
  }

  /**
   * Signup on the distributor's behalf (same tenant, catalog copy and conflicts), with a random password
   * nobody knows; the welcome email carries a 24-hour link to choose one. The account and its welcome
   * email are saved together (the email in the outbox): no account is left without its welcome.
   */
  async create(dto: CreateUserDto): Promise<{ user: UserView; tenant_id: string }> {
    const unusable = randomBytes(32).toString('base64url');
    let welcome: OutboxEntry | null = null;
    // The session signUp answers with is for a self-signup; here it is simply not used.
    const { user, tenant_id } = await this.accounts.signUp({ ...dto, password: unusable }, async (tx, created) => {
      welcome = await this.links.issueLink(tx, created, 'welcome', WELCOME_TOKEN_TTL_MS);
    });
    this.outbox.relay(welcome);
    this.logger.log({ tenantId: tenant_id }, 'distributor created by admin');
    return { user, tenant_id };
  }

  /**
   * Emails the distributor the usual single-use, one-hour reset link. No password is made or shown.
   * The account's sessions end now: an admin resets a password when it may be known to someone else.
   */
  async sendResetLink(userId: string): Promise<{ email: string }> {
    const user = await this.find(userId);
    await this.sessions.end('distributor', user.id);
    const owed = await this.db.forTenant(user.tenant_id).$transaction((tx) => this.links.issueLink(tx, user, 'reset', RESET_TOKEN_TTL_MS));
    this.outbox.relay(owed);
    this.logger.log({ userId: user.id }, 'password reset link sent by admin');
    return { email: user.email };
  }

  private async find(userId: string): Promise<UserWithTenant> {
    const user = await this.agents.findAcrossTenants(userId);
    if (!user) throw notFound('User not found', 'USER_NOT_FOUND');
    return user;
  }
}

import { Injectable } from '@nestjs/common';
import { Database } from '@ds/db';
import { TenantUsersService } from './tenant-users.service.js';
import { ContactMessagesService } from './contact-messages.service.js';

const RECENT = 5;

/** The admin dashboard's figures: the fleet overview, so every query here crosses tenants. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly db: Database,
    private readonly agents: TenantUsersService,
    private readonly messages: ContactMessagesService,
  ) {}

  /** Every figure from one snapshot: the totals, the newest signups and the counts always agree. */
  async overview() {
    const [totals, pendingDomains, openMessages, recentSignups, recentMessages] = await this.db
      .acrossTenants("admin dashboard: the whole fleet's figures")
      .$transaction(
        async (tx) =>
          [
            await this.agents.fleetCounts(tx),
            // A claim stopped because another site verified the domain is not pending any more.
            await tx.tenant.count({
              where: {
                domain_type: 'custom_domain',
                custom_domain: { not: null },
                dns_status: 'pending',
                NOT: { domainVerification: { status: 'taken' } },
              },
            }),
            await this.messages.countOpen(tx),
            await this.agents.newestAcrossTenants(RECENT, tx),
            await this.messages.list('all', RECENT, tx),
          ] as const,
        { isolationLevel: 'RepeatableRead' },
      );
    return {
      totals,
      pending_domains: pendingDomains,
      open_messages: openMessages,
      recent_signups: recentSignups,
      recent_messages: recentMessages,
    };
  }
}

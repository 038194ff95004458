import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../infra/prisma/prisma.service.js';
import { TenantUsersService } from './tenant-users.service.js';
import { ContactMessagesService } from './contact-messages.service.js';

const RECENT = 5;

/** The admin dashboard's figures. Every query here crosses tenants: it is the fleet overview. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly agents: TenantUsersService,
    private readonly messages: ContactMessagesService,
  ) {}

  async overview() {
    const [totals, pendingDomains, openMessages, recentSignups, recentMessages] = await Promise.all([
      this.agents.fleetCounts(),
      this.prisma.tenant.count({ where: { domain_type: 'custom_domain', custom_domain: { not: null }, dns_status: 'pending' } }),
      this.messages.countOpen(),
      this.agents.newestAcrossTenants(RECENT),
      this.messages.list('all', RECENT),
    ]);
    return {
      totals,
      pending_domains: pendingDomains,
      open_messages: openMessages,
      recent_signups: recentSignups,
      recent_messages: recentMessages,
    };
  }
}

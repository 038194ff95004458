import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { isUuid } from '@ds/shared';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { DistributorMailer } from '../infra/mail/distributor-mailer.js';
import { sendingPausedMail } from './sending-paused-mail.template.js';
import { PAUSED_BY_GUARD } from './sending-policy.js';

/**
 * `mail.sending-paused`: tells the distributor that the sending guard paused their campaigns. The guard
 * records the job in the outbox in the transaction that records the pause (sending-guard.ts), so it is
 * owed once per pause and sent once (docs/outbox.md). The tenant is read when the job runs: if an admin
 * resumed in the meantime the email would announce a pause that is over, so nothing is sent.
 */
@Injectable()
export class SendingPausedMailHandler {
  constructor(
    private readonly db: Database,
    private readonly mailer: DistributorMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.sending-paused')
  async send(data: JobPayloads['mail.sending-paused']): Promise<JobResult> {
    if (!isUuid(data.tenantId)) return 'skipped: tenant gone';
    const tenant = await this.db
      .forTenant(data.tenantId)
      .tenant.findFirst({ select: { subdomain: true, site_name: true, campaigns_guard_paused_at: true, campaigns_guard_reason: true } });
    if (!tenant) return 'skipped: tenant gone';
    if (!tenant.campaigns_guard_paused_at) return 'skipped: sending resumed before the email went';
    const sent = await this.mailer.send(data.tenantId, (firstName) =>
      sendingPausedMail({
        platformName: this.config.PLATFORM_NAME,
        firstName,
        siteName: tenant.site_name?.trim() || tenant.subdomain,
        reason: tenant.campaigns_guard_reason ?? PAUSED_BY_GUARD,
        campaignsUrl: `${this.config.PUBLIC_URL}/backoffice/campaigns`,
      }),
    );
    if (!sent) return 'skipped: distributor has no email address';
    return { sent: 'sending-paused', tenantId: data.tenantId }; // ids, never the address (the result is logged)
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler } from '../../jobs/job-handler.decorator.js';
import { MailTransport } from '../../mail/mail-transport.js';
import { sendingDomainDriftMail } from './sending-domain-notice.template.js';

/**
 * `mail.sending-domain-notice`: tells the distributor that their verified sending domain lost a record
 * (recorded in the outbox by `SendingDomainVerifyHandler` with the change itself). A job of its own so
 * SMTP trouble is retried by the outbox and never fails a check.
 */
@Injectable()
export class SendingDomainNoticeMailHandler {
  constructor(
    private readonly db: Database,
    private readonly mail: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.sending-domain-notice')
  async send(data: JobPayloads['mail.sending-domain-notice']): Promise<JobResult> {
    // The tenant's distributor (one user per tenant).
    const user = await this.db.forTenant(data.tenantId).user.findFirst();
    if (!user) return 'skipped: tenant has no user';
    const settingsUrl = `${this.config.PUBLIC_URL}/backoffice/campaigns`;
    const { domain, reason } = data;
    const mail = sendingDomainDriftMail({
      platformName: this.config.PLATFORM_NAME,
      firstName: user.first_name,
      domain,
      reason,
      settingsUrl,
    });
    await this.mail.send({ to: user.email, ...mail });
    return { sent: 'sending-domain-drift', to: user.email };
  }
}

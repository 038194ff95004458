import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { DistributorMailer } from '../infra/mail/distributor-mailer.js';
import { sendingDomainDriftMail } from './sending-domain-notice.template.js';

/**
 * `mail.sending-domain-notice`: the distributor's verified sending domain lost a record. Recorded in the
 * outbox by `SendingDomainVerifyHandler` with the change (docs/outbox.md), so it is sent once and SMTP
 * trouble is retried without failing the check.
 */
@Injectable()
export class SendingDomainNoticeMailHandler {
  constructor(
    private readonly mailer: DistributorMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.sending-domain-notice')
  async send(data: JobPayloads['mail.sending-domain-notice']): Promise<JobResult> {
    const { domain, reason } = data;
    const settingsUrl = `${this.config.PUBLIC_URL}/backoffice/campaigns`;
    const to = await this.mailer.send(data.tenantId, (firstName) =>
      sendingDomainDriftMail({ platformName: this.config.PLATFORM_NAME, firstName, domain, reason, settingsUrl }),
    );
    if (!to) return 'skipped: tenant has no user';
    return { sent: 'sending-domain-drift', userId: to.userId }; // ids, never the address: the result is logged and kept with the job
  }
}

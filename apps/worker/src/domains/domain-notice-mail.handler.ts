import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { DistributorMailer, type NoticeMail } from '../infra/mail/distributor-mailer.js';
import { sendingDomainDriftMail } from './sending/sending-domain-notice.template.js';
import { domainLiveMail, domainMisconfiguredMail, domainTakenMail } from './templates/domain-notice.template.js';

/**
 * The distributor's emails about their domains, each recorded in the outbox by the job that saw the change
 * (docs/outbox.md), so each is sent once and SMTP trouble is retried without failing that job:
 * - `mail.domain-notice`: their custom domain is live on HTTPS, its DNS stopped pointing at us, or another
 *   site verified it first (their claim stopped);
 * - `mail.sending-domain-notice`: their verified sending domain lost a record (`SendingDomainVerifyHandler`).
 */
@Injectable()
export class DomainNoticeMailHandler {
  constructor(
    private readonly mailer: DistributorMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.domain-notice')
  async customDomainNotice(data: JobPayloads['mail.domain-notice']): Promise<JobResult> {
    return this.notify(data.tenantId, `domain-${data.notice}`, (firstName) => this.renderDomainNotice(data, firstName));
  }

  @JobHandler('mail.sending-domain-notice')
  async sendingDomainNotice(data: JobPayloads['mail.sending-domain-notice']): Promise<JobResult> {
    const { domain, reason } = data;
    const settingsUrl = `${this.config.PUBLIC_URL}/backoffice/campaigns`;
    return this.notify(data.tenantId, 'sending-domain-drift', (firstName) =>
      sendingDomainDriftMail({ platformName: this.config.PLATFORM_NAME, firstName, domain, reason, settingsUrl }),
    );
  }

  /** Emails the tenant's distributor what `render` makes of their first name. */
  private async notify(tenantId: string, sent: string, render: (firstName: string) => NoticeMail): Promise<JobResult> {
    const to = await this.mailer.send(tenantId, render);
    if (!to) return 'skipped: tenant has no user';
    return { sent, userId: to.userId }; // ids, never the address: the result is logged and kept with the job
  }

  private renderDomainNotice(data: JobPayloads['mail.domain-notice'], firstName: string): NoticeMail {
    const platformName = this.config.PLATFORM_NAME;
    const settingsUrl = `${this.config.PUBLIC_URL}/backoffice/settings`;
    switch (data.notice) {
      case 'live':
        return domainLiveMail({ platformName, firstName, domain: data.domain });
      case 'taken':
        return domainTakenMail({ platformName, firstName, domain: data.domain, settingsUrl });
      case 'misconfigured':
        return domainMisconfiguredMail({
          platformName,
          firstName,
          domain: data.domain,
          reason: data.reason ?? 'The DNS records changed.',
          settingsUrl,
        });
    }
  }
}

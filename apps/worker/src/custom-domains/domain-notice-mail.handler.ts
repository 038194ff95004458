import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { DistributorMailer, type NoticeMail } from '../infra/mail/distributor-mailer.js';
import { domainLiveMail, domainMisconfiguredMail, domainTakenMail } from './templates/domain-notice.template.js';

/**
 * `mail.domain-notice`: the distributor's email about their custom domain — live on HTTPS, its DNS stopped
 * pointing at us, or another site verified it first (their claim stopped). Recorded in the outbox by the job
 * that saw the change (docs/outbox.md), so it is sent once and SMTP trouble is retried without failing that job.
 */
@Injectable()
export class DomainNoticeMailHandler {
  constructor(
    private readonly mailer: DistributorMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.domain-notice')
  async send(data: JobPayloads['mail.domain-notice']): Promise<JobResult> {
    const to = await this.mailer.send(data.tenantId, (firstName) => this.render(data, firstName));
    if (!to) return 'skipped: tenant has no user';
    return { sent: `domain-${data.notice}`, userId: to.userId }; // ids, never the address: the result is logged and kept with the job
  }

  private render(data: JobPayloads['mail.domain-notice'], firstName: string): NoticeMail {
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

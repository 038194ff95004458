import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { MailTransport } from '../mail/mail-transport.js';
import type { RenderedMail } from '../mail/templates/html.js';
import { domainLiveMail, domainMisconfiguredMail, domainTakenMail } from './templates/domain-notice.template.js';

/**
 * `mail.domain-notice`: tells the tenant's distributor that their domain is live on HTTPS, that its
 * DNS stopped pointing at us, or that another site verified it first (their claim stopped). A job of
 * its own (not sent inline by the domain jobs) so SMTP trouble is retried by the queue and never fails
 * a certificate activation.
 */
@Injectable()
export class DomainNoticeMailHandler {
  constructor(
    private readonly db: Database,
    private readonly mail: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.domain-notice')
  async send(data: JobPayloads['mail.domain-notice']): Promise<JobResult> {
    // The tenant's distributor (one user per tenant).
    const user = await this.db.forTenant(data.tenantId).user.findFirst();
    if (!user) return 'skipped: tenant has no user';
    await this.mail.send({ to: user.email, ...this.render(data, user.first_name) });
    return { sent: `domain-${data.notice}`, to: user.email };
  }

  private render(data: JobPayloads['mail.domain-notice'], firstName: string): RenderedMail {
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

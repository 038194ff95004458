import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { MailTransport } from '../mail/mail-transport.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { domainLiveMail, domainMisconfiguredMail } from './templates/domain-notice.template.js';

/**
 * `mail.domain-notice`: tells the tenant's distributor that their domain is live on HTTPS, or that its
 * DNS stopped pointing at us. A job of its own (not sent inline by the domain jobs) so SMTP trouble is
 * retried by the queue and never fails a certificate activation.
 */
@Injectable()
export class DomainNoticeMailHandler {
  constructor(
    private readonly prisma: PrismaService,
    private readonly mail: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.domain-notice')
  async send(data: JobPayloads['mail.domain-notice']): Promise<JobResult> {
    const user = await this.prisma.client.user.findFirst({ where: { tenant_id: data.tenantId } });
    if (!user) return 'skipped: tenant has no user';
    const platformName = this.config.PLATFORM_NAME;
    const rendered =
      data.notice === 'live'
        ? domainLiveMail({ platformName, firstName: user.first_name, domain: data.domain })
        : domainMisconfiguredMail({
            platformName,
            firstName: user.first_name,
            domain: data.domain,
            reason: data.reason ?? 'The DNS records changed.',
            settingsUrl: `${this.config.PUBLIC_URL}/backoffice/settings`,
          });
    await this.mail.send({ to: user.email, ...rendered });
    return { sent: `domain-${data.notice}`, to: user.email };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { MailTransport } from './mail-transport.js';
import { setPasswordUrl } from './templates/html.js';
import { passwordResetMail } from './templates/password-reset.template.js';
import { welcomeMail } from './templates/welcome.template.js';

type TransactionalMail = JobPayloads['mail.transactional'];

/**
 * Password-reset and welcome emails. The payload carries ids (and the plain token, which cannot be
 * reloaded); everything else is read fresh, so a user deleted since the request gets nothing.
 * Nothing here logs the token or the link built from it.
 */
@Injectable()
export class TransactionalMailHandler {
  constructor(
    private readonly prisma: PrismaService,
    private readonly mail: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.transactional')
  async send(data: TransactionalMail): Promise<JobResult> {
    const user = await this.prisma.client.user.findUnique({ where: { id: data.userId }, include: { tenant: true } });
    if (!user) return 'skipped: user gone';

    const link = setPasswordUrl(this.config.PUBLIC_URL, data.token, user.email);
    const platformName = this.config.PLATFORM_NAME;
    const rendered =
      data.kind === 'password-reset'
        ? passwordResetMail({ platformName, firstName: user.first_name, resetUrl: link })
        : welcomeMail({ platformName, firstName: user.first_name, setPasswordUrl: link, siteUrl: this.siteUrl(user.tenant.subdomain) });

    await this.mail.send({ to: user.email, ...rendered });
    return { sent: data.kind, to: user.email };
  }

  /** The distributor's subdomain address, as a browser reaches it (port left out when it is 80). */
  private siteUrl(subdomain: string): string {
    const port = this.config.PORT === 80 ? '' : `:${this.config.PORT}`;
    return `http://${subdomain}.${this.config.BASE_DOMAIN}${port}`;
  }
}

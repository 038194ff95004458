import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { dataEncryptionKey, openSecret, SECRET_PURPOSE } from '@ds/mail-identity';
import { deploymentOf, storefrontOrigin } from '@ds/shared';
import { Database } from '@ds/db';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { PermanentFailure } from '../infra/jobs/outcomes.js';
import { MailTransport } from '../infra/mail/mail-transport.js';
import { setPasswordUrl } from './templates/html.js';
import { passwordResetMail } from './templates/password-reset.template.js';
import { welcomeMail } from './templates/welcome.template.js';

type TransactionalMail = JobPayloads['mail.transactional'];

/**
 * Password-reset and welcome emails. The payload carries ids (and the token, which cannot be reloaded,
 * sealed: it is opened only here, to build the link); everything else is read fresh, through the
 * tenant's client, so a user deleted since the request (or not of that tenant) gets nothing. Nothing
 * here logs the token or the link built from it.
 */
@Injectable()
export class TransactionalMailHandler {
  private readonly key: Buffer;

  constructor(
    private readonly db: Database,
    private readonly mail: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.key = dataEncryptionKey(config);
  }

  @JobHandler('mail.transactional')
  async send(data: TransactionalMail): Promise<JobResult> {
    const user = await this.loadUser(data);
    if (!user) return 'skipped: user gone';

    const link = setPasswordUrl(this.config.PUBLIC_URL, this.openToken(data.sealedToken), user.email);
    const platformName = this.config.PLATFORM_NAME;
    const rendered =
      data.kind === 'password-reset'
        ? passwordResetMail({ platformName, firstName: user.first_name, resetUrl: link })
        : welcomeMail({
            platformName,
            firstName: user.first_name,
            setPasswordUrl: link,
            siteUrl: storefrontOrigin(user.tenant, deploymentOf(this.config.PUBLIC_URL, this.config.BASE_DOMAIN)),
          });

    await this.mail.send({ to: user.email, ...rendered });
    // Ids, never the address: the result is logged and kept in Redis with the job.
    return { sent: data.kind, userId: user.id };
  }

  /** The user, of the payload's tenant. */
  private loadUser(data: TransactionalMail) {
    const query = { where: { id: data.userId }, include: { tenant: true } } as const;
    // Rows recorded before the payload carried the tenant (a deploy window) name only the user.
    const tenantId = (data as Partial<Pick<TransactionalMail, 'tenantId'>>).tenantId;
    if (!tenantId)
      return this.db.acrossTenants('a mail.transactional row recorded before its payload carried the tenant').user.findUnique(query);
    return this.db.forTenant(tenantId).user.findUnique(query);
  }

  /** A token sealed under another key (DATA_ENCRYPTION_KEY or JWT_SECRET changed since) can never be sent. */
  private openToken(sealed: string): string {
    try {
      return openSecret(this.key, SECRET_PURPOSE.mailLinkToken, sealed);
    } catch {
      throw new PermanentFailure('the link token cannot be opened (was DATA_ENCRYPTION_KEY or JWT_SECRET changed?)');
    }
  }
}

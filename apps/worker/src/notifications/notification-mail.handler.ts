import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { DistributorMailer } from '../infra/mail/distributor-mailer.js';
import { notificationMail } from './templates/notification.template.js';
import { isUuid } from '@ds/shared';

/**
 * `mail.notification`: emails an admin's notification (sent with `send_email`) to one tenant's
 * distributor — `tenant.email_id`, else their user's email — with a link to the back-office inbox.
 * Recorded by the fan-out's final step once the inbox rows exist, one outbox row per tenant (which
 * makes it exactly once). Everything is reloaded through the tenant's client: a tenant no longer active
 * (or without the inbox row) is skipped.
 */
@Injectable()
export class NotificationMailHandler {
  constructor(
    private readonly db: Database,
    private readonly mailer: DistributorMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.notification')
  async send(data: JobPayloads['mail.notification']): Promise<JobResult> {
    if (!isUuid(data.notificationId) || !isUuid(data.tenantId)) return 'skipped: notification gone';

    // The tenant's inbox row of this notification (one at most: unique per notification and tenant).
    const recipient = await this.db.forTenant(data.tenantId).notificationRecipient.findFirst({
      where: { notification_id: data.notificationId },
      include: { notification: true, tenant: { select: { subscription_status: true } } },
    });
    if (!recipient) return 'skipped: not a recipient';
    const { notification, tenant } = recipient;
    if (!notification.send_email) return 'skipped: email not requested';
    if (tenant.subscription_status !== 'active') return 'skipped: tenant not active';
    const rendered = notificationMail({
      platformName: this.config.PLATFORM_NAME,
      title: notification.title,
      message: notification.message,
      inboxUrl: `${this.config.PUBLIC_URL}/backoffice/notifications`,
    });
    if (!(await this.mailer.send(data.tenantId, () => rendered, 'contact'))) return 'skipped: distributor has no email address';
    // Ids, never the address: the result is logged and kept in Redis with the job.
    return { sent: true, notificationId: data.notificationId, tenantId: data.tenantId };
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import type { JobPayloads, JobResult } from '@ds/jobs';
import { JobHandler, type TypedJob } from '../jobs/job-handler.decorator.js';
import { MailTransport } from '../mail/mail-transport.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { notificationMail } from './templates/notification.template.js';

type NotificationMailJob = TypedJob<'mail.notification'>;
type Sent = { sent: true; to: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the handler leaves on the job once the relay accepted the message. */
function sentMarker(progress: unknown): Sent | null {
  if (!progress || typeof progress !== 'object') return null;
  const { sent, to } = progress as Partial<Sent>;
  return sent === true && typeof to === 'string' ? { sent, to } : null;
}

/**
 * `mail.notification`: emails an admin's notification (sent with `send_email`) to one tenant's
 * distributor — `tenant.email_id`, else their user's email — with a link to the back-office inbox.
 * Queued by the fan-out's final step once the inbox rows exist, one job per tenant under a
 * deterministic id. Everything is reloaded: a tenant no longer active (or without the inbox row) is
 * skipped, and a retry after the relay accepted the message does not send it again.
 */
@Injectable()
export class NotificationMailHandler {
  constructor(
    private readonly prisma: PrismaService,
    private readonly mail: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler('mail.notification')
  async send(data: JobPayloads['mail.notification'], job?: Pick<NotificationMailJob, 'id' | 'timestamp' | 'progress' | 'updateProgress'>): Promise<JobResult> {
    const earlier = sentMarker(job?.progress);
    if (earlier) return { ...earlier, earlierAttempt: true };
    if (!UUID.test(data.notificationId) || !UUID.test(data.tenantId)) return 'skipped: notification gone';

    const recipient = await this.prisma.client.notificationRecipient.findUnique({
      where: { notification_id_tenant_id: { notification_id: data.notificationId, tenant_id: data.tenantId } },
      include: { notification: true, tenant: { include: { user: true } } },
    });
    if (!recipient) return 'skipped: not a recipient';
    const { notification, tenant } = recipient;
    if (!notification.send_email) return 'skipped: email not requested';
    if (tenant.subscription_status !== 'active') return 'skipped: tenant not active';
    const to = tenant.email_id?.trim() || tenant.user?.email || null;
    if (!to) return 'skipped: distributor has no email address';

    const rendered = notificationMail({
      platformName: this.config.PLATFORM_NAME,
      title: notification.title,
      message: notification.message,
      inboxUrl: `${this.config.PUBLIC_URL}/backoffice/notifications`,
    });
    await this.mail.send({ to, ...rendered, messageId: job ? this.messageId(job) : undefined });
    const result: Sent = { sent: true, to };
    // Best effort: if Redis is gone the job can't complete either, and a retry may then send again.
    await job?.updateProgress(result).catch(() => undefined);
    return result;
  }

  /** `<notification.<job id>.<enqueued at>@<sender's domain>>`: the same on every attempt of the job. */
  private messageId(job: Pick<NotificationMailJob, 'id' | 'timestamp'>): string | undefined {
    if (!job.id) return undefined;
    const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(this.config.MAIL_FROM)?.[1] ?? this.config.BASE_DOMAIN;
    const id = job.id.replace(/[^A-Za-z0-9._-]/g, '-');
    return `<notification.${id}.${job.timestamp}@${domain}>`;
  }
}

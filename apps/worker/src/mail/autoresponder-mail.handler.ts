import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { unsubscribeUrl, type JobPayloads, type JobResult } from '@ds/jobs';
import { JobHandler, type TypedJob } from '../jobs/job-handler.decorator.js';
import { PrismaService } from '../prisma/prisma.service.js';
import { MailTransport, type OutgoingMail } from './mail-transport.js';
import { leadNoticeMail } from './templates/lead-notice.template.js';
import { subscriberWelcomeMail } from './templates/subscriber-welcome.template.js';

type Autoresponder = JobPayloads['mail.autoresponder'];
type AutoresponderJob = TypedJob<'mail.autoresponder'>;
type Sent = { sent: Autoresponder['kind']; to: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Good enough to put in a Reply-To header: one address, no spaces, commas or angle brackets. */
const PLAIN_EMAIL = /^[^\s@<>,;"()]+@[^\s@<>,;"()]+\.[^\s@<>,;"()]+$/;
/** Spec §9: a site without a name is shown as 'Default Site'. */
export const DEFAULT_SITE_NAME = 'Default Site';

/** Trimmed text, or null when missing or blank. */
function present(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  return present([present(first), present(last)].filter(Boolean).join(' '));
}

/** What the handler leaves on the job once the relay accepted the message (see `send`). */
function sentMarker(progress: unknown): Sent | null {
  if (!progress || typeof progress !== 'object') return null;
  const { sent, to } = progress as Partial<Sent>;
  return (sent === 'subscriber-welcome' || sent === 'lead-notice') && typeof to === 'string' ? { sent, to } : null;
}

/**
 * The two storefront autoresponders: the distributor's welcome to a new subscriber, and the notice to
 * the distributor that a visitor left a lead. Everything is reloaded by id within the payload's
 * tenant, so a subscriber who unsubscribed (or a tenant that switched its message off) since the job
 * was queued gets nothing. Nothing here logs a message's content.
 */
@Injectable()
export class AutoresponderMailHandler {
  constructor(
    private readonly prisma: PrismaService,
    private readonly mail: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Idempotency: once the relay accepted the message the job's progress records it, so a retry of the
   * same job (after a crash, or a lost completion) does not send it twice. The Message-ID is the same
   * on every attempt too, so in the remaining window (accepted, then cut off before the marker was
   * written) a duplicate is at least recognisable as one, and dropped by clients that de-duplicate.
   */
  @JobHandler('mail.autoresponder')
  async send(data: Autoresponder, job: AutoresponderJob): Promise<JobResult> {
    const earlier = sentMarker(job.progress);
    if (earlier) return { ...earlier, earlierAttempt: true };

    const mail = data.kind === 'subscriber-welcome' ? await this.subscriberWelcome(data) : await this.leadNotice(data);
    if (typeof mail === 'string') return mail;

    await this.mail.send({ ...mail, messageId: this.messageId(job) });
    const result: Sent = { sent: data.kind, to: mail.to };
    // Best effort: if Redis is gone the job can't complete either, and a retry may then send again.
    await job.updateProgress(result).catch(() => undefined);
    return result;
  }

  private async subscriberWelcome(data: Extract<Autoresponder, { kind: 'subscriber-welcome' }>): Promise<OutgoingMail | string> {
    if (!UUID.test(data.subscriberId) || !UUID.test(data.tenantId)) return 'skipped: subscriber gone';
    const subscriber = await this.prisma.client.subscriber.findFirst({
      where: { id: data.subscriberId, tenant_id: data.tenantId },
      include: { tenant: { include: { user: true, subscriberMessage: true } } },
    });
    if (!subscriber) return 'skipped: subscriber gone';
    if (subscriber.unsubscribed_at) return 'skipped: subscriber unsubscribed';
    const { tenant } = subscriber;
    const message = tenant.subscriberMessage;
    if (message && !message.enabled) return 'skipped: autoresponder disabled';

    const user = tenant.user;
    const siteName = present(tenant.site_name) ?? fullName(tenant.first_name, tenant.last_name) ?? fullName(user?.first_name, user?.last_name) ?? DEFAULT_SITE_NAME;
    const distributorName = fullName(tenant.first_name, tenant.last_name) ?? fullName(user?.first_name, user?.last_name);
    const distributorEmail = present(tenant.email_id) ?? user?.email ?? null;
    const replyTo = distributorEmail && PLAIN_EMAIL.test(distributorEmail) ? { name: distributorName ?? siteName, address: distributorEmail } : undefined;

    const siteUrl = this.storefrontOrigin(tenant.subdomain);
    const unsubscribe = unsubscribeUrl(siteUrl, this.config.JWT_SECRET, subscriber.id);
    const rendered = subscriberWelcomeMail({
      siteName,
      distributorName,
      companyName: this.config.COMPANY_NAME,
      message: message ? { subject: message.subject, body: message.body } : null,
      replyable: replyTo !== undefined,
      siteUrl,
      unsubscribeUrl: unsubscribe,
    });
    return { to: subscriber.email, ...rendered, replyTo, unsubscribeUrl: unsubscribe };
  }

  private async leadNotice(data: Extract<Autoresponder, { kind: 'lead-notice' }>): Promise<OutgoingMail | string> {
    if (!UUID.test(data.leadId) || !UUID.test(data.tenantId)) return 'skipped: lead gone';
    const lead = await this.prisma.client.lead.findFirst({
      where: { id: data.leadId, tenant_id: data.tenantId },
      include: { tenant: { include: { user: true } } },
    });
    if (!lead) return 'skipped: lead gone';
    const { tenant } = lead;
    const to = present(tenant.email_id) ?? tenant.user?.email ?? null;
    if (!to) return 'skipped: distributor has no email address';

    const user = tenant.user;
    const siteName = present(tenant.site_name) ?? fullName(tenant.first_name, tenant.last_name) ?? fullName(user?.first_name, user?.last_name) ?? DEFAULT_SITE_NAME;
    const visitor = lead.email.trim();
    const rendered = leadNoticeMail({
      lead: { name: lead.name, email: visitor, phone: lead.phone, message: lead.message, createdAt: lead.created_at },
      siteName,
      leadsUrl: `${this.config.PUBLIC_URL}/backoffice/subscriber-message`,
    });
    // Replying answers the visitor. An address that isn't one plain address is left out rather than
    // risk a header that points replies somewhere else; the notice still shows it.
    const replyTo = PLAIN_EMAIL.test(visitor) ? { name: lead.name.replace(/\s+/g, ' ').trim().slice(0, 100), address: visitor } : undefined;
    return { to, ...rendered, replyTo };
  }

  /** The distributor's subdomain address, as a browser reaches it (port left out when it is 80). */
  private storefrontOrigin(subdomain: string): string {
    const port = this.config.PORT === 80 ? '' : `:${this.config.PORT}`;
    return `http://${subdomain}.${this.config.BASE_DOMAIN}${port}`;
  }

  /** `<autoresponder.<job id>.<enqueued at>@<sender's domain>>`: stable across a job's attempts, unique across jobs. */
  private messageId(job: AutoresponderJob): string | undefined {
    if (!job.id) return undefined;
    const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(this.config.MAIL_FROM)?.[1] ?? this.config.BASE_DOMAIN;
    const id = job.id.replace(/[^A-Za-z0-9._-]/g, '-');
    return `<autoresponder.${id}.${job.timestamp}@${domain}>`;
  }
}

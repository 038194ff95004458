import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database } from '@ds/db';
import { unsubscribeUrl, type JobPayloads, type JobResult } from '@ds/jobs';
import { deploymentOf, siteDisplayName, storefrontOrigin } from '@ds/shared';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { MailTransport, type OutgoingMail } from './mail-transport.js';
import { leadNoticeMail } from './templates/lead-notice.template.js';
import { subscriberWelcomeMail } from './templates/subscriber-welcome.template.js';

type Autoresponder = JobPayloads['mail.autoresponder'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Good enough to put in a Reply-To header: one address, no spaces, commas or angle brackets. */
const PLAIN_EMAIL = /^[^\s@<>,;"()]+@[^\s@<>,;"()]+\.[^\s@<>,;"()]+$/;

/** Trimmed text, or null when missing or blank. */
function present(value: string | null | undefined): string | null {
  return value?.trim() ? value.trim() : null;
}

function fullName(first: string | null | undefined, last: string | null | undefined): string | null {
  return present([present(first), present(last)].filter(Boolean).join(' '));
}

/**
 * The two storefront autoresponders: the distributor's welcome to a new subscriber, and the notice to
 * the distributor that a visitor left a lead. Everything is reloaded by id through the payload's
 * tenant's client (a record of another tenant is not found), so a subscriber who unsubscribed (or a tenant that switched its message off) since the job
 * was queued gets nothing. Nothing here logs a message's content.
 */
@Injectable()
export class AutoresponderMailHandler {
  constructor(
    private readonly db: Database,
    private readonly mail: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Exactly once comes from the outbox row the job carries (recorded with the subscriber or lead): the
   * transport records the hand-off on it, and a row that was sent is not run again.
   */
  @JobHandler('mail.autoresponder')
  async send(data: Autoresponder): Promise<JobResult> {
    const mail = data.kind === 'subscriber-welcome' ? await this.subscriberWelcome(data) : await this.leadNotice(data);
    if (typeof mail === 'string') return mail;
    await this.mail.send(mail);
    return { sent: data.kind, to: mail.to };
  }

  private async subscriberWelcome(data: Extract<Autoresponder, { kind: 'subscriber-welcome' }>): Promise<OutgoingMail | string> {
    if (!UUID.test(data.subscriberId) || !UUID.test(data.tenantId)) return 'skipped: subscriber gone';
    const subscriber = await this.db.forTenant(data.tenantId).subscriber.findUnique({
      where: { id: data.subscriberId },
      include: { tenant: { include: { user: true, subscriberMessage: true } } },
    });
    if (!subscriber) return 'skipped: subscriber gone';
    if (subscriber.unsubscribed_at) return 'skipped: subscriber unsubscribed';
    const { tenant } = subscriber;
    const message = tenant.subscriberMessage;
    if (message && !message.enabled) return 'skipped: autoresponder disabled';

    const user = tenant.user;
    const distributorName = fullName(tenant.first_name, tenant.last_name) ?? fullName(user?.first_name, user?.last_name);
    // Emails name a site without a name after its distributor rather than 'Default Site'.
    const siteName = siteDisplayName(tenant.site_name, distributorName);
    const distributorEmail = present(tenant.email_id) ?? user?.email ?? null;
    const replyTo = distributorEmail && PLAIN_EMAIL.test(distributorEmail) ? { name: distributorName ?? siteName, address: distributorEmail } : undefined;

    const siteUrl = storefrontOrigin(tenant, deploymentOf(this.config.PUBLIC_URL, this.config.BASE_DOMAIN));
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
    const lead = await this.db.forTenant(data.tenantId).lead.findUnique({
      where: { id: data.leadId },
      include: { tenant: { include: { user: true } } },
    });
    if (!lead) return 'skipped: lead gone';
    const { tenant } = lead;
    const to = present(tenant.email_id) ?? tenant.user?.email ?? null;
    if (!to) return 'skipped: distributor has no email address';

    const siteName = siteDisplayName(tenant.site_name, fullName(tenant.first_name, tenant.last_name), fullName(tenant.user?.first_name, tenant.user?.last_name));
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
}

import { Inject, Injectable } from '@nestjs/common';
import { siteLanguageOf } from '@ds/campaign-mail';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { CONFIRMATION_LINK_TTL_MS, confirmationUrl, linkSecrets, suppressedSince, unsubscribeUrl } from '@ds/mail-identity';
import { Database, type Tenant, type User } from '@ds/db';
import { type JobPayloads, type JobResult } from '@ds/jobs';
import { deploymentOf, siteDisplayName, storefrontOrigin, type SiteLanguage } from '@ds/shared';
import { JobHandler } from '../jobs/job-handler.decorator.js';
import { MailTransport, type MailAddress, type OutgoingMail } from '../infra/mail/mail-transport.js';
import { leadAutoresponderMail } from './templates/lead-autoresponder.template.js';
import { leadNoticeMail } from './templates/lead-notice.template.js';
import { subscriberConfirmMail } from './templates/subscriber-confirm.template.js';
import { subscriberWelcomeMail } from './templates/subscriber-welcome.template.js';
import { contactInvitationMail } from './templates/contact-invitation.template.js';

type Autoresponder = JobPayloads['mail.autoresponder'];
type Of<K extends Autoresponder['kind']> = Extract<Autoresponder, { kind: K }>;

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

/** How a distributor's site signs the emails it sends visitors. */
interface SiteIdentity {
  /** The From name of every email to a visitor: the site's name, not the platform's (docs/product.md#leads). */
  siteName: string;
  distributorName: string | null;
  /** Replies reach the distributor, when they have one plain address. */
  replyTo: MailAddress | undefined;
  siteUrl: string;
  /** The site's language: every email to its visitors is in it (docs/product.md "Languages"). */
  language: SiteLanguage;
}

/**
 * The storefront autoresponders: the double opt-in confirmation link and, once confirmed, the
 * distributor's welcome to a new subscriber; the notice to the distributor that a visitor left a lead,
 * and the visitor's own autoresponder for it. Everything is reloaded by id through the payload's tenant's
 * client (a record of another tenant is not found), so a subscriber who unsubscribed (or a tenant that
 * switched its message off) since the job was queued gets nothing. Nothing here logs a message's content.
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
    const mail = await this.compose(data);
    if (typeof mail === 'string') {
      if (data.kind === 'contact-invitation') await this.invitationOutcome(data, { skip_reason: mail.replace(/^skipped: /, '') });
      return mail;
    }
    await this.mail.send(mail);
    if (data.kind === 'contact-invitation') await this.invitationOutcome(data, { sent_at: new Date(), skip_reason: null });
    return { sent: data.kind, ...recipientIdOf(data) };
  }

  private compose(data: Autoresponder): Promise<OutgoingMail | string> {
    switch (data.kind) {
      case 'subscriber-confirm':
        return this.subscriberConfirm(data);
      case 'platform-subscriber-confirm':
        return this.platformSubscriberConfirm(data);
      case 'subscriber-welcome':
        return this.subscriberWelcome(data);
      case 'lead-notice':
        return this.leadNotice(data);
      case 'lead-autoresponder':
        return this.leadAutoresponder(data);
      case 'contact-invitation':
        return this.contactInvitation(data);
    }
  }

  /**
   * An imported contact's one invitation to subscribe (docs/product.md "Contacts"): the pending subscription's
   * double opt-in link, under the sending guards as they stand when it goes (an admin's or the guard's pause
   * stops it), and only while the subscription is still pending (not confirmed, unsubscribed or suppressed since).
   */
  private async contactInvitation(data: Of<'contact-invitation'>): Promise<OutgoingMail | string> {
    const subscriber = await this.pendingSubscriber(data);
    if (typeof subscriber === 'string') return subscriber;
    if (await this.suppressed(data.tenantId, subscriber.email)) return 'skipped: address suppressed';
    if (subscriber.tenant.campaigns_paused_at || subscriber.tenant.campaigns_guard_paused_at) return 'skipped: sending paused';
    const site = this.identity(subscriber.tenant);
    const rendered = contactInvitationMail({
      siteName: site.siteName,
      distributorName: site.distributorName,
      siteUrl: site.siteUrl,
      ...this.confirmLink(site.siteUrl, subscriber, { tenantId: subscriber.tenant_id }),
      language: site.language,
    });
    return { to: subscriber.email, ...rendered, fromName: site.siteName, replyTo: site.replyTo };
  }

  /** What became of an invitation, for the Contacts screen's progress (ids only; best effort after the send). */
  private async invitationOutcome(data: Of<'contact-invitation'>, outcome: { sent_at?: Date; skip_reason: string | null }): Promise<void> {
    if (!UUID.test(data.invitationId) || !UUID.test(data.tenantId)) return;
    await this.db
      .forTenant(data.tenantId)
      .contactInvitation.updateMany({ where: { id: data.invitationId }, data: outcome })
      .catch(() => undefined);
  }

  private identity(tenant: Tenant & { user: User | null }): SiteIdentity {
    const distributorName = fullName(tenant.first_name, tenant.last_name) ?? fullName(tenant.user?.first_name, tenant.user?.last_name);
    // Emails name a site without a name after its distributor rather than 'Default Site'.
    const siteName = siteDisplayName(tenant.site_name, distributorName);
    const distributorEmail = present(tenant.email_id) ?? tenant.user?.email ?? null;
    const replyTo =
      distributorEmail && PLAIN_EMAIL.test(distributorEmail) ? { name: distributorName ?? siteName, address: distributorEmail } : undefined;
    const siteUrl = storefrontOrigin(tenant, deploymentOf(this.config.PUBLIC_URL, this.config.BASE_DOMAIN));
    return { siteName, distributorName, replyTo, siteUrl, language: siteLanguageOf(tenant) };
  }

  private async subscriberConfirm(data: Of<'subscriber-confirm'>): Promise<OutgoingMail | string> {
    const subscriber = await this.pendingSubscriber(data);
    if (typeof subscriber === 'string') return subscriber;
    // Erased after this subscription was asked for (a job owed from before): the request went with them.
    // A request made after the erasure is the person's own new one, and its confirmation lifts the suppression.
    const suppressed = await suppressedSince(this.db.forTenant(data.tenantId), this.config, data.tenantId, subscriber.email);
    if (suppressed && suppressed >= subscriber.created_at) return 'skipped: address suppressed';
    const site = this.identity(subscriber.tenant);
    const rendered = subscriberConfirmMail({
      siteName: site.siteName,
      siteUrl: site.siteUrl,
      ...this.confirmLink(site.siteUrl, subscriber, { tenantId: subscriber.tenant_id }),
      language: site.language,
    });
    return { to: subscriber.email, ...rendered, fromName: site.siteName, replyTo: site.replyTo };
  }

  /**
   * The subscription a confirmation link is for, while it still waits for one: confirmed meanwhile (an earlier
   * link), or unsubscribed/suppressed, the link is no use to them now.
   */
  private async pendingSubscriber(data: { subscriberId: string; tenantId: string }) {
    if (!UUID.test(data.subscriberId) || !UUID.test(data.tenantId)) return 'skipped: subscriber gone';
    const subscriber = await this.db.forTenant(data.tenantId).subscriber.findUnique({
      where: { id: data.subscriberId },
      include: { tenant: { include: { user: true } } },
    });
    if (!subscriber) return 'skipped: subscriber gone';
    if (subscriber.status !== 'pending') return `skipped: subscriber ${subscriber.status}`;
    return subscriber;
  }

  /** The double opt-in link. Its life counts from when the API owed it, so a retried job signs the same expiry. */
  private confirmLink(
    siteUrl: string,
    subscriber: { id: string; confirmation_sent_at: Date | null; created_at: Date },
    list: Parameters<typeof confirmationUrl>[4],
  ): { confirmUrl: string; validDays: number } {
    const expiresAt = new Date((subscriber.confirmation_sent_at ?? subscriber.created_at).getTime() + CONFIRMATION_LINK_TTL_MS);
    return {
      confirmUrl: confirmationUrl(siteUrl, linkSecrets(this.config), subscriber.id, expiresAt, list),
      validDays: Math.round(CONFIRMATION_LINK_TTL_MS / 86_400_000),
    };
  }

  /**
   * The landing newsletter's confirmation link (the platform's own list): signed for that list only and
   * opened on the main domain, signed with the platform's name. Same rules as a storefront's.
   */
  private async platformSubscriberConfirm(data: Of<'platform-subscriber-confirm'>): Promise<OutgoingMail | string> {
    if (!UUID.test(data.platformSubscriberId)) return 'skipped: subscriber gone';
    const subscriber = await this.db.platform.platformSubscriber.findUnique({ where: { id: data.platformSubscriberId } });
    if (!subscriber) return 'skipped: subscriber gone';
    if (subscriber.status !== 'pending') return `skipped: subscriber ${subscriber.status}`;
    const mainUrl = new URL(this.config.PUBLIC_URL).origin;
    const rendered = subscriberConfirmMail({
      siteName: this.config.PLATFORM_NAME,
      siteUrl: mainUrl,
      ...this.confirmLink(mainUrl, subscriber, 'platform'),
    });
    return { to: subscriber.email, ...rendered, fromName: this.config.PLATFORM_NAME };
  }

  private async subscriberWelcome(data: Of<'subscriber-welcome'>): Promise<OutgoingMail | string> {
    if (!UUID.test(data.subscriberId) || !UUID.test(data.tenantId)) return 'skipped: subscriber gone';
    const subscriber = await this.db.forTenant(data.tenantId).subscriber.findUnique({
      where: { id: data.subscriberId },
      include: { tenant: { include: { user: true, subscriberMessage: true } } },
    });
    if (!subscriber) return 'skipped: subscriber gone';
    // Only a confirmed subscriber is welcomed (double opt-in); one who left since gets nothing.
    if (subscriber.status !== 'confirmed') return `skipped: subscriber ${subscriber.status}`;
    if (await this.suppressed(data.tenantId, subscriber.email)) return 'skipped: address suppressed';
    const { tenant } = subscriber;
    const message = tenant.subscriberMessage;
    if (message && !message.enabled) return 'skipped: autoresponder disabled';

    const site = this.identity(tenant);
    const unsubscribe = unsubscribeUrl(site.siteUrl, linkSecrets(this.config), subscriber.id, subscriber.tenant_id);
    const rendered = subscriberWelcomeMail({
      siteName: site.siteName,
      distributorName: site.distributorName,
      companyName: this.config.COMPANY_NAME,
      message: message ? { subject: message.subject, body: message.body } : null,
      replyable: site.replyTo !== undefined,
      siteUrl: site.siteUrl,
      unsubscribeUrl: unsubscribe,
      language: site.language,
    });
    return { to: subscriber.email, ...rendered, fromName: site.siteName, replyTo: site.replyTo, unsubscribeUrl: unsubscribe };
  }

  private async leadNotice(data: Of<'lead-notice'>): Promise<OutgoingMail | string> {
    if (!UUID.test(data.leadId) || !UUID.test(data.tenantId)) return 'skipped: lead gone';
    const lead = await this.db.forTenant(data.tenantId).lead.findUnique({
      where: { id: data.leadId },
      include: { tenant: { include: { user: true } } },
    });
    if (!lead) return 'skipped: lead gone';
    const { tenant } = lead;
    const to = present(tenant.email_id) ?? tenant.user?.email ?? null;
    if (!to) return 'skipped: distributor has no email address';

    const siteName = siteDisplayName(
      tenant.site_name,
      fullName(tenant.first_name, tenant.last_name),
      fullName(tenant.user?.first_name, tenant.user?.last_name),
    );
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

  /** docs/product.md#leads: the visitor hears back at once, from the site's name, with replies going to the distributor. */
  private async leadAutoresponder(data: Of<'lead-autoresponder'>): Promise<OutgoingMail | string> {
    if (!UUID.test(data.leadId) || !UUID.test(data.tenantId)) return 'skipped: lead gone';
    const lead = await this.db.forTenant(data.tenantId).lead.findUnique({
      where: { id: data.leadId },
      include: { tenant: { include: { user: true, leadMessage: true } } },
    });
    if (!lead) return 'skipped: lead gone';
    const visitor = lead.email.trim();
    if (!PLAIN_EMAIL.test(visitor)) return 'skipped: visitor address unusable';
    if (await this.suppressed(data.tenantId, visitor)) return 'skipped: address suppressed';
    const message = lead.tenant.leadMessage;
    if (message && !message.enabled) return 'skipped: autoresponder disabled';
    const site = this.identity(lead.tenant);
    const rendered = leadAutoresponderMail({
      siteName: site.siteName,
      distributorName: site.distributorName,
      visitorName: lead.name,
      message: message ? { subject: message.subject, body: message.body } : null,
      replyable: site.replyTo !== undefined,
      siteUrl: site.siteUrl,
      language: site.language,
    });
    return { to: visitor, ...rendered, fromName: site.siteName, replyTo: site.replyTo };
  }

  /** The address is on the tenant's suppression list (an erased person's, docs/privacy.md): never mailed by accident. */
  private async suppressed(tenantId: string, email: string): Promise<boolean> {
    return (await suppressedSince(this.db.forTenant(tenantId), this.config, tenantId, email)) !== null;
  }
}

/** Whom an autoresponder went to, by id: the job's result is logged and kept in Redis, an address never is. */
function recipientIdOf(data: Autoresponder): Record<string, string> {
  if ('leadId' in data) return { leadId: data.leadId };
  if ('platformSubscriberId' in data) return { platformSubscriberId: data.platformSubscriberId };
  return { subscriberId: data.subscriberId };
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, exitSequences, suppressContact } from '@ds/db';
import { linkSecrets, verifySequenceUnsubscribe } from '@ds/mail-identity';
import { siteLanguageOf } from '@ds/campaign-mail';
import { siteDisplayName, type SiteLanguage } from '@ds/shared';
import { unsubscribeSubscriber } from '../audience/subscriber-links.js';

/** The site a link's page names, and the language the page is in. */
export interface LinkSite {
  siteName: string;
  language: SiteLanguage;
}

/**
 * A sequence email's unsubscribe link (docs/product.md "Sequences"): signed for the delivery row and its
 * tenant (`@ds/mail-identity` sequence-links). Unsubscribing ends every sequence of the person, counts on
 * the step that carried the link, and unsubscribes their newsletter subscription when they have one.
 */
@Injectable()
export class SequenceUnsubscribe {
  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The site's name and language for the page, or null when the link is not ours or its row is gone. */
  async siteOf(deliveryId: string, signature: unknown): Promise<LinkSite | null> {
    const link = verifySequenceUnsubscribe(linkSecrets(this.config), deliveryId, signature);
    if (!link) return null;
    const db = this.db.forTenant(link.tenantId);
    const [row, tenant] = await Promise.all([
      db.sequenceDelivery.findUnique({ where: { id: deliveryId }, select: { id: true } }),
      db.tenant.findUnique({
        where: { id: link.tenantId },
        select: { site_name: true, first_name: true, last_name: true, site_language: true },
      }),
    ]);
    if (!row || !tenant) return null;
    const distributor = [tenant.first_name?.trim(), tenant.last_name?.trim()].filter(Boolean).join(' ');
    return { siteName: siteDisplayName(tenant.site_name, distributor), language: siteLanguageOf(tenant) };
  }

  /** Unsubscribes the person the link was sent to (idempotent); null when the link is not ours. */
  async unsubscribe(deliveryId: string, signature: unknown, now = new Date()): Promise<LinkSite | null> {
    const site = await this.siteOf(deliveryId, signature);
    if (!site) return null;
    const { tenantId } = verifySequenceUnsubscribe(linkSecrets(this.config), deliveryId, signature)!;
    await this.db.forTenant(tenantId).$transaction(async (tx) => {
      const row = await tx.sequenceDelivery.findUnique({
        where: { id: deliveryId },
        select: {
          enrolment: { select: { contact_id: true, contact: { select: { id: true, email: true, subscriber: { select: { id: true } } } } } },
        },
      });
      if (!row) return;
      await tx.sequenceDelivery.updateMany({ where: { id: deliveryId, unsubscribed_at: null }, data: { unsubscribed_at: now } });
      await exitSequences(tx, row.enrolment.contact_id, 'unsubscribed', now);
      const contact = row.enrolment.contact;
      if (contact?.subscriber) await unsubscribeSubscriber(tx, contact.subscriber.id, now);
      // A lead who never subscribed: an unsubscribed subscription row records that they refused our mail,
      // so no later lead, tag or status brings them another sequence email (nor a campaign).
      else if (contact) await suppressContact(tx, tenantId, contact, 'unsubscribed', now);
    });
    return site;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, enrolInSequences, isUniqueViolation } from '@ds/db';
import { Outbox } from '@ds/jobs';
import type { UnsubscribeLink } from '@ds/mail-identity';
import type { SiteLanguage } from '@ds/shared';
import { serverMessages, type ServerMessageKey } from '@ds/campaign-mail';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import { LeadDto } from './dto/lead.dto.js';
import type { ConsentEvidence } from './consent.js';
import { optIn } from './opt-in.js';
import { recordContact } from './contact-record.js';
import { platformOptIn } from './platform-opt-in.js';
import {
  resubscribeSubscriber,
  subscriberLinkState,
  undoSince,
  unsubscribeSubscriber,
  type ResubscribeOutcome,
  type SubscriberLinkState,
} from './subscriber-links.js';

export const SUBSCRIBED = 'Subscription successful! Please check your email and click the link to confirm your subscription.';
export const CONFIRMATION_PENDING =
  'Subscription successful! Your confirmation link is on its way: please check your email (and your spam folder).';
export const ALREADY_SUBSCRIBED = 'Subscription successful! You were already on our list.';
const LEAD_RECEIVED = 'Thank you! Your message has been sent.';

const FORM_ANSWERS: Record<string, ServerMessageKey> = {
  [SUBSCRIBED]: 'form.subscribed',
  [CONFIRMATION_PENDING]: 'form.confirmationPending',
  [ALREADY_SUBSCRIBED]: 'form.alreadySubscribed',
  [LEAD_RECEIVED]: 'form.leadReceived',
};

/** A form's answer in the site's language (docs/product.md "Languages"); the English constants above are the originals. */
export function formAnswer(message: string, language: SiteLanguage | undefined): string {
  const key = FORM_ANSWERS[message];
  return key && language && language !== 'en' ? serverMessages(language).text(key) : message;
}

/** A repeat of the same message from the same person within this window is the same lead. */
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Outcome {
  created: boolean;
  message: string;
}

/**
 * A distributor's audience: newsletter subscribers and leads, captured from their storefront. The email
 * each causes (the subscriber's confirmation link, the distributor's lead notice, the visitor's lead
 * autoresponder) is recorded in the outbox in the same transaction as the subscriber or lead, so it is
 * owed exactly when they are stored — whether or not Redis is up (the worker sends it; docs/outbox.md).
 * Subscriptions are double opt-in (`optIn`, docs/subscribers.md).
 */
@Injectable()
export class AudienceService {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxRelay,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Subscribes to a tenant's newsletter: pending until the emailed link is clicked. */
  async subscribe(tenantId: string, email: string, consent: ConsentEvidence, honeypot?: string): Promise<Outcome> {
    if (honeypot) return { created: true, message: SUBSCRIBED };
    return this.outcomeOf(() => this.db.forTenant(tenantId).$transaction((tx) => optIn(tx, tenantId, email, consent)));
  }

  /**
   * The main domain's own mailing list (docs/product.md#landing-newsletter: the landing newsletter really subscribes), double opt-in
   * like a storefront's (`platformOptIn`, docs/subscribers.md). It belongs to no tenant, so its row and the
   * confirmation email it owes are written in one transaction of the whole client.
   */
  async subscribeToPlatform(email: string, consent: ConsentEvidence, honeypot?: string): Promise<Outcome> {
    if (honeypot) return { created: true, message: SUBSCRIBED };
    return this.outcomeOf(() =>
      this.db
        .acrossTenants("the landing newsletter is the platform's list, no tenant's: its row and the email it owes")
        .$transaction((tx) => platformOptIn(tx, email, consent)),
    );
  }

  /** Runs an opt-in, hands its confirmation email (if any) to the outbox relay and says what happened. */
  private async outcomeOf(run: () => Promise<Awaited<ReturnType<typeof optIn>>>): Promise<Outcome> {
    try {
      const result = await run();
      this.outbox.relay(result.confirmation);
      if (result.created) return { created: true, message: SUBSCRIBED };
      return { created: false, message: result.pending ? CONFIRMATION_PENDING : ALREADY_SUBSCRIBED };
    } catch (err) {
      // Two first subscriptions of one address at once: the other one won and owes the email.
      if (isUniqueViolation(err)) return { created: false, message: ALREADY_SUBSCRIBED };
      throw err;
    }
  }

  /**
   * A lead from the storefront contact form. With it, in one transaction: the person's contact with the lead
   * on its timeline (docs/product.md "Contacts"), the distributor's notice, the visitor's autoresponder
   * (docs/product.md#leads), and — when they ticked "send me updates" — their double opt-in.
   */
  async captureLead(tenantId: string, dto: LeadDto, consent: ConsentEvidence): Promise<Outcome> {
    if (dto.website) return { created: true, message: LEAD_RECEIVED };
    const db = this.db.forTenant(tenantId);
    const duplicate = await db.lead.findFirst({
      where: { email: dto.email, message: dto.message, created_at: { gte: new Date(Date.now() - DUPLICATE_WINDOW_MS) } },
      select: { id: true },
    });
    if (duplicate) return { created: false, message: LEAD_RECEIVED };
    const record = () =>
      db.$transaction(async (tx) => {
        const lead = await tx.lead.create({
          data: { tenant_id: tenantId, name: dto.name, email: dto.email, message: dto.message, phone: dto.phone || null },
        });
        const person = { email: dto.email, name: dto.name, phone: dto.phone, source: 'lead form', at: lead.created_at };
        const contactId = await recordContact(tx, tenantId, person);
        await tx.contactActivity.create({
          data: { tenant_id: tenantId, contact_id: contactId, kind: 'lead', lead_id: lead.id, created_at: lead.created_at },
          select: { id: true },
        });
        // Follow-up sequences the lead starts (docs/product.md "Sequences"): in this transaction, once per lead.
        await enrolInSequences(tx, tenantId, contactId, { type: 'lead_captured', key: `lead:${lead.id}` }, lead.created_at);
        const notice = await Outbox.record(tx, {
          name: 'mail.autoresponder',
          data: { kind: 'lead-notice', tenantId, leadId: lead.id },
          dedupeKey: `lead-notice:${lead.id}`,
          tenantId,
        });
        const reply = await Outbox.record(tx, {
          name: 'mail.autoresponder',
          data: { kind: 'lead-autoresponder', tenantId, leadId: lead.id },
          dedupeKey: `lead-autoresponder:${lead.id}`,
          tenantId,
        });
        const updates = dto.send_updates ? await optIn(tx, tenantId, dto.email, consent) : null;
        return [notice, reply, updates?.confirmation ?? null];
      });
    // The same address subscribing through the footer at this very moment: once more, now finding it.
    const owed = await record().catch((err: unknown) => {
      if (isUniqueViolation(err)) return record();
      throw err;
    });
    this.outbox.relay(...owed);
    return { created: true, message: LEAD_RECEIVED };
  }

  /**
   * The tenant of a verified unsubscribe link of autoresponder emails: the one its token carries. A link
   * signed before tokens carried the tenant names (and signs) the subscriber only, so its owner is looked
   * up first. Everything else goes through that tenant's client, where a subscriber of another tenant is
   * not found. Null when the subscriber is gone.
   */
  private async ownerOf(link: UnsubscribeLink): Promise<string | null> {
    if (link.tenantId) return link.tenantId;
    const subscriber = await this.db
      .acrossTenants('an unsubscribe link signed before links carried the tenant names its subscriber only: find whose it is')
      .subscriber.findUnique({ where: { id: link.subscriberId }, select: { tenant_id: true } });
    return subscriber?.tenant_id ?? null;
  }

  /** What the link's page shows on a GET (a scanner's fetch included): it changes nothing. */
  async unsubscribeLinkState(link: UnsubscribeLink): Promise<SubscriberLinkState | null> {
    const tenantId = await this.ownerOf(link);
    return tenantId ? subscriberLinkState(this.db.forTenant(tenantId), link.subscriberId, this.undoSince()) : null;
  }

  /** Unsubscribes older than this are no longer undone by the link alone (RESUBSCRIBE_WINDOW_HOURS). */
  private undoSince(): Date {
    return undoSince(this.config.RESUBSCRIBE_WINDOW_HOURS);
  }

  /** The page's button or a mail client's one-click POST (RFC 8058). Null when the subscriber is gone. */
  async unsubscribe(link: UnsubscribeLink): Promise<SubscriberLinkState | null> {
    const { subscriberId } = link;
    const tenantId = await this.ownerOf(link);
    if (!tenantId) return null;
    const db = this.db.forTenant(tenantId);
    await unsubscribeSubscriber(db, subscriberId);
    return subscriberLinkState(db, subscriberId, this.undoSince());
  }

  /**
   * "Unsubscribed by mistake? Resubscribe" on the link's page (`resubscribeSubscriber`): undone within
   * RESUBSCRIBE_WINDOW_HOURS, later a new confirmation email (relayed once the transaction committed).
   */
  async resubscribe(
    link: UnsubscribeLink,
    consent: ConsentEvidence,
  ): Promise<{ siteName: string; language: SiteLanguage; outcome: ResubscribeOutcome } | null> {
    const { subscriberId } = link;
    const tenantId = await this.ownerOf(link);
    if (!tenantId) return null;
    const db = this.db.forTenant(tenantId);
    const since = this.undoSince();
    const result = await db.$transaction((tx) => resubscribeSubscriber(tx, tenantId, subscriberId, since, consent));
    this.outbox.relay(result?.confirmation ?? null);
    const state = await subscriberLinkState(db, subscriberId, since);
    return result && state ? { siteName: state.siteName, language: state.language, outcome: result.outcome } : null;
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { linkSecrets, verifyCampaignLink, withCampaignUtm } from '@ds/mail-identity';
import { Database, type TenantClient, type TenantTransaction } from '@ds/db';
import type { SiteLanguage } from '@ds/shared';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import { ApiMetrics } from '../../infra/metrics/api-metrics.js';
import type { ConsentEvidence } from '../audience/consent.js';
import {
  resubscribeSubscriber,
  subscriberLinkState,
  undoSince,
  unsubscribeSubscriber,
  type ResubscribeOutcome,
  type SubscriberLinkState,
} from '../audience/subscriber-links.js';

/**
 * A subscriber still on the list whose mailbox took one of our emails (they opened it) starts counting soft
 * bounces afresh. One who was suppressed stays suppressed: only they can subscribe again.
 */
function forgiveSoftBounces(tx: TenantClient | TenantTransaction, subscriberId: string) {
  return tx.subscriber.updateMany({ where: { id: subscriberId, status: 'confirmed', soft_bounces: { gt: 0 } }, data: { soft_bounces: 0 } });
}

/** Longest click target accepted (a signed link never carries more; anything longer is not ours). */
const MAX_TARGET_LENGTH = 2_048;

/** See `recipient`: the subscriber of an erased person's row. */
const ERASED_SUBSCRIBER = '00000000-0000-0000-0000-000000000000';

interface Recipient {
  id: string;
  tenant_id: string;
  campaign_id: string;
  subscriber_id: string;
}

/**
 * What a campaign email's links record (docs/campaigns-delivery.md): opens (the pixel), clicks (the signed
 * redirect, per link), unsubscribes (one click, RFC 8058). A link names its recipient row and carries an
 * signed token (`@ds/mail-identity` signed-token) covering it (and the target, for a click) and carrying its tenant,
 * so it works without login, cannot be forged or turned into an open redirect, and is followed inside
 * that tenant's client. A GET of the unsubscribe link only reads (mail scanners fetch every link); its
 * POST unsubscribes. A link signed before tokens carried the tenant has its row's owner looked up first.
 * A mail scanner's fetch of the pixel or of a click link (`infra/http/mail-scanners.ts`) is answered the same and
 * counted only in `campaign_tracking_scanner_hits_total`: no open, no click, no engagement.
 * A reader's first open (or a click, which proves one) also forgives the subscriber's soft bounces: the
 * mailbox took our mail after all, so a full mailbox last month does not count towards suppression now
 * (docs/deliverability.md "Bounces").
 */
@Injectable()
export class CampaignTrackingService {
  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: ApiMetrics,
    private readonly outbox: OutboxRelay,
  ) {}

  /** Unsubscribes older than this are no longer undone by the link alone (RESUBSCRIBE_WINDOW_HOURS). */
  private undoSince(): Date {
    return undoSince(this.config.RESUBSCRIBE_WINDOW_HOURS);
  }

  /**
   * The row a verified link names, inside the tenant its token carries. The row of a person who was erased
   * (docs/privacy.md) has no subscriber: it answers an id no subscriber has, so the row's own marks (the
   * campaign's anonymous counts) are still kept and nothing else is found or changed.
   */
  private async recipient(id: string, link: { tenantId: string | null } | null): Promise<Recipient | null> {
    if (!link) return null;
    const select = { id: true, tenant_id: true, campaign_id: true, subscriber_id: true } as const;
    const row = link.tenantId
      ? await this.db.forTenant(link.tenantId).campaignRecipient.findUnique({ where: { id }, select })
      : await this.db
          .acrossTenants('a campaign link signed before links carried the tenant names its recipient row only: find whose it is')
          .campaignRecipient.findUnique({ where: { id }, select });
    return row ? { ...row, subscriber_id: row.subscriber_id ?? ERASED_SUBSCRIBER } : null;
  }

  /**
   * The first load of the pixel counts; later ones (another device, a proxy) change nothing. A scanner's
   * load of a signed pixel is only tallied: no look-up, no write.
   */
  async recordOpen(recipientId: string, signature: unknown, scanner = false): Promise<void> {
    const link = verifyCampaignLink(linkSecrets(this.config), 'open', recipientId, signature);
    if (link && scanner) {
      this.metrics.campaignScannerHits.labels('open').inc();
      return;
    }
    const r = await this.recipient(recipientId, link);
    if (!r) return;
    // No transaction: a crash between the two leaves soft bounces unforgiven until the next email they open.
    const db = this.db.forTenant(r.tenant_id);
    const { count } = await db.campaignRecipient.updateMany({ where: { id: r.id, opened_at: null }, data: { opened_at: new Date() } });
    if (count) await forgiveSoftBounces(db, r.subscriber_id);
  }

  /**
   * Records the click (one `campaign_clicks` row per click, the recipient's first click and — a click
   * proves it — open) and answers where to send the visitor: the target with the campaign's UTM tags.
   * A scanner's click is sent there too (the link never breaks) but records nothing on the campaign.
   * Null when the link is not one we signed.
   */
  async recordClick(recipientId: string, target: unknown, signature: unknown, scanner = false): Promise<string | null> {
    if (typeof target !== 'string' || target.length > MAX_TARGET_LENGTH || !/^https?:\/\//i.test(target)) return null;
    const r = await this.recipient(recipientId, verifyCampaignLink(linkSecrets(this.config), 'click', recipientId, signature, target));
    if (!r) return null;
    if (scanner) {
      this.metrics.campaignScannerHits.labels('click').inc();
      return withCampaignUtm(target, r.campaign_id);
    }
    const now = new Date();
    await this.db.forTenant(r.tenant_id).$transaction(async (tx) => {
      await tx.campaignClick.create({ data: { tenant_id: r.tenant_id, campaign_id: r.campaign_id, recipient_id: r.id, url: target } });
      await tx.campaignRecipient.updateMany({ where: { id: r.id, clicked_at: null }, data: { clicked_at: now } });
      const { count } = await tx.campaignRecipient.updateMany({ where: { id: r.id, opened_at: null }, data: { opened_at: now } });
      if (count) await forgiveSoftBounces(tx, r.subscriber_id);
    });
    return withCampaignUtm(target, r.campaign_id);
  }

  /** A signed unsubscribe link's recipient row, or null (a link we did not sign, or a row gone). */
  private async signedRecipient(recipientId: string, signature: unknown): Promise<Recipient | null> {
    return this.recipient(recipientId, verifyCampaignLink(linkSecrets(this.config), 'unsubscribe', recipientId, signature));
  }

  /** What the unsubscribe link's page shows on a GET (a mail scanner's fetch included): changes nothing. */
  async unsubscribeLinkState(recipientId: string, signature: unknown): Promise<SubscriberLinkState | null> {
    const r = await this.signedRecipient(recipientId, signature);
    return r ? subscriberLinkState(this.db.forTenant(r.tenant_id), r.subscriber_id, this.undoSince()) : null;
  }

  /**
   * The page's button or the mail client's one-click POST (RFC 8058), at once: the subscriber is
   * `unsubscribed` (unless already out for another reason: bounced, complained), the recipient row records
   * it for the campaign's stats, and every row of theirs still `queued` in a campaign being sent is
   * `skipped` — the sending lanes also re-check the subscriber right before each hand-off. Null when the
   * link is not one we signed.
   */
  async unsubscribe(recipientId: string, signature: unknown): Promise<SubscriberLinkState | null> {
    const r = await this.signedRecipient(recipientId, signature);
    if (!r) return null;
    const now = new Date();
    const db = this.db.forTenant(r.tenant_id);
    await db.$transaction(async (tx) => {
      await unsubscribeSubscriber(tx, r.subscriber_id, now);
      await tx.campaignRecipient.updateMany({ where: { id: r.id, unsubscribed_at: null }, data: { unsubscribed_at: now } });
      await tx.campaignRecipient.updateMany({
        where: { subscriber_id: r.subscriber_id, status: 'queued' },
        data: { status: 'skipped', last_error: 'unsubscribed' },
      });
    });
    return subscriberLinkState(db, r.subscriber_id, this.undoSince());
  }

  /**
   * "Unsubscribed by mistake?" with the same signed link, within RESUBSCRIBE_WINDOW_HOURS of the
   * unsubscribe: the subscriber is back (`resubscribeSubscriber`) and the campaign no longer counts them
   * as unsubscribed. Later, a new confirmation email instead (relayed once the transaction committed).
   * Rows skipped meanwhile stay skipped: a campaign that went on is not sent to them after the fact.
   */
  async resubscribe(
    recipientId: string,
    signature: unknown,
    consent: ConsentEvidence,
  ): Promise<{ siteName: string; language: SiteLanguage; outcome: ResubscribeOutcome } | null> {
    const r = await this.signedRecipient(recipientId, signature);
    if (!r) return null;
    const db = this.db.forTenant(r.tenant_id);
    const since = this.undoSince();
    const result = await db.$transaction(async (tx) => {
      const done = await resubscribeSubscriber(tx, r.tenant_id, r.subscriber_id, since, consent);
      if (done?.outcome === 'confirmed') await tx.campaignRecipient.updateMany({ where: { id: r.id }, data: { unsubscribed_at: null } });
      return done;
    });
    this.outbox.relay(result?.confirmation ?? null);
    const state = await subscriberLinkState(db, r.subscriber_id, since);
    return result && state ? { siteName: state.siteName, language: state.language, outcome: result.outcome } : null;
  }
}

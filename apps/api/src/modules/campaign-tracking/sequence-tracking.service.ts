import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { Database, type TenantClient, type TenantTransaction } from '@ds/db';
import { linkSecrets, verifySequenceLink, withSequenceUtm } from '@ds/mail-identity';
import { ApiMetrics } from '../../infra/metrics/api-metrics.js';

/** Longest click target accepted (a signed link never carries more; anything longer is not ours). */
const MAX_TARGET_LENGTH = 2_048;

/** A Buy button's target: the storefront's own click link `/go/buy/<product id>` (docs/product.md "Shop links and sales credit"). */
const BUY_PATH = /^\/go\/buy\/[^/]+\/?$/;

/**
 * A reader's first open of a sequence email (or a click, which proves one) forgives the soft bounces of a
 * subscription still on the list, as a campaign email's does: the mailbox took our mail after all.
 */
async function forgiveSoftBounces(db: TenantClient | TenantTransaction, deliveryId: string): Promise<void> {
  const row = await db.sequenceDelivery.findUnique({
    where: { id: deliveryId },
    select: { enrolment: { select: { contact: { select: { subscriber: { select: { id: true } } } } } } },
  });
  const subscriber = row?.enrolment.contact?.subscriber;
  if (subscriber)
    await db.subscriber.updateMany({
      where: { id: subscriber.id, status: 'confirmed', soft_bounces: { gt: 0 } },
      data: { soft_bounces: 0 },
    });
}

/**
 * What a sequence email's links record (docs/product.md "Sequences"), as a campaign email's do
 * (`campaign-tracking.service.ts`): the first open (the pixel), the first click, and the first Buy click (a
 * tracked link whose target is the site's `/go/buy/…`, which then counts the sale's click in the site's
 * analytics as any visit does), each on the delivery row — the (enrolment, step) the email was — for
 * the step's stats. The links are signed for the row, its tenant and (a click) its target, so they work
 * without login and cannot be forged or turned into an open redirect. The first open forgives the
 * subscription's soft bounces, as a campaign's does. A mail scanner's fetch
 * (`infra/http/mail-scanners.ts`) is answered the same and only tallied in `campaign_tracking_scanner_hits_total`.
 */
@Injectable()
export class SequenceTrackingService {
  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: ApiMetrics,
  ) {}

  /** The first load of the pixel counts; later ones change nothing. A scanner's load is only tallied. */
  async recordOpen(deliveryId: string, signature: unknown, scanner = false, now = new Date()): Promise<void> {
    const link = verifySequenceLink(linkSecrets(this.config), 'open', deliveryId, signature);
    if (!link) return;
    if (scanner) {
      this.metrics.campaignScannerHits.labels('open').inc();
      return;
    }
    const db = this.db.forTenant(link.tenantId);
    const { count } = await db.sequenceDelivery.updateMany({ where: { id: deliveryId, opened_at: null }, data: { opened_at: now } });
    if (count) await forgiveSoftBounces(db, deliveryId);
  }

  /**
   * Records the click (and — a click proves it — the open; a Buy button's, the Buy click) and answers
   * where to send the visitor: the target with the sequence's UTM tags. A scanner's click goes there too
   * but records nothing. Null when the link is not one we signed (or its row is gone).
   */
  async recordClick(deliveryId: string, target: unknown, signature: unknown, scanner = false, now = new Date()): Promise<string | null> {
    if (typeof target !== 'string' || target.length > MAX_TARGET_LENGTH || !/^https?:\/\//i.test(target)) return null;
    const link = verifySequenceLink(linkSecrets(this.config), 'click', deliveryId, signature, target);
    if (!link) return null;
    const db = this.db.forTenant(link.tenantId);
    const row = await db.sequenceDelivery.findUnique({
      where: { id: deliveryId },
      select: { id: true, enrolment: { select: { sequence_id: true } } },
    });
    if (!row) return null;
    const destination = withSequenceUtm(target, row.enrolment.sequence_id);
    if (scanner) {
      this.metrics.campaignScannerHits.labels('click').inc();
      return destination;
    }
    const buy = BUY_PATH.test(new URL(target).pathname);
    await db.$transaction(async (tx) => {
      await tx.sequenceDelivery.updateMany({ where: { id: deliveryId, clicked_at: null }, data: { clicked_at: now } });
      const opened = await tx.sequenceDelivery.updateMany({ where: { id: deliveryId, opened_at: null }, data: { opened_at: now } });
      if (opened.count) await forgiveSoftBounces(tx, deliveryId);
      if (buy) await tx.sequenceDelivery.updateMany({ where: { id: deliveryId, buy_clicked_at: null }, data: { buy_clicked_at: now } });
    });
    return destination;
  }
}

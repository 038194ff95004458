import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import { liftSuppression, linkSecrets, verifyConfirmationToken } from '@ds/mail-identity';
import { Database, enrolInSequences } from '@ds/db';
import { Outbox } from '@ds/jobs';
import type { SiteLanguage } from '@ds/shared';
import { OutboxRelay } from '../../infra/jobs/outbox-relay.js';
import { subscriberLinkState } from './subscriber-links.js';

/** What the storefront's confirmation page says: confirmed (also when clicked again), expired, or not valid. */
export type ConfirmationResult = 'confirmed' | 'expired' | 'invalid';

/** What a GET of the link finds (it changes nothing): still to confirm, with the list's name, or a result already. */
/** A pending link's page names the list, in the site's language (the platform's list: English). */
export type ConfirmationLinkState = { result: 'pending'; listName: string; language: SiteLanguage } | { result: ConfirmationResult };

/**
 * The second half of double opt-in: the visitor clicked the emailed link. A pending subscriber becomes
 * confirmed in one conditional update, and the distributor's welcome autoresponder is owed in the same
 * transaction — so however often the link is clicked, the welcome is sent once.
 */
@Injectable()
export class SubscriptionConfirmation {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxRelay,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The link opened with a GET — by the person, or by a mail scanner or link previewer that fetches every
   * link in an email: only reads. A pending subscription answers the page with the confirm button (whose
   * POST is `confirm`); anything else answers the result page's state at once.
   */
  async inspect(token: unknown, now = new Date()): Promise<ConfirmationLinkState> {
    const check = verifyConfirmationToken(linkSecrets(this.config), token, now);
    if (!check.ok) return { result: check.reason };
    if (check.list === 'platform') {
      const row = await this.db.platform.platformSubscriber.findUnique({ where: { id: check.subscriberId }, select: { status: true } });
      if (row?.status === 'pending') return { result: 'pending', listName: this.config.PLATFORM_NAME, language: 'en' };
      return { result: row?.status === 'confirmed' ? 'confirmed' : 'invalid' };
    }
    const tenantId = await this.ownerOf(check);
    const state = tenantId ? await subscriberLinkState(this.db.forTenant(tenantId), check.subscriberId) : null;
    if (state?.status === 'pending') return { result: 'pending', listName: state.siteName, language: state.language };
    return { result: state?.status === 'confirmed' ? 'confirmed' : 'invalid' };
  }

  /**
   * A storefront's link or the landing newsletter's: the token's purpose says which list it was signed for
   * (one never passes for the other), so the host it is opened on does not matter.
   */
  async confirm(token: unknown, now = new Date()): Promise<ConfirmationResult> {
    const check = verifyConfirmationToken(linkSecrets(this.config), token, now);
    if (!check.ok) return check.reason;
    if (check.list === 'platform') return this.confirmPlatform(check.subscriberId, now);
    const { subscriberId } = check;
    const tenantId = await this.ownerOf(check);
    if (!tenantId) return 'invalid';
    // Inside the tenant the token names: a subscriber of another tenant is simply not found.
    const { welcome, status } = await this.db.forTenant(tenantId).$transaction(async (tx) => {
      const { count } = await tx.subscriber.updateMany({
        where: { id: subscriberId, status: 'pending' },
        data: { status: 'confirmed', confirmed_at: now },
      });
      if (!count) {
        const current = await tx.subscriber.findUnique({ where: { id: subscriberId }, select: { status: true } });
        return { welcome: null, status: current?.status };
      }
      // A subscription opened by an invitation (source "invited after import") has its consent in this click.
      await tx.subscriber.updateMany({ where: { id: subscriberId, consent_at: null }, data: { consent_at: now } });
      const confirmed = await tx.subscriber.findUnique({ where: { id: subscriberId }, select: { contact_id: true, email: true } });
      // A new explicit opt-in after an erasure lifts the suppression (docs/privacy.md "Access and erasure").
      if (confirmed) await liftSuppression(tx, this.config, tenantId, confirmed.email);
      // Welcome sequences (docs/product.md "Sequences"): in this transaction, once per confirmation.
      if (confirmed?.contact_id)
        await enrolInSequences(
          tx,
          tenantId,
          confirmed.contact_id,
          { type: 'subscription_confirmed', key: `confirmed:${subscriberId}:${now.getTime()}` },
          now,
        );
      const entry = await Outbox.record(tx, {
        name: 'mail.autoresponder',
        data: { kind: 'subscriber-welcome', tenantId, subscriberId },
        dedupeKey: `subscriber-welcome:${subscriberId}:${now.getTime()}`,
        tenantId,
      });
      return { welcome: entry, status: 'confirmed' as const };
    });
    this.outbox.relay(welcome);
    // Unsubscribed, bounced or complained since the link was sent: the link no longer subscribes them.
    return status === 'confirmed' ? 'confirmed' : 'invalid';
  }

  /**
   * The tenant a storefront's link is for: the one its token carries. A link signed before tokens carried
   * the tenant (still valid for its seven days) names the subscriber only, so its owner is looked up first.
   */
  private async ownerOf(check: { tenantId: string | null; subscriberId: string }): Promise<string | null> {
    if (check.tenantId) return check.tenantId;
    const owner = await this.db
      .acrossTenants('a confirmation link signed before links carried the tenant names its subscriber only: find whose it is')
      .subscriber.findUnique({ where: { id: check.subscriberId }, select: { tenant_id: true } });
    return owner?.tenant_id ?? null;
  }

  /**
   * The landing newsletter's link (the platform's list): pending → confirmed in one conditional update.
   * The platform sends its list no welcome, so nothing else is owed; a second click answers confirmed.
   */
  private async confirmPlatform(subscriberId: string, now: Date): Promise<ConfirmationResult> {
    const list = this.db.platform.platformSubscriber;
    const { count } = await list.updateMany({
      where: { id: subscriberId, status: 'pending' },
      data: { status: 'confirmed', confirmed_at: now },
    });
    if (count) return 'confirmed';
    const current = await list.findUnique({ where: { id: subscriberId }, select: { status: true } });
    return current?.status === 'confirmed' ? 'confirmed' : 'invalid';
  }
}

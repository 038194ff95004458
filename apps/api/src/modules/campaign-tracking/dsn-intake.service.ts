import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';
import {
  bounceAddressKeys,
  bounceDomain,
  headerFields,
  reportOfHttpBody,
  takeFeedback,
  type FeedbackSettings,
  type FeedbackVerdict,
} from '@ds/mail-identity';
import { Database } from '@ds/db';
import { ApiMetrics } from '../../infra/metrics/api-metrics.js';

/** The address part of a To header (`Name <addr>` or a bare address). */
function addressOf(header: string | undefined): string | null {
  if (!header) return null;
  return (/<([^<>\s]+)>/.exec(header)?.[1] ?? header.trim().split(/[\s,]/)[0]) || null;
}

/**
 * Late bounces posted over HTTP by a relay that turns the notifications it receives into webhooks
 * (docs/deliverability.md "Bounces"): the same handling as the worker's bounce listener
 * (`takeFeedback` in @ds/mail-identity), so a notification counts once whichever way it came, even both ways.
 */
@Injectable()
export class DsnIntake {
  private readonly logger = new Logger(DsnIntake.name);
  private readonly settings: FeedbackSettings;

  constructor(
    private readonly db: Database,
    private readonly metrics: ApiMetrics,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.settings = { key: bounceAddressKeys(config), domain: bounceDomain(config), softLimit: config.BOUNCE_SOFT_LIMIT };
  }

  /**
   * `returnPath`: the envelope recipient the notification was delivered to (our `bounces+…` address);
   * without it, the report's own To header, which MTAs set to the envelope sender they bounce to.
   */
  async take(body: string, contentType: unknown, returnPath: string | undefined): Promise<FeedbackVerdict> {
    const raw = reportOfHttpBody(body, contentType);
    const rcpt = returnPath ?? addressOf(headerFields(raw).get('to'));
    // Behind FEEDBACK_LOOP_SECRET: the relay vouches for the report, so it counts toward the guard.
    const verdict = await takeFeedback(this.db, this.settings, rcpt, raw, { via: 'http' });
    if (verdict.accepted && verdict.kind !== 'no-bounce') {
      const kind = verdict.target.kind === 'outbox' ? 'transactional' : 'campaign';
      if (verdict.kind === 'bounce' && (verdict.outcome === 'bounced' || verdict.outcome === 'suppressed'))
        this.metrics.emails.inc({ kind, outcome: 'bounced' });
      if (verdict.kind === 'complaint' && verdict.recorded) this.metrics.emails.inc({ kind, outcome: 'complained' });
      this.logger.log({ tenantId: verdict.tenantId, target: verdict.target, kind: verdict.kind }, 'mail feedback recorded');
    }
    return verdict;
  }
}

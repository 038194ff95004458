import { type AppConfig } from '@ds/config';
import {
  bounceAddress,
  bounceAddressKeys,
  bounceDomain,
  deliveryOfSequenceMessageId,
  recipientOfCampaignMessageId,
  type BounceTarget,
} from '@ds/mail-identity';

const OUTBOX_MESSAGE_ID = /^<?ds\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@[^<>\s]+>?$/i;

/**
 * The email a Message-ID of ours names: a campaign recipient row (`<c.…>`), a sequence delivery row
 * (`<s.…>`) or an outbox row (`<ds.…>`).
 */
function bounceTargetOfMessageId(messageId: string | undefined): BounceTarget | null {
  if (!messageId) return null;
  const recipient = recipientOfCampaignMessageId(messageId);
  if (recipient) return { kind: 'campaign', id: recipient };
  const delivery = deliveryOfSequenceMessageId(messageId);
  if (delivery) return { kind: 'sequence', id: delivery };
  const outbox = OUTBOX_MESSAGE_ID.exec(messageId.trim())?.[1];
  return outbox ? { kind: 'outbox', id: outbox.toLowerCase() } : null;
}

/**
 * The SMTP envelope of one email, the only thing both transports change for late bounces
 * (docs/deliverability.md "Bounces"): MAIL FROM is the email's own signed return path
 * `bounces+<token>@<BOUNCE_DOMAIN>`, so a delivery-status notification names the email it is about.
 * The token is read from the email's stable Message-ID (the same on every attempt), so a retried hand-off
 * has the same return path. Mail without one of our Message-IDs (a campaign test send) keeps MAIL_FROM's
 * address. The From header is not touched: DKIM and DMARC alignment stay as they were, and SPF is checked
 * against the bounce domain, which therefore publishes the relay in its SPF record.
 */
export function envelopeFor(
  config: Pick<AppConfig, 'JWT_SECRET' | 'RETURN_PATH_SIGNING_KEYS' | 'MAIL_FROM' | 'BOUNCE_DOMAIN'>,
): (messageId: string | undefined, to: string) => { from: string; to: string } {
  const keys = bounceAddressKeys(config);
  const domain = bounceDomain(config);
  // MAIL_FROM's address (`Name <addr>` or a bare address), as the transports' senderAddress reads it.
  const sender = /<([^<>\s]+)>\s*$/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return (messageId, to) => {
    const target = bounceTargetOfMessageId(messageId);
    return { from: target ? bounceAddress(keys, target, domain) : sender, to };
  };
}

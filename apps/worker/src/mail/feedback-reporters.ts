import { Resolver } from 'node:dns/promises';
import { dkimVerify } from 'mailauth';
import type { AppConfig } from '@ds/config';

/** A DNS answer mailauth could not have: the report is answered 451 and its sender retries. */
class ReporterCheckUnavailable extends Error {}

const within = (domain: string, parent: string) => domain === parent || domain.endsWith(`.${parent}`);

/**
 * The feedback loops whose complaints mailed to a return path count toward a tenant's sending guard
 * (FEEDBACK_LOOP_REPORTERS, docs/deliverability.md "Who may report"). A recipient can mail anything to
 * the return path their email showed them, so a complaint counts only when a mailbox provider's feedback
 * loop demonstrably sent it: a DKIM signature on the report verifies (mailauth, keys from DNS through
 * DNS_RESOLVERS) for a domain the report's From address aligns with (the From domain is `d=` or under
 * it), and that From is on the list — an entry `domain` takes From addresses at that domain or under
 * it, an entry `local@domain` that one address (for providers whose users also send signed mail from the
 * reporting domain).
 */
export class FeedbackReporters {
  private readonly entries: string[];
  private readonly resolver: Resolver;

  constructor(config: Pick<AppConfig, 'FEEDBACK_LOOP_REPORTERS' | 'DNS_RESOLVERS' | 'DNS_TIMEOUT_MS'>) {
    this.entries = config.FEEDBACK_LOOP_REPORTERS.map((entry) => entry.trim().toLowerCase());
    this.resolver = new Resolver({ timeout: config.DNS_TIMEOUT_MS, tries: 2 });
    if (config.DNS_RESOLVERS.length) this.resolver.setServers(config.DNS_RESOLVERS);
  }

  /** The allow-listed reporter that sent and signed `raw` (its From address), or null. */
  async verify(raw: Buffer): Promise<string | null> {
    if (!this.entries.length) return null;
    const result = await dkimVerify(raw, {
      resolver: (name, type) => this.resolver.resolve(name, type) as Promise<string[][] | string[]>,
    });
    const from = result.fromFields === 1 ? result.headerFrom[0]?.toLowerCase() : undefined;
    const fromDomain = from?.split('@').pop();
    if (!from || !fromDomain || !this.entries.some((entry) => (entry.includes('@') ? entry === from : within(fromDomain, entry))))
      return null;
    const aligned = result.results.filter((r) => r.signingDomain && within(fromDomain, r.signingDomain.toLowerCase()));
    if (aligned.some((r) => r.status.result === 'pass')) return from;
    // No key could be had (DNS timeout): not a verdict on the report; its sender tries again later.
    if (aligned.some((r) => r.status.result === 'temperror' || r.status.result === 'temperr'))
      throw new ReporterCheckUnavailable('DKIM key of a feedback-loop report could not be fetched');
    return null;
  }
}

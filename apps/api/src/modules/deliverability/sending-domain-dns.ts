import { Resolver } from 'node:dns/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';

/** TXT values at one name, each joined from its character-strings; `error` when DNS gave no answer. */
export type TxtAnswer = { kind: 'found'; values: string[] } | { kind: 'none' } | { kind: 'error'; code: string };

const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

/**
 * TXT lookups for the sending domain's records through the same resolvers as custom-domain checks
 * (DNS_RESOLVERS, DNS_TIMEOUT_MS; unset: the system's), asked directly with no OS cache, so the admin sees
 * what receivers see now. An injectable so tests can point it elsewhere.
 */
@Injectable()
export class SendingDomainDns {
  private readonly resolver: Resolver;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.resolver = new Resolver({ timeout: config.DNS_TIMEOUT_MS, tries: 2 });
    if (config.DNS_RESOLVERS.length) this.resolver.setServers(config.DNS_RESOLVERS);
  }

  async txt(name: string): Promise<TxtAnswer> {
    try {
      const values = (await this.resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
      return values.length ? { kind: 'found', values } : { kind: 'none' };
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'EUNKNOWN';
      return ABSENT.has(code) ? { kind: 'none' } : { kind: 'error', code };
    }
  }
}

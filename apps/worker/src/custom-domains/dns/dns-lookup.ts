import { Resolver } from 'node:dns/promises';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@ds/config';

/** A CAA record: flags (128 = critical), tag (`issue`, `issuewild`, `iodef`, …) and value. */
export interface CaaRecord {
  critical: boolean;
  tag: string;
  value: string;
}

/**
 * One DNS question's outcome. `none`: the name or the record type does not exist (NXDOMAIN / NODATA), a
 * definite answer. `error`: no answer could be had (SERVFAIL, timeout, refused…), which says nothing
 * about the records and must be retried, never held against the distributor.
 */
export type DnsAnswer<T> = { kind: 'found'; values: T[] } | { kind: 'none' } | { kind: 'error'; code: string };

/** The questions a domain check asks. An interface so tests and the benchmark can swap the resolver. */
export interface DnsQuestions {
  txt(name: string): Promise<DnsAnswer<string>>;
  cname(name: string): Promise<DnsAnswer<string>>;
  a(name: string): Promise<DnsAnswer<string>>;
  aaaa(name: string): Promise<DnsAnswer<string>>;
  caa(name: string): Promise<DnsAnswer<CaaRecord>>;
}

/** MX questions, apart from `DnsQuestions`: only the platform's deliverability check asks them. */
export interface MxQuestions {
  /** Each MX as `<preference> <host>`, the host lower-cased without its trailing dot. */
  mx(name: string): Promise<DnsAnswer<string>>;
}

const ABSENT = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

/**
 * DNS through `DNS_RESOLVERS` (host:port list; unset: the system's resolvers), with a per-query timeout
 * of DNS_TIMEOUT_MS and one retry. Node's c-ares resolver asks the servers directly: no OS cache.
 */
@Injectable()
export class DnsLookup implements DnsQuestions, MxQuestions {
  private readonly resolver: Resolver;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.resolver = new Resolver({ timeout: config.DNS_TIMEOUT_MS, tries: 2 });
    if (config.DNS_RESOLVERS.length) this.resolver.setServers(config.DNS_RESOLVERS);
  }

  txt(name: string): Promise<DnsAnswer<string>> {
    // A TXT record may come in several character-strings; its value is their concatenation (RFC 7208 §3.3).
    return this.ask(() => this.resolver.resolveTxt(name).then((records) => records.map((chunks) => chunks.join(''))));
  }

  cname(name: string): Promise<DnsAnswer<string>> {
    return this.ask(() => this.resolver.resolveCname(name).then((names) => names.map(normaliseName)));
  }

  a(name: string): Promise<DnsAnswer<string>> {
    return this.ask(() => this.resolver.resolve4(name));
  }

  aaaa(name: string): Promise<DnsAnswer<string>> {
    return this.ask(() => this.resolver.resolve6(name));
  }

  caa(name: string): Promise<DnsAnswer<CaaRecord>> {
    return this.ask(() => this.resolver.resolveCaa(name).then((records) => records.map(caaRecord)));
  }

  mx(name: string): Promise<DnsAnswer<string>> {
    return this.ask(() =>
      this.resolver.resolveMx(name).then((records) => records.map((r) => `${r.priority} ${normaliseName(r.exchange)}`)),
    );
  }

  private async ask<T>(question: () => Promise<T[]>): Promise<DnsAnswer<T>> {
    try {
      const values = await question();
      return values.length ? { kind: 'found', values } : { kind: 'none' };
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'EUNKNOWN';
      return ABSENT.has(code) ? { kind: 'none' } : { kind: 'error', code };
    }
  }
}

/**
 * One record as node:dns gives it: `critical` (the flags octet) and the property as its own key
 * (`{ critical: 0, issue: 'letsencrypt.org' }`). Node 24 adds `type: 'CAA'` (Node 20 did not), so the
 * property is the key that is neither `critical` nor that `type` — `type` itself only when it is the
 * sole key left (a CAA property actually tagged `type`, whose value replaced the marker).
 */
export function caaRecord(record: object): CaaRecord {
  const { critical, ...rest } = record as Record<string, unknown>;
  let entries = Object.entries(rest);
  if (entries.length > 1) entries = entries.filter(([key]) => key !== 'type');
  const [tag, value] = entries[0] ?? ['', ''];
  return { critical: (Number(critical) & 128) !== 0, tag: tag.toLowerCase(), value: String(value) };
}

export function normaliseName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

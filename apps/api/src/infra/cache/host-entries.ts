import type { TenantChange } from '@ds/jobs';

/** What every per-host cache entry carries: whose it is, and until when it may be served. */
export interface HostEntry {
  tenantId: string;
  expiresAt: number;
}

/**
 * The in-process store behind the per-host caches (hot API answers, rendered pages): entries keyed by
 * visitor host + the rest of the request, expiring, bounded (oldest first out), dropped per tenant or
 * per named host on a "tenant changed". `epoch` moves on every drop, so work that began before a change
 * can tell it must not store what it made (it may hold the old content).
 */
export class HostEntries<E extends HostEntry> {
  private readonly entries = new Map<string, E>();
  private changes = 0;

  constructor(private readonly maxEntries: number) {}

  /** Changes so far: compare the value taken before a load with the one after it. */
  get epoch(): number {
    return this.changes;
  }

  get(host: string, rest: string): E | undefined {
    const key = `${host}|${rest}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(host: string, rest: string, entry: E): E {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(`${host}|${rest}`, entry);
    return entry;
  }

  forgetTenant({ tenantId, hosts = [] }: TenantChange): void {
    this.changes++;
    for (const [key, entry] of this.entries) {
      if (entry.tenantId === tenantId || hosts.includes(key.slice(0, key.indexOf('|')))) this.entries.delete(key);
    }
  }

  forgetEverything(): void {
    this.changes++;
    this.entries.clear();
  }
}

import { describe, expect, it } from '@jest/globals';
import type { TenantChanges } from '../cache/tenant-changes.js';
import { HotResponseCache } from './hot-response-cache.js';

/** A cache on its own: the broadcast that drives it is exercised by tenant-changes.e2e.test.ts. */
const standalone = () => new HotResponseCache({ register: () => undefined } as unknown as TenantChanges);
const PATH = '/api/site/data';

function deferred() {
  let resolve!: (value: { tenantId: string; body: string } | null) => void;
  const promise = new Promise<{ tenantId: string; body: string } | null>((r) => (resolve = r));
  return { promise, resolve };
}

describe('HotResponseCache loads', () => {
  it('shares one load among concurrent misses of a host and keeps its entry', async () => {
    const cache = standalone();
    let calls = 0;
    cache.registerLoader(PATH, () => {
      calls++;
      return Promise.resolve({ tenantId: 't1', body: '{"a":1}' });
    });
    const [one, two] = await Promise.all([cache.load('a.localhost', PATH), cache.load('a.localhost', PATH)]);
    expect(calls).toBe(1);
    expect(one).toBe(two);
    expect(cache.get('a.localhost', PATH)?.body.toString()).toBe('{"a":1}');
  });

  it('does not keep, nor let later requests join, a load that a tenant change overtook', async () => {
    const cache = standalone();
    const loads = [deferred(), deferred()];
    let n = 0;
    cache.registerLoader(PATH, () => loads[n++].promise);
    const before = cache.load('a.localhost', PATH);
    cache.forgetTenant({ tenantId: 't1' });
    const after = cache.load('a.localhost', PATH);
    expect(n).toBe(2);
    loads[0].resolve({ tenantId: 't1', body: '"old"' });
    expect((await before)?.body.toString()).toBe('"old"');
    expect(cache.get('a.localhost', PATH)).toBeUndefined();
    loads[1].resolve({ tenantId: 't1', body: '"new"' });
    expect((await after)?.body.toString()).toBe('"new"');
    expect(cache.get('a.localhost', PATH)?.body.toString()).toBe('"new"');
  });

  it('answers null (Nest answers instead) without a loader, for no store, or when the load fails', async () => {
    const cache = standalone();
    expect(await cache.load('a.localhost', PATH)).toBeNull();
    cache.registerLoader(PATH, (host) => (host === 'down.localhost' ? Promise.reject(new Error('db down')) : Promise.resolve(null)));
    expect(await cache.load('nobody.localhost', PATH)).toBeNull();
    expect(await cache.load('down.localhost', PATH)).toBeNull();
  });
});

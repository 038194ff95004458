import { describe, expect, it, jest } from '@jest/globals';
import { RenderedPageCache } from '../../modules/storefront-render/rendered-page-cache.js';
import { HostEntries } from './host-entries.js';
import type { TenantChanges } from './tenant-changes.js';

const entry = (tenantId: string, ttlMs = 60_000) => ({ tenantId, expiresAt: Date.now() + ttlMs });

describe('HostEntries', () => {
  it('keys by host and the rest, and never answers one host with another host’s entry', () => {
    const store = new HostEntries(10);
    store.set('a.localhost', '/', entry('ta'));
    expect(store.get('a.localhost', '/')?.tenantId).toBe('ta');
    expect(store.get('b.localhost', '/')).toBeUndefined();
    expect(store.get('a.localhost', '/products')).toBeUndefined();
  });

  it('drops an expired entry on read', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      const store = new HostEntries(10);
      store.set('a.localhost', '/', entry('ta', 1_000));
      jest.setSystemTime(1_000_999);
      expect(store.get('a.localhost', '/')).toBeDefined();
      jest.setSystemTime(1_001_000);
      expect(store.get('a.localhost', '/')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stays within its bound, oldest out first', () => {
    const store = new HostEntries(2);
    store.set('a', '/', entry('t'));
    store.set('b', '/', entry('t'));
    store.set('c', '/', entry('t'));
    expect(store.get('a', '/')).toBeUndefined();
    expect(store.get('b', '/')).toBeDefined();
    expect(store.get('c', '/')).toBeDefined();
  });

  it('forgets a tenant’s entries and those of the hosts a change names, and moves the epoch', () => {
    const store = new HostEntries(10);
    store.set('a', '/', entry('ta'));
    store.set('a', '/blog', entry('ta'));
    store.set('old.example.com', '/', entry('tz'));
    store.set('b', '/', entry('tb'));
    const before = store.epoch;
    store.forgetTenant({ tenantId: 'ta', hosts: ['old.example.com'] });
    expect(store.epoch).toBe(before + 1);
    expect(store.get('a', '/')).toBeUndefined();
    expect(store.get('a', '/blog')).toBeUndefined();
    expect(store.get('old.example.com', '/')).toBeUndefined();
    expect(store.get('b', '/')).toBeDefined();
    store.forgetEverything();
    expect(store.get('b', '/')).toBeUndefined();
  });
});

describe('RenderedPageCache', () => {
  const cache = () => new RenderedPageCache({ register: () => undefined } as unknown as TenantChanges);

  it('does not keep a page whose render was overtaken by a "tenant changed"', () => {
    const pages = cache();
    const startedAt = pages.epoch;
    pages.forgetTenant({ tenantId: 'ta' });
    pages.put('a', '/', 'ta', { status: 200, html: 'old content' }, startedAt);
    expect(pages.get('a', '/')).toBeUndefined();
    pages.put('a', '/', 'ta', { status: 200, html: 'new content' }, pages.epoch);
    expect(pages.get('a', '/')?.html).toBe('new content');
  });
});

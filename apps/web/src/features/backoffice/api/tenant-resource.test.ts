import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchTenantList,
  fetchTenantSingleton,
  isEmptyNotFound,
  tenantPath,
  tenantQueryKey,
  unwrapList,
  unwrapRecord,
} from '@/features/backoffice/api/tenant-resource';
import { contactUsResource } from '@/features/backoffice/contact-us/api/contact-us';
import { disclaimersResource, socialLinksResource } from '@/features/backoffice/footer/api/footer';
import { api, ApiError } from '@/lib/api-client';

describe('tenant resource URLs and keys', () => {
  it('builds /tenants/{id}/{resource}/{segments} with every part encoded', () => {
    expect(tenantPath('t-1', 'products')).toBe('/tenants/t-1/products');
    expect(tenantPath('t-1', 'products', 'p 2')).toBe('/tenants/t-1/products/p%202');
    expect(tenantPath(7, 'footer/social-links')).toBe('/tenants/7/footer/social-links');
    expect(tenantPath('t-1', 'blogs/b1/banners', 'x/y')).toBe('/tenants/t-1/blogs/b1/banners/x%2Fy');
    expect(tenantPath('a/b', 'settings', 'verify-domain')).toBe('/tenants/a%2Fb/settings/verify-domain');
  });

  it('makes query keys whose prefixes cover nested resources', () => {
    expect(tenantQueryKey('t-1', 'blogs')).toEqual(['tenants', 't-1', 'blogs']);
    const banners = tenantQueryKey('t-1', 'blogs/b1/banners');
    expect(banners.slice(0, 3)).toEqual(tenantQueryKey('t-1', 'blogs'));
    expect(tenantQueryKey(3, 'products', 9)).toEqual(['tenants', '3', 'products', '9']);
  });
});

describe('answer unwrapping', () => {
  it('accepts a list, { data: list } or a named list', () => {
    expect(unwrapList([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(unwrapList({ data: [{ id: 2 }] })).toEqual([{ id: 2 }]);
    expect(unwrapList({ subscribers: [{ id: 3 }], total: 1 }, ['subscribers'])).toEqual([{ id: 3 }]);
    expect(unwrapList({ data: { items: [{ id: 4 }] } })).toEqual([{ id: 4 }]);
    expect(unwrapList(null)).toEqual([]);
    expect(unwrapList({ message: 'x' })).toEqual([]);
  });

  it('accepts an object bare or wrapped', () => {
    expect(unwrapRecord({ a: 1 })).toEqual({ a: 1 });
    expect(unwrapRecord({ data: { a: 1 } })).toEqual({ a: 1 });
    expect(unwrapRecord({ homePage: { a: 2 } }, ['homePage'])).toEqual({ a: 2 });
    expect(unwrapRecord({ data: [{ a: 3 }] })).toEqual({ a: 3 });
    expect(unwrapRecord({ data: null })).toBeNull();
    expect(unwrapRecord('nope')).toBeNull();
  });

  it('treats not-found as empty only where the resource says so', () => {
    const notFound = new ApiError(404, 'Not found', undefined, 'SOCIAL_LINKS_NOT_FOUND');
    const contactEmpty = new ApiError(404, 'No entries', undefined, 'CONTACTUS_NOT_FOUND');
    expect(isEmptyNotFound(notFound, true)).toBe(true);
    expect(isEmptyNotFound(notFound, undefined)).toBe(false);
    expect(isEmptyNotFound(new ApiError(500, 'x'), true)).toBe(false);
    expect(isEmptyNotFound(contactEmpty, { codes: ['CONTACTUS_NOT_FOUND'] })).toBe(true);
    expect(isEmptyNotFound(notFound, { codes: ['CONTACTUS_NOT_FOUND'] })).toBe(false);
    expect(isEmptyNotFound(notFound, { status404: true })).toBe(true);
    expect(isEmptyNotFound(new Error('x'), true)).toBe(false);
  });
});

describe('fetchers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads a collection from its tenant URL and normalises rows', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: [{ id: 5, contactus_text: 'Hi', created_at: '2026-05-01T10:00:00Z' }] });
    const rows = await fetchTenantList('t-1', contactUsResource);
    expect(get).toHaveBeenCalledWith('/tenants/t-1/contactus', { signal: undefined });
    expect(rows).toEqual([{ id: '5', contactus_text: 'Hi', contactus_image: null, created_at: '2026-05-01T10:00:00Z' }]);
  });

  it('shows CONTACTUS_NOT_FOUND as an empty list and rethrows other failures', async () => {
    vi.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(404, 'none', undefined, 'CONTACTUS_NOT_FOUND'));
    await expect(fetchTenantList('t-1', contactUsResource)).resolves.toEqual([]);
    vi.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(500, 'boom'));
    await expect(fetchTenantList('t-1', contactUsResource)).rejects.toThrow('boom');
  });

  it('shows missing social links (404) and disclaimers (DISCLAIMERS_NOT_FOUND) as empty', async () => {
    vi.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(404, 'none', undefined, 'SOCIAL_LINKS_NOT_FOUND'));
    await expect(fetchTenantSingleton('t-1', socialLinksResource)).resolves.toBeNull();
    vi.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(404, 'none', undefined, 'DISCLAIMERS_NOT_FOUND'));
    await expect(fetchTenantSingleton('t-1', disclaimersResource)).resolves.toBeNull();
  });

  it('uses the first disclaimer of a `data`-wrapped list', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: [{ id: 'd1', site_disclaimer: 'S' }, { id: 'd2' }] });
    await expect(fetchTenantSingleton('t-1', disclaimersResource)).resolves.toMatchObject({ id: 'd1', site_disclaimer: 'S' });
    expect(get).toHaveBeenCalledWith('/tenants/t-1/footer/disclaimers', { signal: undefined });
  });
});

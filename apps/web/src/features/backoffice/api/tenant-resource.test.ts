import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenantListQueryOptions, tenantQueryKey, tenantSingletonQueryOptions } from '@/features/backoffice/api/tenant-resource';
import { contactUsResource } from '@/features/backoffice/contact-us/api/contact-us';
import { disclaimersResource, socialLinksResource } from '@/features/backoffice/footer/api/footer';
import { api, ApiError } from '@/lib/api-client';

const signal = new AbortController().signal;
const run = <T>(options: { queryFn?: unknown }): Promise<T> =>
  (options.queryFn as (context: { signal: AbortSignal }) => Promise<T>)({ signal });

describe('tenant resource keys', () => {
  it('makes query keys whose prefixes cover nested resources', () => {
    expect(tenantQueryKey('t-1', 'blogs')).toEqual(['tenants', 't-1', 'blogs']);
    const banners = tenantQueryKey('t-1', 'blogs/b1/banners');
    expect(banners.slice(0, 3)).toEqual(tenantQueryKey('t-1', 'blogs'));
    expect(tenantQueryKey('3', 'products', '9')).toEqual(['tenants', '3', 'products', '9']);
  });
});

describe('fetchers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('reads a collection from its tenant URL, path parameters encoded', async () => {
    const entry = {
      id: 'e5',
      contactus_text: 'Hi',
      contactus_image: null,
      created_at: '2026-05-01T10:00:00Z',
      updated_at: '2026-05-01T10:00:00Z',
    };
    const get = vi.spyOn(api, 'get').mockResolvedValue([entry]);
    await expect(run(tenantListQueryOptions('t/1', contactUsResource))).resolves.toEqual([entry]);
    expect(get).toHaveBeenCalledWith('/tenants/t%2F1/contactus', { signal });
  });

  it('shows CONTACTUS_NOT_FOUND as an empty list and rethrows other failures', async () => {
    vi.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(404, 'none', undefined, 'CONTACTUS_NOT_FOUND'));
    await expect(run(tenantListQueryOptions('t-1', contactUsResource))).resolves.toEqual([]);
    vi.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(500, 'boom'));
    await expect(run(tenantListQueryOptions('t-1', contactUsResource))).rejects.toThrow('boom');
  });

  it('shows missing social links (SOCIAL_LINKS_NOT_FOUND) and disclaimers (DISCLAIMERS_NOT_FOUND) as empty', async () => {
    vi.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(404, 'none', undefined, 'SOCIAL_LINKS_NOT_FOUND'));
    await expect(run(tenantSingletonQueryOptions('t-1', socialLinksResource))).resolves.toBeNull();
    vi.spyOn(api, 'get').mockRejectedValueOnce(new ApiError(404, 'none', undefined, 'DISCLAIMERS_NOT_FOUND'));
    await expect(run(tenantSingletonQueryOptions('t-1', disclaimersResource))).resolves.toBeNull();
  });

  it('uses the first disclaimer of the `data`-wrapped list (docs/product.md#api: disclaimers answer `{ data }`)', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ data: [{ id: 'd1', site_disclaimer: 'S' }, { id: 'd2' }] });
    await expect(run(tenantSingletonQueryOptions('t-1', disclaimersResource))).resolves.toMatchObject({ id: 'd1', site_disclaimer: 'S' });
    expect(get).toHaveBeenCalledWith('/tenants/t-1/footer/disclaimers', { signal });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { audienceQueryOptions, exportFileName } from '@/features/backoffice/audience/api/audience';
import { api } from '@/lib/api-client';

describe('subscribers and leads', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for one searched page and reads `{ subscribers, total, page, limit }`', async () => {
    const subscriber = { id: 's1', email: 'ann@example.com', status: 'subscribed', created_at: '2026-05-01T10:00:00.000Z' };
    const get = vi.spyOn(api, 'get').mockResolvedValue({ subscribers: [subscriber], total: 41, page: 3, limit: 20 });
    const options = audienceQueryOptions('t-1', 'subscribers', { search: ' ann ', page: 3, limit: 20 });
    await expect(options.queryFn?.({ signal: new AbortController().signal } as never)).resolves.toEqual({
      rows: [subscriber],
      total: 41,
      page: 3,
      limit: 20,
    });
    expect(get.mock.calls[0]?.[0]).toBe('/tenants/t-1/subscribers?search=ann&page=3&limit=20');
  });

  it('names the export after the list and the day', () => {
    expect(exportFileName('leads', new Date('2026-05-04T12:00:00Z'))).toBe('leads-2026-05-04.csv');
  });
});

import { describe, expect, it } from 'vitest';
import { audiencePath, exportFileName, unwrapAudiencePage } from '@/features/backoffice/audience/api/audience';

describe('subscribers and leads', () => {
  it('builds the paged, searchable list URL', () => {
    expect(audiencePath('t-1', 'subscribers', { search: ' ann ', page: 2, limit: 20 })).toBe('/tenants/t-1/subscribers?search=ann&page=2&limit=20');
    expect(audiencePath('t-1', 'leads')).toBe('/tenants/t-1/leads');
  });

  it('reads `{ subscribers, total, page, limit }` and a bare list', () => {
    expect(unwrapAudiencePage({ subscribers: [{ id: 1 }], total: 41, page: 3, limit: 20 }, 'subscribers')).toEqual({
      rows: [{ id: 1 }],
      total: 41,
      page: 3,
      limit: 20,
    });
    expect(unwrapAudiencePage([{ id: 1 }, { id: 2 }], 'leads', { page: 1 })).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2, page: 1, limit: 20 });
  });

  it('names the export after the list and the day', () => {
    expect(exportFileName('leads', new Date('2026-05-04T12:00:00Z'))).toBe('leads-2026-05-04.csv');
  });
});

import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signUp, type SignedUp } from '../../testing/accounts.js';
import { backOffice } from '../../testing/backoffice.js';

// Each suite boots the app on its own database and signs users up (argon2): give it room on a busy machine.
jest.setTimeout(60_000);

describe('back-office subscribers and leads', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let bo: ReturnType<typeof backOffice>;

  beforeAll(async () => {
    t = await startTestApp();
    [jane, sam] = [await signUp(t), await signUp(t)];
    bo = backOffice(t, jane, jane.tenantId);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
    await t.prisma.subscriber.createMany({
      data: [
        { tenant_id: jane.tenantId, email: 'ann@example.com', created_at: at(1) },
        { tenant_id: jane.tenantId, email: 'bob@example.org', created_at: at(2), unsubscribed_at: at(30) },
        { tenant_id: jane.tenantId, email: '=cmd@evil.example', created_at: at(3) },
        { tenant_id: sam.tenantId, email: 'sams-fan@example.com', created_at: at(4) },
      ],
    });
    await t.prisma.lead.createMany({
      data: [
        { tenant_id: jane.tenantId, name: 'Ann', email: 'ann@example.com', phone: '+1 555', message: 'Call me, please', created_at: at(5) },
        { tenant_id: jane.tenantId, name: '@Mallory', email: 'm@example.com', message: '=HYPERLINK("http://evil")', created_at: at(6) },
        { tenant_id: sam.tenantId, name: 'Other', email: 'o@example.com', message: 'x', created_at: at(7) },
      ],
    });
  });
  afterAll(() => t.close());

  it('lists subscribers newest first with status and total', async () => {
    const res = await bo.get('/subscribers').expect(200);
    expect(res.body).toEqual({
      subscribers: [
        { id: expect.any(String), email: '=cmd@evil.example', created_at: '2026-01-01T12:03:00.000Z', status: 'subscribed' },
        { id: expect.any(String), email: 'bob@example.org', created_at: '2026-01-01T12:02:00.000Z', status: 'unsubscribed' },
        { id: expect.any(String), email: 'ann@example.com', created_at: '2026-01-01T12:01:00.000Z', status: 'subscribed' },
      ],
      total: 3,
      page: 1,
      limit: 20,
    });
  });

  it('searches case-insensitively and pages', async () => {
    expect((await bo.get('/subscribers?search=EXAMPLE.COM').expect(200)).body).toMatchObject({ total: 1, subscribers: [{ email: 'ann@example.com' }] });
    const page2 = await bo.get('/subscribers?page=2&limit=2').expect(200);
    expect(page2.body).toMatchObject({ total: 3, page: 2, limit: 2, subscribers: [{ email: 'ann@example.com' }] });
    expect((await bo.get('/subscribers?limit=500').expect(400)).body.details).toHaveProperty('limit');
    expect((await bo.get('/subscribers?page=0').expect(400)).body.details).toHaveProperty('page');
  });

  it('exports subscribers as a CSV download, formulas neutralised', async () => {
    const res = await bo.get('/subscribers/export').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.text.split('\r\n')).toEqual([
      'email,status,subscribed_at',
      "'=cmd@evil.example,subscribed,2026-01-01T12:03:00.000Z",
      'bob@example.org,unsubscribed,2026-01-01T12:02:00.000Z',
      'ann@example.com,subscribed,2026-01-01T12:01:00.000Z',
      '',
    ]);
    expect(res.text).not.toContain('sams-fan');
  });

  it('lists and searches leads', async () => {
    const res = await bo.get('/leads').expect(200);
    expect(res.body.total).toBe(2);
    expect(res.body.leads[1]).toEqual({ id: expect.any(String), name: 'Ann', email: 'ann@example.com', phone: '+1 555', message: 'Call me, please', created_at: '2026-01-01T12:05:00.000Z' });
    expect((await bo.get('/leads?search=call').expect(200)).body.leads.map((l: { name: string }) => l.name)).toEqual(['Ann']);
  });

  it('exports leads as CSV with quoting and formula escaping', async () => {
    const res = await bo.get('/leads/export').expect(200);
    expect(res.headers['content-disposition']).toMatch(/filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.text.split('\r\n')).toEqual([
      'name,email,phone,message,created_at',
      `'@Mallory,m@example.com,,"'=HYPERLINK(""http://evil"")",2026-01-01T12:06:00.000Z`,
      "Ann,ann@example.com,'+1 555,\"Call me, please\",2026-01-01T12:05:00.000Z",
      '',
    ]);
  });
});

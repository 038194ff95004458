import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { signUp, type SignedUp } from '../../support/accounts.js';
import { backOffice } from '../../support/backoffice.js';

// Each suite boots the app on its own database and signs users up (argon2): give it room on a busy machine.
jest.setTimeout(60_000);

describe('back-office notifications inbox and training feed', () => {
  let t: TestApp;
  let jane: SignedUp;
  let sam: SignedUp;
  let bo: ReturnType<typeof backOffice>;
  let older: string;
  let newer: string;
  let samsOnly: string;

  beforeAll(async () => {
    t = await startTestApp();
    [jane, sam] = [await signUp(t), await signUp(t)];
    bo = backOffice(t, jane, jane.tenantId);
    const mk = (title: string, minutes: number) =>
      t.prisma.notification.create({ data: { title, message: `${title} body`, created_at: new Date(Date.UTC(2026, 0, 1, 12, minutes)) } });
    [older, newer, samsOnly] = (await Promise.all([mk('Older', 1), mk('Newer', 2), mk('Sam only', 3)])).map((n) => n.id);
    await t.prisma.notificationRecipient.createMany({
      data: [
        { notification_id: older, tenant_id: jane.tenantId },
        { notification_id: newer, tenant_id: jane.tenantId },
        { notification_id: older, tenant_id: sam.tenantId },
        { notification_id: samsOnly, tenant_id: sam.tenantId },
      ],
    });
  });
  afterAll(() => t.close());

  it('lists the inbox newest first with the unread count', async () => {
    const res = await bo.get('/notifications').expect(200);
    expect(res.body).toEqual({
      notifications: [
        { notification_id: newer, title: 'Newer', message: 'Newer body', created_at: '2026-01-01T12:02:00.000Z', read_at: null },
        { notification_id: older, title: 'Older', message: 'Older body', created_at: '2026-01-01T12:01:00.000Z', read_at: null },
      ],
      unread: 2,
    });
  });

  it('marks one read, keeping the first read time', async () => {
    const res = await bo.put(`/notifications/${older}/read`).expect(200);
    expect(res.body).toEqual({ notification_id: older, read_at: expect.any(String), unread: 1 });
    const again = await bo.put(`/notifications/${older}/read`).expect(200);
    expect(again.body.read_at).toBe(res.body.read_at);
    // Sam's copy is untouched.
    expect(
      (await t.prisma.notificationRecipient.findFirstOrThrow({ where: { notification_id: older, tenant_id: sam.tenantId } })).read_at,
    ).toBeNull();
  });

  it('answers 404 for a notification not in this inbox', async () => {
    expect((await bo.put(`/notifications/${samsOnly}/read`).expect(404)).body.code).toBe('NOTIFICATION_NOT_FOUND');
    expect((await bo.put('/notifications/not-a-uuid/read').expect(404)).body.code).toBe('NOTIFICATION_NOT_FOUND');
  });

  it('marks all read', async () => {
    await bo.put('/notifications/read-all').expect(200, { unread: 0 });
    expect((await bo.get('/notifications').expect(200)).body.unread).toBe(0);
    expect(await t.prisma.notificationRecipient.count({ where: { tenant_id: sam.tenantId, read_at: null } })).toBe(2);
  });

  it('serves the published training feed with categories', async () => {
    const nutrition = await t.prisma.trainingCategory.create({ data: { name: 'Nutrition', sort_order: 1 } });
    await t.prisma.trainingCategory.create({ data: { name: 'Business', sort_order: 2 } });
    await t.prisma.training.create({
      data: {
        title: 'Start here',
        description: 'Intro',
        video_url: 'https://video.example/1',
        category_id: nutrition.id,
        created_at: new Date(Date.UTC(2026, 0, 2)),
      },
    });
    await t.prisma.training.create({ data: { title: 'Uncategorised', created_at: new Date(Date.UTC(2026, 0, 1)) } });
    await t.prisma.training.create({ data: { title: 'Draft', is_published: false } });
    const res = await bo.get('/training').expect(200);
    expect(res.body.categories.map((c: { name: string }) => c.name)).toEqual(['Nutrition', 'Business']);
    expect(res.body.trainings).toEqual([
      {
        id: expect.any(String),
        title: 'Start here',
        description: 'Intro',
        content: null,
        video_url: 'https://video.example/1',
        file: null,
        image: null,
        category_id: nutrition.id,
        category_name: 'Nutrition',
        created_at: '2026-01-02T00:00:00.000Z',
      },
      expect.objectContaining({ title: 'Uncategorised', category_id: null, category_name: null }),
    ]);
  });
});

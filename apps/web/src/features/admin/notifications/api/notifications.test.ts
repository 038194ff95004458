import { describe, expect, it } from 'vitest';
import { FETCH_ERROR, getNotifications, NOTIFICATION_ERROR, sendNotification } from '@/features/admin/notifications/api/notifications';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';
import { apiFailure } from '@/test/api-failure';

describe('admin notifications', () => {
  it('needs a token: without one it fails locally with "No authentication token found"', async () => {
    const { fetch } = fakeBrowser({ token: null });
    const error = await apiFailure(sendNotification({ title: 'Hi', message: 'There', send_email: false }));
    expect(error.message).toBe('No authentication token found');
    expect(error.code).toBe(NOTIFICATION_ERROR);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts {title, message, send_email} and reports "Notification sent successfully"', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockResolvedValue(json(201, { message: 'Notification sent successfully', notification_id: 'n-1' }));
    await expect(sendNotification({ title: ' Hi ', message: 'There', send_email: true })).resolves.toBe('Notification sent successfully');
    expect(sent().url).toBe('/api/admin/notifications');
    expect(sent().json).toEqual({ title: 'Hi', message: 'There', send_email: true });
  });

  it('defaults to the documented message when the answer has none', async () => {
    const { fetch } = fakeBrowser();
    fetch.mockResolvedValue(json(201, {}));
    await expect(sendNotification({ title: 'a', message: 'b', send_email: false })).resolves.toBe('Notification sent successfully');
  });

  it('failures keep the server message; code-less ones get NOTIFICATION_ERROR / FETCH_ERROR', async () => {
    const { fetch } = fakeBrowser();
    fetch.mockResolvedValueOnce(json(500, { message: 'Queue down' }));
    const sendError = await apiFailure(sendNotification({ title: 'a', message: 'b', send_email: false }));
    expect([sendError.message, sendError.code]).toEqual(['Queue down', NOTIFICATION_ERROR]);

    fetch.mockResolvedValueOnce(json(500, { message: 'DB down' }));
    const fetchError = await apiFailure(getNotifications());
    expect([fetchError.message, fetchError.code]).toEqual(['DB down', FETCH_ERROR]);

    fetch.mockResolvedValueOnce(
      json(400, { message: 'Title is required', code: 'VALIDATION_FAILED', details: { title: 'Title is required' } }),
    );
    const validation = await apiFailure(sendNotification({ title: ' ', message: 'b', send_email: false }));
    expect(validation.code).toBe('VALIDATION_FAILED');
  });

  it('reads the sent notifications with GET /admin/notifications and the admin token', async () => {
    const { fetch, sent } = fakeBrowser();
    fetch.mockResolvedValue(
      json(200, {
        notifications: [
          {
            notification_id: 'n-1',
            title: 'A',
            message: 'x',
            send_email: false,
            created_at: '2026-05-01T10:00:00Z',
            fanout_completed_at: '2026-05-01T10:00:01Z',
            recipients: 12,
            read: 3,
          },
          {
            notification_id: 'n-2',
            title: 'B',
            message: 'y',
            send_email: false,
            created_at: '2026-05-01T11:00:00Z',
            fanout_completed_at: null,
            recipients: 0,
            read: 0,
          },
        ],
      }),
    );
    const list = await getNotifications();
    expect(sent().method).toBe('GET');
    expect(sent().url).toBe('/api/admin/notifications');
    expect(sent().headers.get('Authorization')).toBe('Bearer admin-token');
    // The list out of its `{ notifications }` envelope.
    expect(list.map((n) => n.notification_id)).toEqual(['n-1', 'n-2']);
  });
});

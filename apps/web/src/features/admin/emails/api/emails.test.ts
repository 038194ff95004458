import { describe, expect, it } from 'vitest';
import { emailsQuery, getEmails, retryEmail } from '@/features/admin/emails/api/emails';
import { fakeBrowser, json } from '@/features/admin/test/fake-browser';
import { failureMessage } from '@/lib/form-errors';
import { apiFailure } from '@/test/api-failure';

/** The documented entry (docs/admin-api.md "Emails"). */
const refused = {
  id: '01a20916-04e4-7592-a5a2-767e839c289d',
  job: 'mail.transactional',
  kind: 'welcome',
  status: 'failed',
  tenant_id: '6f1c2d9e-1111-4c1e-9a55-000000000001',
  recipient: 'nora@example.com',
  subject: 'Welcome to Distributor Sites',
  attempts: 1,
  last_error: 'SMTP 550: 5.1.1 Mailbox unavailable',
  next_attempt_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:01.000Z',
  sent_at: null,
  message_id: null,
  done_at: '2026-11-20T10:00:01.000Z',
};

describe('admin emails API', () => {
  it('reads one page of failed emails by default, with the total', async () => {
    const { fetch, sent } = fakeBrowser({ pathname: '/admin/emails' });
    fetch.mockResolvedValue(json(200, { emails: [refused], pagination: { page: 1, limit: 10, total: 1 } }));
    const page = await getEmails(emailsQuery());
    expect(sent().url).toBe('/api/admin/emails?status=failed&page=1&limit=10');
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 1 });
    expect(page.emails[0]).toMatchObject({ id: refused.id, status: 'failed', recipient: 'nora@example.com', attempts: 1, kind: 'welcome' });
  });

  it('asks for every status with All, and pages', async () => {
    const { fetch, sent } = fakeBrowser({ pathname: '/admin/emails' });
    fetch.mockImplementation(() => Promise.resolve(json(200, { emails: [], pagination: { page: 3, limit: 10, total: 0 } })));
    await getEmails(emailsQuery({ status: 'all', page: 3 }));
    expect(sent().url).toBe('/api/admin/emails?page=3&limit=10');
    await getEmails(emailsQuery({ status: 'pending' }));
    expect(sent(1).url).toBe('/api/admin/emails?status=pending&page=1&limit=10');
  });

  it('retries with POST /admin/emails/:id/retry, and gives the refusal of one not failed', async () => {
    const { fetch, sent } = fakeBrowser({ pathname: '/admin/emails' });
    fetch.mockResolvedValueOnce(json(200, { message: 'Email queued for another try', email: { ...refused, status: 'pending' } }));
    expect(await retryEmail(refused.id)).toBe('Email queued for another try');
    expect(sent().method).toBe('POST');
    expect(sent().url).toBe(`/api/admin/emails/${refused.id}/retry`);

    fetch.mockResolvedValueOnce(json(409, { message: 'Only a failed email can be retried; this one is done', code: 'EMAIL_NOT_FAILED' }));
    expect(failureMessage(await apiFailure(retryEmail(refused.id)), 'Could not retry')).toBe('Only a failed email can be retried; this one is done');
  });
});

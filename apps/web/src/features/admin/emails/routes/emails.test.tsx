import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailsQuery, type Email, type EmailPage } from '@/features/admin/emails/api/emails';
import { EmailsRoute } from '@/features/admin/emails/routes/emails';
import { adminKeys } from '@/features/admin/lib/query-keys';
import { fakeBrowser } from '@/features/admin/test/fake-browser';
import { renderHtml, textOf } from '@/test/render';

const failed: Email = {
  id: 'e-1',
  job: 'mail.transactional',
  kind: 'welcome',
  status: 'failed',
  recipient: 'nora@example.com',
  subject: 'Welcome to Distributor Sites',
  attempts: 1,
  last_error: 'SMTP 550: 5.1.1 Mailbox unavailable',
  next_attempt_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:01.000Z',
  sent_at: null,
  tenant_id: null,
  message_id: null,
  done_at: '2026-11-20T10:00:01.000Z',
};

const page = (emails: Email[]): EmailPage => ({ emails, pagination: { page: 1, limit: 10, total: emails.length }, query: emailsQuery() });

/** The screen opens on the first page of failed emails: that is the page the server answered. */
const seeded = (page: EmailPage) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(adminKeys.emailsPage(emailsQuery()), page);
  return queryClient;
};

describe('admin emails screen', () => {
  beforeEach(() => {
    fakeBrowser({ pathname: '/admin/emails' });
  });

  it('lists failed emails with recipient, error and a Retry button', () => {
    const html = renderHtml(<EmailsRoute />, { queryClient: seeded(page([failed])) });
    const text = textOf(html);
    expect(html).toContain('aria-label="Emails"');
    expect(text).toMatch(/Failed\s+Being tried\s+Sent\s+Skipped\s+All/);
    expect(text).toContain('Welcome to Distributor Sites');
    expect(text).toContain('nora@example.com');
    expect(text).toContain('SMTP 550: 5.1.1 Mailbox unavailable');
    expect(html).toContain('aria-label="Retry the email to nora@example.com"');
  });

  it('shows an empty state when nothing failed', () => {
    const text = textOf(renderHtml(<EmailsRoute />, { queryClient: seeded(page([])) }));
    expect(text).toContain('No failed emails.');
  });
});

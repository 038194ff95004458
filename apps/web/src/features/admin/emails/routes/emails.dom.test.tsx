import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Email } from '@/features/admin/emails/api/emails';
import { EmailsRoute } from '@/features/admin/emails/routes/emails';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { fakeServer, reply, type SentRequest } from '@/test/fake-server';

const LIST = 'GET /admin/emails';

const email = (n: number, fields: Partial<Email> = {}): Email => ({
  id: `e-${String(n)}`,
  job: 'mail.transactional',
  kind: 'welcome',
  status: 'failed',
  recipient: `user${String(n)}@example.com`,
  subject: `Welcome #${String(n)}`,
  attempts: 1,
  last_error: 'SMTP 550: 5.1.1 Mailbox unavailable',
  next_attempt_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:01.000Z',
  sent_at: null,
  tenant_id: null,
  message_id: null,
  done_at: '2026-11-20T10:00:01.000Z',
  ...fields,
});

/** Fourteen failed emails and one sent; GET /admin/emails filters by status and pages as the query asks. */
function emailsServer() {
  const outbox = [
    ...Array.from({ length: 14 }, (_, i) => email(i + 1)),
    email(15, { status: 'done', last_error: null, sent_at: '2026-11-20T10:00:02.000Z' }),
  ];
  const list = (request: SentRequest) => {
    const status = request.query.get('status');
    const page = Number(request.query.get('page'));
    const limit = Number(request.query.get('limit'));
    const matching = outbox.filter((e) => !status || e.status === status);
    return { emails: matching.slice((page - 1) * limit, page * limit), pagination: { page, limit, total: matching.length } };
  };
  return fakeServer({ [LIST]: list });
}

const openEmails = () => renderAdminScreen(<EmailsRoute />, { url: '/admin/emails' });

const subjects = () =>
  within(screen.getByRole('table', { name: 'Emails' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.firstElementChild?.firstElementChild?.textContent);

describe('admin emails screen', () => {
  it('opens on the first page of failed emails, with recipient, error and a Retry button', async () => {
    const server = emailsServer();
    openEmails();

    expect(await screen.findByText('Showing 1–10 of 14')).toBeInTheDocument();
    expect(Object.fromEntries(server.last(LIST).query)).toEqual({ status: 'failed', page: '1', limit: '10' });
    expect(screen.getByRole('radio', { name: 'Failed' })).toBeChecked();
    expect(subjects()).toHaveLength(10);
    expect(screen.getByText('Welcome #1')).toBeInTheDocument();
    expect(screen.getAllByText('SMTP 550: 5.1.1 Mailbox unavailable')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Retry the email to user1@example.com' })).toBeInTheDocument();
  });

  it('moves to the next page through the page buttons: the server is asked for page 2', async () => {
    const server = emailsServer();
    const { user } = openEmails();
    await screen.findByText('Showing 1–10 of 14');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('Showing 11–14 of 14')).toBeInTheDocument();
    expect(Object.fromEntries(server.last(LIST).query)).toEqual({ status: 'failed', page: '2', limit: '10' });
    expect(subjects()).toEqual(['Welcome #11', 'Welcome #12', 'Welcome #13', 'Welcome #14']);
  });

  it('a status filter asks again from page 1; All sends no status', async () => {
    const server = emailsServer();
    const { user } = openEmails();
    await screen.findByText('Showing 1–10 of 14');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 11–14 of 14');

    await user.click(screen.getByRole('radio', { name: 'Sent' }));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(Object.fromEntries(server.last(LIST).query)).toEqual({ status: 'done', page: '1', limit: '10' });
    expect(subjects()).toEqual(['Welcome #15']);
    expect(screen.queryByRole('button', { name: /^Retry the email/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('Showing 1–10 of 15')).toBeInTheDocument();
    expect(Object.fromEntries(server.last(LIST).query)).toEqual({ page: '1', limit: '10' });

    await user.click(screen.getByRole('radio', { name: 'Skipped' }));
    expect(await screen.findByText('No skipped emails.')).toBeInTheDocument();
  });

  it('Retry sends the email again and reads the list again', async () => {
    const server = emailsServer();
    server.on('POST /admin/emails/e-3/retry', { message: 'Email queued for another try', email: email(3, { status: 'pending' }) });
    const { user } = openEmails();
    await screen.findByText('Showing 1–10 of 14');
    const reads = server.sent(LIST).length;

    await user.click(screen.getByRole('button', { name: 'Retry the email to user3@example.com' }));

    expect(await screen.findByText('Email queued for another try')).toBeInTheDocument();
    await expect.poll(() => server.sent(LIST).length).toBe(reads + 1);
  });

  it("a refused retry shows the server's reason", async () => {
    const server = emailsServer();
    server.on(
      'POST /admin/emails/e-1/retry',
      reply(409, { message: 'Only a failed email can be retried; this one is done', code: 'EMAIL_NOT_FAILED' }),
    );
    const { user } = openEmails();
    await user.click(await screen.findByRole('button', { name: 'Retry the email to user1@example.com' }));
    expect(await screen.findByText('Only a failed email can be retried; this one is done')).toBeInTheDocument();
  });
});

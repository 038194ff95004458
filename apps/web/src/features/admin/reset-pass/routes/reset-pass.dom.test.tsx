import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResetPassRoute } from '@/features/admin/reset-pass/routes/reset-pass';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { fakeServer, type SentRequest } from '@/test/fake-server';
import { agent } from '@/test/fixtures';

const LIST = 'GET /admin/tenant-users';

/** A page of ten from a fleet of 10,500 (the server pages; the screen never holds the fleet). */
const pageOfTen = (request: SentRequest) => ({
  users: Array.from({ length: 10 }, (_, index) => {
    const n = (Number(request.query.get('page')) - 1) * 10 + index + 1;
    return agent({ id: `u-${String(n)}`, name: `Agent ${String(n)}`, email: `agent${String(n)}@example.com`, tenant_id: `t-${String(n)}` });
  }),
  userStats: { total: 10_500, active: 10_000, inactive: 500 },
  pagination: { page: Number(request.query.get('page')), limit: 10, total: 10_500 },
});

const stat = (label: string) => screen.getByRole('group', { name: label }).lastElementChild?.textContent;

describe('reset password screen', () => {
  it("shows the fleet counts and the server's page of users, paged by its total", async () => {
    const server = fakeServer({ [LIST]: pageOfTen });
    const { user } = renderAdminScreen(<ResetPassRoute />);

    expect(await screen.findByText('Showing 1–10 of 10500')).toBeInTheDocument();
    expect(stat('Total distributors')).toBe('10500');
    expect(stat('Inactive distributors')).toBe('500');
    expect(screen.getByRole('button', { name: 'Page 1050' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 1050' }));
    expect(await screen.findByRole('button', { name: 'Send reset link to agent10491@example.com' })).toBeInTheDocument();
    expect(Object.fromEntries(server.last(LIST).query)).toEqual({ page: '1050', limit: '10' });
  });

  it('sends the reset link after a confirmation, then reads the users again', async () => {
    const server = fakeServer({ [LIST]: pageOfTen, 'POST /admin/reset-user-password': { message: '' } });
    const { user } = renderAdminScreen(<ResetPassRoute />);
    await user.click(await screen.findByRole('button', { name: 'Send reset link to agent3@example.com' }));
    const reads = server.sent(LIST).length;

    const dialog = within(await screen.findByRole('dialog', { name: 'Send password reset link' }));
    await user.click(dialog.getByRole('button', { name: 'Send link' }));

    // The server said nothing: the screen says what happened in its own words.
    expect(await screen.findByText('A password reset link has been sent to agent3@example.com.')).toBeInTheDocument();
    expect(server.last('POST /admin/reset-user-password').body).toEqual({ user_id: 'u-3' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => server.sent(LIST).length).toBeGreaterThan(reads);
  });

  it('shows a loading placeholder before the list arrives', () => {
    fakeServer({ [LIST]: () => new Promise(() => undefined) });
    renderAdminScreen(<ResetPassRoute />);
    expect(screen.getByLabelText('Search distributors')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});

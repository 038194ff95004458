import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Contact, ContactsAnswer } from '@/features/backoffice/contacts/api/contacts';
import type { InvitationAnswer, InvitationStatus } from '@/features/backoffice/contacts/api/contact-invitations';
import { ContactsRoute } from '@/features/backoffice/contacts/routes/contacts';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer } from '@/test/fake-server';

const imported = (id: string, name: string): Contact => ({
  id,
  email: `${name.toLowerCase()}@example.com`,
  name,
  phone: null,
  status: 'new',
  tags: [],
  follow_up_on: null,
  source: 'import',
  subscription_status: null,
  created_at: '2026-11-01T10:00:00.000Z',
  last_activity_at: '2026-11-01T10:00:00.000Z',
});
const page: ContactsAnswer = {
  contacts: [imported('c-1', 'Amy'), imported('c-2', 'Ben'), imported('c-3', 'Cat')],
  total: 3,
  total_exact: true,
  page: 1,
  limit: 20,
};
const skipped = (over: Partial<InvitationAnswer['skipped']> = {}): InvitationAnswer['skipped'] => ({
  already_invited: 0,
  subscribed: 0,
  pending: 0,
  unsubscribed: 0,
  bounced: 0,
  complained: 0,
  suppressed: 0,
  rate_limited: 0,
  not_found: 0,
  ...over,
});
const status: InvitationStatus = {
  invited: 4,
  sent: 3,
  waiting: 1,
  not_sent: 0,
  confirmed: 2,
  imported_not_invited: 12,
  limit_per_hour: 200,
  remaining_this_hour: 196,
};

describe('Contacts → Invite to subscribe (docs/product.md "Contacts", Import)', () => {
  it('invites the selected contacts after a confirmation that says how many and why the others are skipped', async () => {
    const server = fakeServer({
      'GET /tenants/t-1/contacts': page,
      'GET /tenants/t-1/contacts/invitations': status,
      'POST /tenants/t-1/contacts/invitations/preview': {
        queued: 1,
        skipped: skipped({ already_invited: 1 }),
        limit_per_hour: 200,
        remaining_this_hour: 195,
      },
      'POST /tenants/t-1/contacts/invitations': {
        queued: 1,
        skipped: skipped({ already_invited: 1 }),
        limit_per_hour: 200,
        remaining_this_hour: 195,
      },
    });
    const { user } = renderBackofficeScreen(<ContactsRoute />);

    // The progress of earlier invitations.
    expect(await screen.findByLabelText('Invitations')).toHaveTextContent(
      'Invitations: 3 of 4 sent, 1 on their way · 2 subscribed · 12 imported contacts not invited yet',
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select Amy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Cat' }));
    await user.click(screen.getByRole('button', { name: 'Invite 2 selected to subscribe' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invite to subscribe' });
    expect(await within(dialog).findByText('1 contact will be invited.')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Skipped contacts' })).toHaveTextContent(
      '1 contact: already invited (one invitation per address, ever)',
    );
    expect(server.last('POST /tenants/t-1/contacts/invitations/preview').body).toEqual({ contact_ids: ['c-1', 'c-3'] });
    expect(server.sent('POST /tenants/t-1/contacts/invitations')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Invite 1 contact' }));
    expect(await within(dialog).findByText(/1 contact invited\./)).toBeInTheDocument();
    expect(server.last('POST /tenants/t-1/contacts/invitations').body).toEqual({ contact_ids: ['c-1', 'c-3'] });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Invite to subscribe' })).not.toBeInTheDocument();
    });
    // The selection is cleared: the button offers the imported contacts again.
    expect(screen.getByRole('button', { name: 'Invite imported contacts to subscribe' })).toBeInTheDocument();
  });

  it('with nothing selected, asks about every imported contact not invited yet; nobody invitable means no send button', async () => {
    const server = fakeServer({
      'GET /tenants/t-1/contacts': page,
      'GET /tenants/t-1/contacts/invitations': { ...status, invited: 0 },
      'POST /tenants/t-1/contacts/invitations/preview': {
        queued: 0,
        skipped: skipped({ unsubscribed: 2, bounced: 1, rate_limited: 3 }),
        limit_per_hour: 200,
        remaining_this_hour: 0,
      },
    });
    const { user } = renderBackofficeScreen(<ContactsRoute />);

    await user.click(await screen.findByRole('button', { name: 'Invite imported contacts to subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to subscribe' });
    expect(await within(dialog).findByText('Nobody among your imported contacts not invited yet can be invited.')).toBeInTheDocument();
    const reasons = within(dialog).getByRole('list', { name: 'Skipped contacts' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 contacts: unsubscribed at some point',
      '1 contact: emails to them bounced',
      '3 contacts: over the hourly limit: invite them again in an hour',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Invite 0 contacts' })).toBeDisabled();
    expect(server.last('POST /tenants/t-1/contacts/invitations/preview').body).toEqual({ all_imported: true });
    expect(screen.queryByLabelText('Invitations')).not.toBeInTheDocument();
  });
});

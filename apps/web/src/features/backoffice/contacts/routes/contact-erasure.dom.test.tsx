import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContactDetail } from '@/features/backoffice/contacts/api/contacts';
import { ContactPage } from '@/features/backoffice/contacts/routes/contact';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer, reply } from '@/test/fake-server';

const erin: ContactDetail = {
  id: 'c-9',
  email: 'erin@example.com',
  name: 'Erin Example',
  phone: null,
  status: 'prospect',
  tags: [],
  follow_up_on: null,
  source: 'lead form',
  subscription_status: null,
  created_at: '2026-11-01T10:00:00.000Z',
  last_activity_at: '2026-11-02T10:00:00.000Z',
  notes: [],
  timeline: [],
  subscription: null,
};

describe('back-office contact: erase this person (docs/privacy.md)', () => {
  it('erases only once the address is typed again, then says so and goes back to the list', async () => {
    const server = fakeServer({
      'GET /tenants/t-1/contacts/c-9': () => erin,
      'DELETE /tenants/t-1/contacts/c-9': () => ({ erasure_id: 'e-1', erased_at: '2026-11-03T10:00:00.000Z', counts: { contacts: 1 } }),
    });
    const { user, router } = renderBackofficeScreen(<ContactPage contactId="c-9" />, { url: '/backoffice/contacts/c-9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Erin Example' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this person' });
    const erase = within(dialog).getByRole('button', { name: 'Erase permanently' });
    expect(erase).toBeDisabled();
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.sent('DELETE /tenants/t-1/contacts/c-9')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    const again = await screen.findByRole('dialog', { name: 'Erase this person' });
    const field = within(again).getByLabelText('Type their email address to confirm');
    await user.type(field, 'erin@example.co');
    expect(within(again).getByRole('button', { name: 'Erase permanently' })).toBeDisabled();
    await user.type(field, 'M');
    expect(within(again).getByRole('button', { name: 'Erase permanently' })).toBeEnabled();
    await user.click(within(again).getByRole('button', { name: 'Erase permanently' }));

    expect(await screen.findByText(/Person erased/)).toBeInTheDocument();
    expect(server.sent('DELETE /tenants/t-1/contacts/c-9')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/contacts'));
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    fakeServer({
      'GET /tenants/t-1/contacts/c-9': () => erin,
      'DELETE /tenants/t-1/contacts/c-9': () => reply(404, { message: 'Contact not found', details: null }),
    });
    const { user } = renderBackofficeScreen(<ContactPage contactId="c-9" />);
    await user.click(await screen.findByRole('button', { name: 'Erase this person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this person' });
    await user.type(within(dialog).getByLabelText('Type their email address to confirm'), 'erin@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));
    expect(await within(dialog).findByText('Contact not found')).toBeInTheDocument();
  });
});

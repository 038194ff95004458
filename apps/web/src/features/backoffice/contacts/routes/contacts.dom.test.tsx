import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Contact, ContactDetail, ContactsAnswer } from '@/features/backoffice/contacts/api/contacts';
import { ContactsRoute } from '@/features/backoffice/contacts/routes/contacts';
import { ContactPage } from '@/features/backoffice/contacts/routes/contact';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer, type SentRequest } from '@/test/fake-server';

const ann: Contact = {
  id: 'c-1',
  email: 'ann@example.com',
  name: 'Ann Lee',
  phone: '+1 555 0100',
  status: 'new',
  tags: ['starter'],
  follow_up_on: null,
  source: 'lead form',
  subscription_status: 'confirmed',
  created_at: '2026-11-01T10:00:00.000Z',
  last_activity_at: '2026-11-02T10:00:00.000Z',
};
const bob: Contact = { ...ann, id: 'c-2', email: 'bob@example.com', name: null, phone: null, status: 'customer', tags: [] };

const annDetail: ContactDetail = {
  ...ann,
  notes: [],
  subscription: {
    id: 's-1',
    status: 'confirmed',
    created_at: '2026-11-01T11:00:00.000Z',
    confirmed_at: '2026-11-01T11:05:00.000Z',
    unsubscribed_at: null,
    consent: { at: '2026-11-01T11:00:00.000Z', host: 'jane.localhost', page: '/', source: 'footer', ip_hash: 'h' },
  },
  timeline: [
    {
      kind: 'lead',
      at: '2026-11-01T10:00:00.000Z',
      text: 'Tell me about the starter pack',
      from_status: null,
      to_status: null,
      subject: null,
    },
  ],
};

const page = (contacts: Contact[]): ContactsAnswer => ({ contacts, total: contacts.length, total_exact: true, page: 1, limit: 20 });

describe('back-office Contacts', () => {
  it('lists contacts and filters by status, search and due date on the server', async () => {
    const server = fakeServer({
      'GET /tenants/t-1/contacts': (request: SentRequest) =>
        page(request.query.get('status') === 'customer' ? [bob] : request.query.get('search') === 'ann' ? [ann] : [ann, bob]),
    });
    const { user } = renderBackofficeScreen(<ContactsRoute />);

    const table = await screen.findByRole('table', { name: 'Contacts' });
    expect(within(table).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/backoffice/contacts/c-1');
    expect(within(table).getByRole('link', { name: 'bob@example.com' })).toBeInTheDocument();
    expect(screen.getByText('2 contacts')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'customer');
    await waitFor(() => {
      expect(within(screen.getByRole('table', { name: 'Contacts' })).queryByText('Ann Lee')).not.toBeInTheDocument();
    });
    expect(server.last('GET /tenants/t-1/contacts').query.get('status')).toBe('customer');
    expect(screen.getByText('1 contact')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.selectOptions(screen.getByLabelText('Follow-up'), 'overdue');
    await waitFor(() => {
      expect(server.last('GET /tenants/t-1/contacts').query.get('due')).toBe('overdue');
    });
    await user.type(screen.getByLabelText('Search by name, email or phone'), 'ann');
    await waitFor(() => {
      expect(server.last('GET /tenants/t-1/contacts').query.get('search')).toBe('ann');
    });
    expect(server.last('GET /tenants/t-1/contacts').query.get('page')).toBe('1');
  });

  it('says "More than 1,000 contacts" when the server counted up to its bound, with a page past it', async () => {
    const server = fakeServer({
      'GET /tenants/t-1/contacts': (request: SentRequest) => ({
        contacts: [ann, bob],
        total: request.query.get('page') === '51' ? 2000 : 1000,
        total_exact: false,
        page: Number(request.query.get('page') ?? 1),
        limit: 20,
      }),
    });
    const { user } = renderBackofficeScreen(<ContactsRoute />);

    expect(await screen.findByText('More than 1,000 contacts')).toBeInTheDocument();
    // 1,000 counted at 20 a page is 50 pages, and one more page is known to exist: the count moves on with it.
    const pages = screen.getByLabelText('Contacts pages');
    await user.click(within(pages).getByRole('button', { name: '51' }));
    expect(await screen.findByText('More than 2,000 contacts')).toBeInTheDocument();
    expect(server.last('GET /tenants/t-1/contacts').query.get('page')).toBe('51');
  });

  it('changes the status, sets a follow-up date, adds a note and exports the data from the contact page', async () => {
    let current: ContactDetail = annDetail;
    const server = fakeServer({
      'GET /tenants/t-1/contacts/c-1': () => current,
      'PATCH /tenants/t-1/contacts/c-1': (request: SentRequest) => {
        const body = request.body as Partial<ContactDetail>;
        const timeline =
          body.status && body.status !== current.status
            ? [
                {
                  kind: 'status_change' as const,
                  at: '2026-11-03T09:00:00.000Z',
                  text: null,
                  from_status: current.status,
                  to_status: body.status,
                  subject: null,
                },
                ...current.timeline,
              ]
            : current.timeline;
        current = { ...current, ...body, timeline };
        return current;
      },
      'POST /tenants/t-1/contacts/c-1/notes': (request: SentRequest) => {
        const { text } = request.body as { text: string };
        const note = { id: 'n-1', text, created_at: '2026-11-03T10:00:00.000Z' };
        current = {
          ...current,
          notes: [note, ...current.notes],
          timeline: [{ kind: 'note', at: note.created_at, text, from_status: null, to_status: null, subject: null }, ...current.timeline],
        };
        return current;
      },
    });
    const { user } = renderBackofficeScreen(<ContactPage contactId="c-1" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    const timeline = screen.getByLabelText('Timeline');
    expect(within(timeline).getByText('Tell me about the starter pack')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'prospect');
    expect(await screen.findByText('Status saved')).toBeInTheDocument();
    expect(server.last('PATCH /tenants/t-1/contacts/c-1').body).toEqual({ status: 'prospect' });
    expect(await within(screen.getByLabelText('Timeline')).findByText('Status: New → Prospect')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Follow up on'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save date' }));
    expect(await screen.findByText('Follow-up date saved')).toBeInTheDocument();
    expect(server.last('PATCH /tenants/t-1/contacts/c-1').body).toEqual({ follow_up_on: '2026-12-01' });
    expect(screen.getByLabelText('Follow up on')).toHaveValue('2026-12-01');

    await user.type(screen.getByLabelText('New note'), 'Called Tuesday, wants the starter pack');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(server.last('POST /tenants/t-1/contacts/c-1/notes').body).toEqual({ text: 'Called Tuesday, wants the starter pack' });
    expect(within(screen.getByLabelText('Notes')).getByText('Called Tuesday, wants the starter pack')).toBeInTheDocument();
    expect(screen.getByLabelText('New note')).toHaveValue('');

    // The person's whole record as a JSON download.
    server.on('GET /tenants/t-1/contacts/c-1/export', { exported_at: '2026-11-03T11:00:00.000Z', contact: ann });
    const created = vi.fn(() => 'blob:contact');
    // A subclass, so the real URL keeps its own (absent in jsdom) object-URL functions.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = created;
        static override revokeObjectURL = vi.fn();
      },
    );
    await user.click(screen.getByRole('button', { name: 'Export data (JSON)' }));
    expect(await screen.findByText('Contact data exported')).toBeInTheDocument();
    expect(server.sent('GET /tenants/t-1/contacts/c-1/export')).toHaveLength(1);
    expect(created).toHaveBeenCalledTimes(1);
  });
});

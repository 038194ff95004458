import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Contact } from '@/features/backoffice/contacts/api/contacts';
import { FollowUpTodayCard } from '@/features/backoffice/dashboard/components/follow-up-card';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer, type SentRequest } from '@/test/fake-server';

const contact = (id: string, name: string | null, email: string): Contact => ({
  id,
  email,
  name,
  phone: null,
  status: 'prospect',
  tags: [],
  follow_up_on: '2026-11-28',
  source: 'lead form',
  subscription_status: null,
  created_at: '2026-11-01T10:00:00.000Z',
  last_activity_at: '2026-11-02T10:00:00.000Z',
});

describe('dashboard: Follow up today', () => {
  it('lists who is due today with a link to each, and counts the overdue ones', async () => {
    const server = fakeServer({
      'GET /tenants/t-1/contacts': (request: SentRequest) =>
        request.query.get('due') === 'today'
          ? {
              contacts: [contact('c-1', 'Ann Lee', 'ann@example.com'), contact('c-2', null, 'bob@example.com')],
              total: 7,
              total_exact: true,
              page: 1,
              limit: 5,
            }
          : { contacts: [contact('c-3', 'Cat', 'cat@example.com')], total: 3, total_exact: true, page: 1, limit: 1 },
    });
    renderBackofficeScreen(<FollowUpTodayCard />);

    const card = await screen.findByRole('region', { name: 'Follow up today' });
    expect(await within(card).findByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/backoffice/contacts/c-1');
    expect(within(card).getByRole('link', { name: 'bob@example.com' })).toHaveAttribute('href', '/backoffice/contacts/c-2');
    expect(within(card).getByText('and 5 more')).toBeInTheDocument();
    expect(await within(card).findByText('3 overdue')).toBeInTheDocument();
    expect(
      server
        .sent('GET /tenants/t-1/contacts')
        .map((r) => r.query.get('due'))
        .sort(),
    ).toEqual(['overdue', 'today']);
  });

  it('says "+" after a figure the server counted only up to its bound', async () => {
    fakeServer({
      'GET /tenants/t-1/contacts': (request: SentRequest) =>
        request.query.get('due') === 'today'
          ? { contacts: [contact('c-1', 'Ann Lee', 'ann@example.com')], total: 1000, total_exact: false, page: 1, limit: 5 }
          : { contacts: [contact('c-3', 'Cat', 'cat@example.com')], total: 1000, total_exact: false, page: 1, limit: 1 },
    });
    renderBackofficeScreen(<FollowUpTodayCard />);

    const card = await screen.findByRole('region', { name: 'Follow up today' });
    expect(await within(card).findByText('and 999+ more')).toBeInTheDocument();
    expect(await within(card).findByText('1000+ overdue')).toBeInTheDocument();
  });

  it('says so when nobody is due', async () => {
    fakeServer({ 'GET /tenants/t-1/contacts': { contacts: [], total: 0, total_exact: true, page: 1, limit: 5 } });
    renderBackofficeScreen(<FollowUpTodayCard />);
    expect(await screen.findByText('Nobody to follow up today.')).toBeInTheDocument();
    expect(screen.queryByText(/overdue/)).not.toBeInTheDocument();
  });
});

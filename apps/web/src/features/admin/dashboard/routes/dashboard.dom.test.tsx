import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminDashboardRoute } from '@/features/admin/dashboard/routes/dashboard';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { fakeServer } from '@/test/fake-server';
import { agent } from '@/test/fixtures';

const stat = (label: string) => screen.getByRole('group', { name: label }).lastElementChild?.textContent;

describe('admin dashboard', () => {
  it('shows the fleet totals, pending domains, open messages, recent signups and recent messages, and the sequences’ figures', async () => {
    fakeServer({
      'GET /admin/dashboard': {
        totals: { total: 120, active: 115, inactive: 5 },
        pending_domains: 3,
        open_messages: 2,
        recent_signups: [agent({ id: 'u-1', name: 'Jane Doe', created_at: '2026-05-01T00:00:00Z' })],
        recent_messages: [
          {
            id: 'm-1',
            name: 'Visitor',
            email: 'v@example.com',
            subject: 'Pricing question',
            message: 'Hi',
            status: 'open',
            created_at: '2026-05-01T00:00:00Z',
            handled_at: null,
          },
        ],
        sequences: {
          active_sequences: 4,
          people_enrolled: 310,
          emails_sent_30d: 1250,
          all_emails_sent_30d: 10000,
          share_of_mail_30d: 0.125,
        },
      },
    });
    renderAdminScreen(<AdminDashboardRoute />);

    expect(await screen.findByText('Jane Doe')).toBeInTheDocument();
    expect(stat('Total distributors')).toBe('120');
    expect(stat('Active distributors')).toBe('115');
    expect(stat('Inactive distributors')).toBe('5');
    expect(stat('Pending domains')).toBe('3');
    expect(stat('Open messages')).toBe('2');
    expect(screen.getByText('Pricing question')).toBeInTheDocument();
    // The sequences' fleet figures and their share of all mail.
    expect(stat('Active sequences')).toBe('4');
    expect(stat('People in sequences')).toBe('310');
    expect(stat('Sequence emails, last 30 days')).toBe('1250');
    expect(stat('Share of all mail, last 30 days')).toBe('12.5 %');
  });
});

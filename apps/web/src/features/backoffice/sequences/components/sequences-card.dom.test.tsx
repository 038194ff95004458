import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Sequence } from '@/features/backoffice/sequences/api/sequences';
import { SequencesCard } from '@/features/backoffice/sequences/components/sequences-card';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer } from '@/test/fake-server';

const base: Sequence = {
  id: 'q-1',
  name: 'Welcome',
  trigger: { type: 'subscription_confirmed', tag: null, status: null },
  basis: 'subscribers',
  exit_statuses: [],
  time_zone: 'UTC',
  status: 'active',
  version: 1,
  steps: [],
  stats: { enrolled: 3, active: 2, completed: 1, exited: 0, exited_by: {} },
  next_step_at: '2026-12-04T08:00:00.000Z',
  warnings: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('dashboard Sequences card', () => {
  it("shows each active sequence's people and next step, not the drafts", async () => {
    fakeServer({ 'GET /tenants/t-1/sequences': [base, { ...base, id: 'q-2', name: 'Draft one', status: 'draft' }] });
    renderBackofficeScreen(<SequencesCard />);
    const item = await screen.findByText(/2 people in/);
    expect(item).toHaveTextContent('Welcome: 2 people in · next step');
    expect(screen.queryByText(/Draft one/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All sequences' })).toHaveAttribute('href', '/backoffice/sequences');
  });

  it('says so when no sequence is active', async () => {
    fakeServer({ 'GET /tenants/t-1/sequences': [{ ...base, status: 'paused' }] });
    renderBackofficeScreen(<SequencesCard />);
    expect(await screen.findByText(/No active sequence/)).toBeInTheDocument();
  });
});

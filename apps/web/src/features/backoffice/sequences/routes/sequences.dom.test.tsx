import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Sequence, SequenceTemplate } from '@/features/backoffice/sequences/api/sequences';
import { SequencesRoute } from '@/features/backoffice/sequences/routes/sequences';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer, reply } from '@/test/fake-server';

const NO_STATS = { sent: 0, opened: 0, clicked: 0, buy_clicks: 0, unsubscribed: 0 };
const welcome: Sequence = {
  id: 'q-1',
  name: 'Welcome',
  trigger: { type: 'subscription_confirmed', tag: null, status: null },
  basis: 'subscribers',
  exit_statuses: [],
  time_zone: 'UTC',
  status: 'draft',
  version: 1,
  steps: [
    {
      id: 'st-1',
      type: 'email',
      wait: { amount: 0, unit: 'hours' },
      at_hour: null,
      subject: 'Hello',
      preheader: null,
      content: '<p>Hi</p>',
      tag: null,
      status: null,
      stats: NO_STATS,
    },
  ],
  stats: { enrolled: 3, active: 2, completed: 1, exited: 0, exited_by: {} },
  next_step_at: null,
  warnings: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const template: SequenceTemplate = {
  key: 'new_lead_follow_up',
  name: 'New lead follow-up (10 days)',
  description: 'Three emails',
  trigger: { type: 'lead_captured', tag: null, status: null },
  basis: 'enquiry',
  exit_statuses: ['customer'],
  steps: [
    {
      type: 'email',
      wait: { amount: 0, unit: 'days' },
      at_hour: null,
      subject: 'Thanks',
      preheader: null,
      content: '<p>Thanks</p>',
      tag: null,
      status: null,
    },
  ],
};

describe('back-office Sequences', () => {
  it('lists sequences with their people and creates one from a template', async () => {
    const server = fakeServer({
      'GET /tenants/t-1/sequences': [welcome],
      'GET /tenants/t-1/sequences/templates': [template],
      'POST /tenants/t-1/sequences': { ...welcome, id: 'q-2', name: template.name },
    });
    const { user } = renderBackofficeScreen(<SequencesRoute />);
    const table = await screen.findByRole('table', { name: 'Sequences' });
    expect(within(table).getByText('2 in · 1 completed · 0 left')).toBeInTheDocument();
    expect(within(table).getByText('A subscription is confirmed')).toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Start from'), 'new_lead_follow_up');
    await user.click(screen.getByRole('button', { name: 'New sequence' }));
    expect(screen.getByLabelText('Name')).toHaveValue('New lead follow-up (10 days)');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    await waitFor(() => expect(server.sent('POST /tenants/t-1/sequences')).toHaveLength(1));
    expect(server.sent('POST /tenants/t-1/sequences').at(0)?.body).toEqual({
      name: 'New lead follow-up (10 days)',
      trigger: { type: 'lead_captured' },
      basis: 'enquiry',
      exit_statuses: ['customer'],
      steps: [{ type: 'email', wait: { amount: 0, unit: 'days' }, subject: 'Thanks', content: '<p>Thanks</p>' }],
    });
  });

  it('edits the steps (an existing step keeps its id, a new one has none) and shows the server’s field errors', async () => {
    let attempts = 0;
    const server = fakeServer({
      'GET /tenants/t-1/sequences': [welcome],
      'GET /tenants/t-1/sequences/templates': [],
      'PUT /tenants/t-1/sequences/q-1': () =>
        ++attempts === 1 ? reply(400, { message: 'Validation failed', details: { 'steps.1.subject': 'Subject is required' } }) : welcome,
    });
    const { user } = renderBackofficeScreen(<SequencesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Welcome' }));
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.selectOptions(screen.getByLabelText('Step 2 hour'), '10');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Step 2 subject'), 'Two days on');
    await user.type(screen.getByLabelText('Step 2 content'), 'Hi again');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    await waitFor(() => expect(server.sent('PUT /tenants/t-1/sequences/q-1')).toHaveLength(2));
    const body = server.sent('PUT /tenants/t-1/sequences/q-1').at(1)?.body as { steps: object[] };
    expect(body.steps).toEqual([
      { id: 'st-1', type: 'email', wait: { amount: 0, unit: 'hours' }, subject: 'Hello', content: '<p>Hi</p>' },
      { type: 'email', wait: { amount: 1, unit: 'days' }, at_hour: 10, subject: 'Two days on', content: 'Hi again' },
    ]);
  });

  it('activates after the compliance warnings are acknowledged, and pauses', async () => {
    const warning = { kind: 'disease_claim', sentence: 'This tea cures diabetes.', phrase: 'cures diabetes', explanation: 'No.' };
    const server = fakeServer({
      'GET /tenants/t-1/sequences': [welcome, { ...welcome, id: 'q-3', name: 'Running', status: 'active' }],
      'GET /tenants/t-1/sequences/templates': [],
      'POST /tenants/t-1/sequences/q-1/activate': (request: { body: unknown }) =>
        (request.body as { acknowledge_warnings?: boolean }).acknowledge_warnings
          ? { ...welcome, status: 'active' }
          : reply(400, { message: 'Compliance check', code: 'COMPLIANCE_ACK_REQUIRED', details: { warnings: [warning] } }),
      'POST /tenants/t-1/sequences/q-3/pause': { ...welcome, id: 'q-3', status: 'paused' },
    });
    const { user } = renderBackofficeScreen(<SequencesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Activate Welcome' }));
    expect(await screen.findByTestId('compliance-warnings')).toHaveTextContent('cures diabetes');
    await user.click(screen.getByRole('button', { name: 'Activate anyway' }));
    await waitFor(() => expect(server.sent('POST /tenants/t-1/sequences/q-1/activate')).toHaveLength(2));
    expect(server.sent('POST /tenants/t-1/sequences/q-1/activate').at(1)?.body).toEqual({ acknowledge_warnings: true });
    await user.click(screen.getByRole('button', { name: 'Pause Running' }));
    await waitFor(() => expect(server.sent('POST /tenants/t-1/sequences/q-3/pause')).toHaveLength(1));
  });
});

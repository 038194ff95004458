import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localTimeZone } from '@/features/backoffice/campaigns/lib/campaign-status';
import type { Sequence, SequenceBody, SequenceTemplate } from '@/features/backoffice/sequences/api/sequences';
import { SequencesRoute } from '@/features/backoffice/sequences/routes/sequences';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer, reply, type SentRequest } from '@/test/fake-server';

const NO_STATS = { sent: 0, opened: 0, clicked: 0, buy_clicks: 0, unsubscribed: 0 };
/** The preview follows the draft once typing pauses for 600 ms. */
const PREVIEW_WAIT = { timeout: 3000 };
const SEQUENCES = '/tenants/t-1/sequences';

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
      stats: { sent: 12, opened: 7, clicked: 3, buy_clicks: 2, unsubscribed: 1 },
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
const claim = { kind: 'disease_claim', sentence: 'This tea cures colds.', phrase: 'cures', explanation: 'No cure claims.' } as const;

/** The sequence a save answers: the body with ids for new steps, as the API keeps them. */
function savedOf(body: SequenceBody, fields: Partial<Sequence> = {}): Sequence {
  const steps = body.steps.map((step, i) => ({
    id: step.id ?? `st-new-${String(i)}`,
    type: step.type,
    wait: step.wait,
    at_hour: step.at_hour ?? null,
    subject: step.subject ?? null,
    preheader: step.preheader ?? null,
    content: step.content ?? null,
    tag: step.tag ?? null,
    status: step.status ?? null,
    stats: welcome.steps.find((s) => s.id === step.id)?.stats ?? NO_STATS,
  }));
  const flagged = body.steps.some((s) => /cures/.test(`${s.subject ?? ''} ${s.content ?? ''}`));
  return {
    ...welcome,
    name: body.name,
    trigger: { type: body.trigger.type, tag: body.trigger.tag ?? null, status: body.trigger.status ?? null },
    basis: body.basis ?? 'subscribers',
    time_zone: body.time_zone ?? 'UTC',
    steps,
    warnings: flagged ? [claim] : [],
    ...fields,
  };
}

/** Welcome's endpoints, the composer's (block choices, preview) and the step test. */
function sequenceServer(routes: Record<string, unknown> = {}) {
  let current = welcome;
  return fakeServer({
    'GET /tenants/t-1/products': [],
    'GET /tenants/t-1/blogs': [],
    [`GET ${SEQUENCES}`]: () => [current],
    [`GET ${SEQUENCES}/templates`]: [template],
    'POST /tenants/t-1/campaigns/preview': (request: SentRequest) => {
      const draft = request.body as { subject: string; content: string };
      return {
        html: `<html><head></head><body><h1>${draft.subject}</h1>${draft.content}</body></html>`,
        subject: draft.subject,
        text: draft.subject,
        warnings: /cures/.test(draft.subject) ? [claim] : [],
        blockers: [],
      };
    },
    [`PUT ${SEQUENCES}/q-1`]: (request: SentRequest) => (current = savedOf(request.body as SequenceBody)),
    [`POST ${SEQUENCES}/q-1/test`]: { message: 'A test email is on its way to jane@example.com', to: 'jane@example.com' },
    ...routes,
  });
}

const step = (n: number) => within(screen.getByRole('group', { name: `Step ${String(n)}` }));

describe('back-office Sequences', () => {
  it('lists sequences with their people and creates one from a template', async () => {
    const server = sequenceServer({ [`POST ${SEQUENCES}`]: (request: SentRequest) => reply(201, savedOf(request.body as SequenceBody)) });
    const { user } = renderBackofficeScreen(<SequencesRoute />);
    const table = await screen.findByRole('table', { name: 'Sequences' });
    expect(within(table).getByText('2 in · 1 completed · 0 left')).toBeInTheDocument();
    expect(within(table).getByText('A subscription is confirmed')).toBeInTheDocument();
    expect(within(table).getByText('Draft')).toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Start from'), 'new_lead_follow_up');
    await user.click(screen.getByRole('button', { name: 'New sequence' }));
    expect(screen.getByLabelText('Name')).toHaveValue('New lead follow-up (10 days)');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    await waitFor(() => expect(server.sent(`POST ${SEQUENCES}`)).toHaveLength(1));
    expect(server.last(`POST ${SEQUENCES}`).body).toEqual({
      name: 'New lead follow-up (10 days)',
      trigger: { type: 'lead_captured' },
      basis: 'enquiry',
      exit_statuses: ['customer'],
      time_zone: localTimeZone(),
      steps: [{ type: 'email', wait: { amount: 0, unit: 'days' }, subject: 'Thanks', content: '<p>Thanks</p>' }],
    });
    expect(await screen.findByText('Sequence saved')).toBeInTheDocument();
    // Saved: the editor now edits the created sequence (its status and figures shown).
    expect(screen.getByRole('group', { name: 'Sequence status' })).toHaveTextContent('3 enrolled · 2 in it now · 1 completed · 0 left');
  });

  it('adds steps of each kind, reorders and removes them, and saves them in order (existing steps keep their ids)', async () => {
    const server = sequenceServer();
    const { user } = renderBackofficeScreen(<SequencesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Welcome' }));
    // The saved email step's figures.
    expect(step(1).getByText('Sent 12 · Opened 7 · Clicked 3 · Buy clicks 2 · Unsubscribed 1')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Berlin');

    await user.click(screen.getByRole('button', { name: 'Add a tag step' }));
    await user.type(step(2).getByLabelText('Step 2 tag'), 'warm');
    await user.clear(step(2).getByLabelText('Step 2 wait'));
    await user.type(step(2).getByLabelText('Step 2 wait'), '2');
    await user.click(screen.getByRole('button', { name: 'Add a status step' }));
    await user.selectOptions(step(3).getByLabelText('Step 3 status'), 'prospect');
    await user.click(screen.getByRole('button', { name: 'Add an email' }));
    // A new email step opens in the composer.
    await user.type(await step(4).findByLabelText(/^Subject/), 'Two days on');
    await user.selectOptions(step(4).getByLabelText('Step 4 hour'), '10');
    await user.click(step(4).getByRole('button', { name: 'Done with step 4’s email' }));
    expect(step(4).getByText('“Two days on”')).toBeInTheDocument();

    // The email moves above the status step; the tag step goes.
    await user.click(step(4).getByRole('button', { name: 'Move step 4 up' }));
    expect(step(3).getByLabelText('Step 3 action')).toHaveValue('email');
    await user.click(step(2).getByRole('button', { name: 'Remove step 2' }));
    expect(screen.queryByRole('group', { name: 'Step 4' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    await waitFor(() => expect(server.sent(`PUT ${SEQUENCES}/q-1`)).toHaveLength(1));
    const body = server.last(`PUT ${SEQUENCES}/q-1`).body as SequenceBody;
    expect(body.time_zone).toBe('Europe/Berlin');
    expect(body.steps).toEqual([
      { id: 'st-1', type: 'email', wait: { amount: 0, unit: 'hours' }, subject: 'Hello', content: '<p>Hi</p>' },
      { type: 'email', wait: { amount: 1, unit: 'days' }, at_hour: 10, subject: 'Two days on', content: '' },
      { type: 'set_status', wait: { amount: 0, unit: 'hours' }, status: 'prospect' },
    ]);
    expect(await screen.findByText('Sequence saved')).toBeInTheDocument();

    // A second save edits the steps the first one created (their ids came back), instead of adding them again.
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Welcome, in order');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    await waitFor(() => expect(server.sent(`PUT ${SEQUENCES}/q-1`)).toHaveLength(2));
    const again = server.last(`PUT ${SEQUENCES}/q-1`).body as SequenceBody;
    expect(again.steps.map((s) => s.id)).toEqual(['st-1', 'st-new-1', 'st-new-2']);
  });

  it('shows the server’s field errors on the step they belong to', async () => {
    sequenceServer({
      [`PUT ${SEQUENCES}/q-1`]: reply(400, { message: 'Validation failed', details: { 'steps.1.subject': 'Subject is required' } }),
    });
    const { user } = renderBackofficeScreen(<SequencesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Welcome' }));
    await user.click(screen.getByRole('button', { name: 'Add an email' }));
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    // Step 2's composer is open, with the error under its subject.
    expect(await step(2).findByText('Subject is required')).toBeInTheDocument();
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
  });

  it('previews a step’s email with its compliance warnings, and sends it as a test after saving it', async () => {
    const server = sequenceServer();
    const { user } = renderBackofficeScreen(<SequencesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Welcome' }));
    // The first email step is open in the composer: its preview is the API's rendering of it.
    const subject = await step(1).findByLabelText(/^Subject/);
    await user.clear(subject);
    await user.type(subject, 'Green tea cures colds');
    await expect
      .poll(async () => (await screen.findByTitle('Email preview (desktop)', undefined, PREVIEW_WAIT)).getAttribute('srcdoc'), PREVIEW_WAIT)
      .toContain('<h1>Green tea cures colds</h1>');
    expect(server.last('POST /tenants/t-1/campaigns/preview').body).toEqual({
      subject: 'Green tea cures colds',
      preheader: '',
      content: '<p>Hi</p>',
    });
    expect(await step(1).findByTestId('compliance-warnings')).toHaveTextContent('Compliance check: 1 sentence needs a second look');

    await user.click(step(1).getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('A test email is on its way to jane@example.com')).toBeInTheDocument();
    // Saved first (the test is of the saved step), then the test of step index 0.
    expect(server.sent(`PUT ${SEQUENCES}/q-1`)).toHaveLength(1);
    expect(server.last(`POST ${SEQUENCES}/q-1/test`).body).toEqual({ step: 0 });
    // Nothing changed since: a second test does not save again.
    await user.click(step(1).getByRole('button', { name: 'Send a test to me' }));
    await waitFor(() => expect(server.sent(`POST ${SEQUENCES}/q-1/test`)).toHaveLength(2));
    expect(server.sent(`PUT ${SEQUENCES}/q-1`)).toHaveLength(1);
  });

  it('shows the compliance warnings on the step whose words they are about', async () => {
    const second = {
      ...welcome.steps[0],
      id: 'st-2',
      subject: 'Spring tea',
      content: '<p>This tea <b>cures</b> colds.</p>',
      stats: NO_STATS,
    };
    sequenceServer({ [`GET ${SEQUENCES}`]: [{ ...welcome, steps: [welcome.steps[0], second], warnings: [claim] }] });
    const { user } = renderBackofficeScreen(<SequencesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Welcome' }));
    expect(await step(2).findByTestId('compliance-warnings')).toHaveTextContent('This tea cures colds.');
    expect(step(1).queryByTestId('compliance-warnings')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('compliance-warnings')).toHaveLength(1);
  });

  it('activates from the editor once the compliance warnings are acknowledged, then pauses, with toasts', async () => {
    const flagged = { ...welcome, warnings: [claim] };
    let status: Sequence['status'] = 'draft';
    const server = sequenceServer({
      [`GET ${SEQUENCES}`]: () => [{ ...flagged, status }],
      [`POST ${SEQUENCES}/q-1/activate`]: (request: SentRequest) => {
        if (!(request.body as { acknowledge_warnings?: boolean }).acknowledge_warnings)
          return reply(400, { message: 'Compliance check', code: 'COMPLIANCE_ACK_REQUIRED', details: { warnings: [claim] } });
        status = 'active';
        return { ...flagged, status };
      },
      [`POST ${SEQUENCES}/q-1/pause`]: () => {
        status = 'paused';
        return { ...flagged, status };
      },
    });
    const { user } = renderBackofficeScreen(<SequencesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Welcome' }));
    const header = within(screen.getByRole('group', { name: 'Sequence status' }));
    expect(header.getByText('Draft')).toBeInTheDocument();
    await user.click(header.getByRole('button', { name: 'Activate' }));

    // Refused until acknowledged: the warnings with "Activate anyway".
    await user.click(await screen.findByRole('button', { name: 'Activate anyway' }));
    await waitFor(() => expect(server.sent(`POST ${SEQUENCES}/q-1/activate`)).toHaveLength(2));
    expect(server.sent(`POST ${SEQUENCES}/q-1/activate`).map((r) => r.body)).toEqual([{}, { acknowledge_warnings: true }]);
    expect(await screen.findByText('“Welcome” is active')).toBeInTheDocument();
    expect(await header.findByText('Active')).toBeInTheDocument();
    // Unchanged since saved: activating did not save again.
    expect(server.sent(`PUT ${SEQUENCES}/q-1`)).toHaveLength(0);

    await user.click(header.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('“Welcome” is paused')).toBeInTheDocument();
    expect(await header.findByText('Paused')).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('activates and pauses from the list', async () => {
    const server = sequenceServer({
      [`GET ${SEQUENCES}`]: [welcome, { ...welcome, id: 'q-3', name: 'Running', status: 'active' }],
      [`POST ${SEQUENCES}/q-1/activate`]: { ...welcome, status: 'active' },
      [`POST ${SEQUENCES}/q-3/pause`]: { ...welcome, id: 'q-3', name: 'Running', status: 'paused' },
    });
    const { user } = renderBackofficeScreen(<SequencesRoute />);
    await user.click(await screen.findByRole('button', { name: 'Activate Welcome' }));
    expect(await screen.findByText('“Welcome” is active')).toBeInTheDocument();
    expect(server.last(`POST ${SEQUENCES}/q-1/activate`).body).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Pause Running' }));
    expect(await screen.findByText('“Running” is paused')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignsRoute } from '@/features/backoffice/campaigns/routes/campaigns';
import { CAMPAIGN_ID, campaignOf, campaignServer, previewHtml } from '@/features/backoffice/campaigns/test/campaign-server';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';

const CAMPAIGNS = '/tenants/t-1/campaigns';
const ACKNOWLEDGE = 'I have read the warnings and take responsibility for sending this content';
/** The preview follows the draft once typing pauses for 600 ms. */
const PREVIEW_WAIT = { timeout: 3000 };

const openComposer = (campaign = 'new') =>
  renderBackofficeScreen(<CampaignsRoute />, { url: `/backoffice/campaigns?campaign=${campaign}` });

const previewFrame = (device = 'desktop') => screen.findByTitle(`Email preview (${device})`, undefined, PREVIEW_WAIT);

describe('campaign composer', () => {
  it('draft → preview → test → send: a flagged claim must be acknowledged before the send goes out', async () => {
    const { server, current } = campaignServer();
    const { user, router } = openComposer();

    // Draft: the subject makes a health claim.
    await user.type(await screen.findByLabelText(/^Subject/), 'Green tea cures colds');
    await user.type(screen.getByLabelText(/^Preheader/), 'Spring offers inside');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    // Preview: the email the server renders for the draft, with its compliance warnings.
    await expect.poll(async () => (await previewFrame()).getAttribute('srcdoc'), PREVIEW_WAIT).toContain('<h1>Green tea cures colds</h1>');
    expect(server.last(`POST ${CAMPAIGNS}/preview`).body).toEqual({
      subject: 'Green tea cures colds',
      preheader: 'Spring offers inside',
      content: '',
    });
    expect(screen.getByText('Green tea cures colds', { selector: 'strong' })).toBeInTheDocument();
    const warnings = await screen.findByTestId('compliance-warnings');
    expect(warnings).toHaveTextContent('Compliance check: 1 sentence needs a second look');
    expect(within(warnings).getByText('cures', { selector: 'mark' })).toBeInTheDocument();

    // Test: saving first creates the campaign, then the test goes to the distributor.
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText('Test email sent to jane@example.com')).toBeInTheDocument();
    expect(server.last(`POST ${CAMPAIGNS}`).body).toEqual({
      subject: 'Green tea cures colds',
      preheader: 'Spring offers inside',
      content: '',
    });
    expect(server.sent(`POST ${CAMPAIGNS}/${CAMPAIGN_ID}/test`)).toHaveLength(1);
    expect(router.state.location.search).toBe(`?campaign=${CAMPAIGN_ID}`);
    // The saved campaign opens in place of the new one, under its subject.
    expect(await screen.findByRole('heading', { name: 'Green tea cures colds' })).toBeInTheDocument();

    // Send: the dialog repeats the warnings and holds the send until they are acknowledged.
    await user.click(screen.getByRole('button', { name: 'Send or schedule…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send campaign' }));
    expect(dialog.getByTestId('compliance-warnings')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send now' })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: ACKNOWLEDGE }));
    await user.click(dialog.getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Sending started')).toBeInTheDocument();
    expect(server.last(`POST ${CAMPAIGNS}/${CAMPAIGN_ID}/send`).body).toEqual({ acknowledge_warnings: true, audience: 'all' });
    expect(current()?.status).toBe('sending');
    // The composer gives way to the live progress of the send.
    expect(await screen.findByLabelText('Sending progress')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Subject/)).not.toBeInTheDocument();
  });

  it('a draft without warnings is sent without the acknowledgement box', async () => {
    const { server } = campaignServer(campaignOf({ subject: 'May news', preheader: '', content: '<p>New flavours are in.</p>' }));
    const { user } = openComposer(CAMPAIGN_ID);

    expect(await screen.findByLabelText(/^Subject/)).toHaveValue('May news');
    await user.click(screen.getByRole('button', { name: 'Send or schedule…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send campaign' }));
    expect(dialog.queryByRole('checkbox', { name: ACKNOWLEDGE })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Sending started')).toBeInTheDocument();
    expect(server.last(`POST ${CAMPAIGNS}/${CAMPAIGN_ID}/send`).body).toEqual({ acknowledge_warnings: false, audience: 'all' });
    // Nothing changed since it was saved: sending did not save it again.
    expect(server.sent(`PUT ${CAMPAIGNS}/${CAMPAIGN_ID}`)).toHaveLength(0);
  });

  it('sends to the recently engaged subscribers only when the distributor chooses so', async () => {
    const { server, current } = campaignServer(campaignOf({ subject: 'May news', preheader: '', content: '<p>New flavours are in.</p>' }));
    const { user } = openComposer(CAMPAIGN_ID);

    await user.click(await screen.findByRole('button', { name: 'Send or schedule…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send campaign' }));
    expect(dialog.getByRole('radio', { name: 'All confirmed subscribers' })).toBeChecked();
    expect(dialog.getByText(/goes to every confirmed subscriber of your site/)).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: /Recently engaged subscribers/ }));
    expect(dialog.getByText(/goes to your recently engaged subscribers/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Sending started')).toBeInTheDocument();
    expect(server.last(`POST ${CAMPAIGNS}/${CAMPAIGN_ID}/send`).body).toEqual({ acknowledge_warnings: false, audience: 'engaged' });
    expect(current()?.audience).toBe('engaged');
  });

  it('narrows a send to the contacts with a tag and a status when the distributor chooses them', async () => {
    const { server, current } = campaignServer(
      campaignOf({ subject: 'VIP news', preheader: '', content: '<p>For our best customers.</p>' }),
    );
    const { user } = openComposer(CAMPAIGN_ID);

    await user.click(await screen.findByRole('button', { name: 'Send or schedule…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send campaign' }));
    await user.type(dialog.getByLabelText(/Only contacts tagged/), 'VIP');
    await user.selectOptions(dialog.getByLabelText(/Only contacts with status/), 'customer');
    expect(dialog.getByText(/tagged “vip” and marked Customer in your contacts/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Sending started')).toBeInTheDocument();
    expect(server.last(`POST ${CAMPAIGNS}/${CAMPAIGN_ID}/send`).body).toEqual({
      acknowledge_warnings: false,
      audience: 'all',
      audience_tag: 'VIP',
      audience_status: 'customer',
    });
    expect(current()).toMatchObject({ audience_tag: 'vip', audience_status: 'customer' });
  });

  it('shows why a send is paused when the complaint guard stopped it', async () => {
    const reason =
      'Sending paused automatically: 0.4 % of your recent campaign emails were reported as spam (the limit is 0.3 %). ' +
      'An administrator will review your list and resume sending.';
    campaignServer(
      campaignOf(
        { subject: 'May news', preheader: '', content: '<p>New flavours are in.</p>' },
        {
          status: 'sending',
          status_reason: reason,
          scheduled_at: '2026-05-01T10:10:00.000Z',
          stats: {
            recipients: 100,
            queued: 75,
            sent: 25,
            failed: 0,
            bounced: 0,
            opened: 0,
            clicked: 0,
            complained: 1,
            unsubscribed: 0,
            buy_clicks: 0,
          },
        },
      ),
    );
    openComposer(CAMPAIGN_ID);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sending is paused');
    expect(alert).toHaveTextContent(reason);
  });

  it('without a postal address the compliance check says so, links to Settings, and no send or schedule can go out', async () => {
    const { server, current } = campaignServer(campaignOf({ subject: 'May news', preheader: '', content: '<p>New flavours are in.</p>' }), {
      address: false,
    });
    const { user, router } = openComposer(CAMPAIGN_ID);

    const blockers = await screen.findByTestId('sending-blockers');
    expect(blockers).toHaveTextContent('Compliance check: this campaign cannot be sent yet');
    expect(blockers).toHaveTextContent(
      'Add your postal address before sending: the law requires a postal address in every marketing email',
    );
    const fix = within(blockers).getByRole('link', { name: 'Add your postal address in Settings' });
    expect(fix).toHaveAttribute('href', '/backoffice/settings');

    await user.click(screen.getByRole('button', { name: 'Send or schedule…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send campaign' }));
    expect(dialog.getByTestId('sending-blockers')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send now' })).toBeDisabled();
    await user.click(dialog.getByRole('radio', { name: 'Schedule for later' }));
    expect(dialog.getByRole('button', { name: 'Schedule send' })).toBeDisabled();
    expect(server.sent(`POST ${CAMPAIGNS}/${CAMPAIGN_ID}/send`)).toHaveLength(0);
    expect(current()?.status).toBe('draft');

    // The link leads to the settings screen, where the address is added.
    await user.click(dialog.getByRole('link', { name: 'Add your postal address in Settings' }));
    expect(router.state.location.pathname).toBe('/backoffice/settings');
  });

  it('an edited draft is saved before the dialog opens, and can be scheduled', async () => {
    const { server } = campaignServer(campaignOf({ subject: 'May news', preheader: '', content: '<p>Hi</p>' }));
    const { user } = openComposer(CAMPAIGN_ID);
    await user.type(await screen.findByLabelText(/^Subject/), ' (2)');

    await user.click(screen.getByRole('button', { name: 'Send or schedule…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send campaign' }));
    expect(server.last(`PUT ${CAMPAIGNS}/${CAMPAIGN_ID}`).body).toMatchObject({ subject: 'May news (2)' });

    await user.click(dialog.getByRole('radio', { name: 'Schedule for later' }));
    expect(dialog.getByLabelText(/^Date and time/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Schedule send' }));

    expect(await screen.findByText('Send scheduled')).toBeInTheDocument();
    const sent = server.last(`POST ${CAMPAIGNS}/${CAMPAIGN_ID}/send`).body as { scheduled_at: string };
    // The dialog proposes one hour from now.
    expect(Date.parse(sent.scheduled_at)).toBeGreaterThan(Date.now());
    expect(await screen.findByRole('button', { name: 'Cancel scheduled send' })).toBeInTheDocument();
  });

  it('the preview switches between desktop and phone width', async () => {
    campaignServer(campaignOf({ subject: 'May news', preheader: '', content: '<p>Hi</p>' }));
    const { user } = openComposer(CAMPAIGN_ID);
    expect((await previewFrame()).getAttribute('srcdoc')).toContain(
      previewHtml({ subject: 'May news', preheader: '', content: '<p>Hi</p>' }).slice(-30),
    );

    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(await previewFrame('mobile')).toHaveStyle({ width: '375px' });
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsRoute } from '@/features/backoffice/settings/routes/settings';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { fakeServer } from '@/test/fake-server';
import { settingsAnswer } from '@/test/fixtures';

describe('Settings → Follow-up reminders (docs/product.md "Contacts")', () => {
  it("shows the country's zone until one is chosen, and saves a zone and the digest switch", async () => {
    const server = fakeServer({ 'GET /tenants/t-1/settings': settingsAnswer() });
    // The server keeps what was saved: later reads answer it too.
    const saved = settingsAnswer({
      settings: { time_zone: 'Europe/Berlin', effective_time_zone: 'Europe/Berlin', follow_up_digest: false },
    });
    server.on('PUT /tenants/t-1/settings', () => {
      server.on('GET /tenants/t-1/settings', saved);
      return saved;
    });
    const { user } = renderBackofficeScreen(<SettingsRoute />);

    const panel = (await screen.findByRole('heading', { name: 'Follow-up reminders' })).closest('section') ?? document.body;
    const zone = within(panel).getByLabelText('Time zone');
    expect(zone).toHaveValue('');
    expect(within(zone).getByRole('option', { name: "My country's time zone (America/New_York)" })).toBeInTheDocument();
    const digest = within(panel).getByRole('switch', { name: /Daily follow-up digest/ });
    expect(digest).toBeChecked();
    const save = within(panel).getByRole('button', { name: 'Save reminders' });
    expect(save).toBeDisabled();

    await user.selectOptions(zone, 'Europe/Berlin');
    await user.click(digest);
    await user.click(save);
    // The saved answer replaces the settings: the panel shows it afresh.
    expect(await screen.findByText('The digest is off.')).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    const sent = server.last('PUT /tenants/t-1/settings').body;
    expect(sent instanceof FormData ? Object.fromEntries(sent.entries()) : sent).toEqual({
      time_zone: 'Europe/Berlin',
      follow_up_digest: 'false',
    });
  });
});

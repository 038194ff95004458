import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SettingsRoute } from '@/features/backoffice/settings/routes/settings';
import { pendingDomain, takenDomain, verifiedDomain } from '@/features/backoffice/settings/test/domain-answers';
import { renderBackofficeScreen } from '@/features/backoffice/test/render-backoffice';
import { DOMAIN_POLL_MS } from '@/lib/domain-health';
import { fakeServer } from '@/test/fake-server';
import { settingsAnswer } from '@/test/fixtures';

const SETTINGS = 'GET /tenants/t-1/settings';

const openSettings = (options?: Parameters<typeof renderBackofficeScreen>[1]) => renderBackofficeScreen(<SettingsRoute />, options);

/** The step the stepper shows as current (Mantine marks its button with data-progress): "1Personal info…". */
const currentStep = () => screen.getAllByRole('button').find((button) => button.hasAttribute('data-progress'))?.textContent;

/** A step's button in the stepper; its name is the step number, label and description. */
const stepButton = (label: string) => screen.getByRole('button', { name: new RegExp(`^\\d${label}`) });

describe('settings stepper', () => {
  it('steps through the five steps with Next and Back, showing each step’s fields', async () => {
    fakeServer({ [SETTINGS]: settingsAnswer({ settings: { first_name: 'Jane', last_name: 'Doe' } }) });
    const { user } = openSettings();

    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    expect(screen.getByRole('form', { name: 'Settings' })).toBeInTheDocument();
    expect(currentStep()).toMatch(/^\dPersonal info/);
    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
    await next();
    expect(currentStep()).toMatch(/^\dSite/);
    expect(screen.getByLabelText('Site name')).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    await next();
    expect(screen.getByLabelText('Company joining link')).toBeInTheDocument();
    await next();
    expect(screen.getByRole('radio', { name: 'Subdomain (jane.localhost)' })).toBeChecked();
    expect(screen.queryByLabelText('Custom domain')).not.toBeInTheDocument();
    await next();
    expect(currentStep()).toMatch(/^\dPublish/);
    // A switch's accessible name is its label and its description (both inside its <label>).
    expect(screen.getByRole('switch', { name: /^Publish my site/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentStep()).toMatch(/^\dDomain/);
  });

  it('the Site step offers the site language, each language by its own name, and saves the choice', async () => {
    const server = fakeServer({ [SETTINGS]: settingsAnswer({ settings: { country: 'JP', site_language: 'ja' } }) });
    const { user } = openSettings();
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await user.click(stepButton('Site'));
    const language = screen.getByLabelText('Site language');
    expect(language).toHaveValue('ja');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'Español', 'Français', '繁體中文', '한국어', '日本語']);

    server.on('PUT /tenants/t-1/settings', settingsAnswer({ settings: { country: 'JP', site_language: 'zh-Hant' } }));
    await user.selectOptions(language, '繁體中文');
    await user.click(stepButton('Publish'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await expect.poll(() => server.sent('PUT /tenants/t-1/settings').length).toBe(1);
    expect(Object.fromEntries((server.last('PUT /tenants/t-1/settings').body as FormData).entries())).toEqual({ site_language: 'zh-Hant' });
  });

  it('choosing "My own domain" asks for the domain, checks it, and saves only what changed', async () => {
    const server = fakeServer({ [SETTINGS]: settingsAnswer() });
    const { user } = openSettings();
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await user.click(stepButton('Domain'));

    await user.click(screen.getByRole('radio', { name: 'My own domain' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('Custom domain')).toHaveAccessibleDescription(/Enter your domain, e.g. www.example.com/);
    expect(server.sent('PUT /tenants/t-1/settings')).toHaveLength(0);

    // The server keeps what was saved: later reads answer the new domain too.
    server.on('PUT /tenants/t-1/settings', () => {
      server.on(SETTINGS, pendingDomain());
      return pendingDomain();
    });
    await user.type(screen.getByLabelText('Custom domain'), ' Shop.Example.org ');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    // Saved: the form closes and the DNS instructions for the new domain appear.
    expect(await screen.findByRole('heading', { name: 'Connect shop.example.org' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your settings' })).toBeInTheDocument();
    const sent = server.last('PUT /tenants/t-1/settings').body as FormData;
    expect(Object.fromEntries(sent.entries())).toEqual({ domain_type: 'custom_domain', custom_domain: 'shop.example.org' });
  });

  it('Cancel puts the saved values back', async () => {
    fakeServer({ [SETTINGS]: settingsAnswer({ settings: { first_name: 'Jane' } }) });
    const { user } = openSettings();
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Janet');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit settings' }));

    expect(screen.getByLabelText('First name')).toHaveValue('Jane');
  });
});

describe('custom domain on the settings screen', () => {
  it('while pending: the records to create, the status chips and the certificate state', async () => {
    fakeServer({ [SETTINGS]: pendingDomain() });
    openSettings();
    const panel = within(await screen.findByRole('region', { name: 'Connect shop.example.org' }));
    expect(panel.getByRole('table', { name: 'DNS records to create' })).toBeInTheDocument();
    expect(panel.getByLabelText('DNS status: Pending')).toBeInTheDocument();
    expect(panel.getByText('No certificate yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your domain' })).not.toBeInTheDocument();
  });

  it('polls while DNS is pending: the status chips change when the answer does, and the instructions go', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ [SETTINGS]: pendingDomain() });
    openSettings({ userEvent: { advanceTimers: vi.advanceTimersByTime } });
    expect(await screen.findAllByLabelText('DNS status: Pending')).not.toHaveLength(0);
    expect(screen.getByText('Checking for updates every few seconds…')).toBeInTheDocument();

    // The worker found the records; the certificate is being issued.
    server.on(SETTINGS, verifiedDomain({ status: 'issuing' }));
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_POLL_MS));

    const health = within(await screen.findByRole('region', { name: 'Your domain' }));
    expect(health.getByLabelText('DNS status: Verified')).toHaveTextContent('DNS: Verified');
    expect(health.getByText('Issuing certificate…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Connect shop.example.org' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('DNS status: Pending')).not.toBeInTheDocument();

    // Still under way (issuing): polled again; once active the polling stops.
    server.on(SETTINGS, verifiedDomain({ status: 'active', not_after: '2027-02-19T12:00:00.000Z' }));
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_POLL_MS));
    expect(await health.findByText('Active until 19 Feb 2027')).toBeInTheDocument();
    expect(health.getByLabelText('Custom domain status: Verified')).toBeInTheDocument();
    const reads = server.sent(SETTINGS).length;
    await act(() => vi.advanceTimersByTimeAsync(DOMAIN_POLL_MS * 3));
    expect(server.sent(SETTINGS)).toHaveLength(reads);
  });

  it('Refresh DNS asks the worker to check now and re-reads the settings', async () => {
    const server = fakeServer({ [SETTINGS]: pendingDomain(), 'POST /tenants/t-1/settings/verify-domain': pendingDomain() });
    const { user } = openSettings();
    await user.click(await screen.findByRole('button', { name: 'Refresh DNS' }));

    expect(await screen.findByText('DNS check requested')).toBeInTheDocument();
    expect(server.sent('POST /tenants/t-1/settings/verify-domain')).toHaveLength(1);
    expect(server.sent(SETTINGS).length).toBeGreaterThanOrEqual(2);
  });

  it('a claim taken by another site: the reason stays on screen, not the domain health', async () => {
    fakeServer({ [SETTINGS]: takenDomain() });
    openSettings();
    expect(await screen.findByText(/This domain was verified by another site/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your domain' })).not.toBeInTheDocument();
  });

  it('without a custom domain: neither panel, the site is Active on its subdomain', async () => {
    fakeServer({ [SETTINGS]: settingsAnswer({ settings: { subdomain: 'jane', domain_type: 'sub_domain' } }) });
    openSettings();
    expect(await screen.findByRole('heading', { name: 'Your settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('Site status: Active')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Connect/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'HTTPS certificate' })).not.toBeInTheDocument();
  });
});

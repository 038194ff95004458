import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgentsRoute } from '@/features/admin/agents/routes/agents';
import { renderAdminScreen } from '@/features/admin/test/render-admin';
import { fakeServer, reply } from '@/test/fake-server';
import { agent, agentSettingsAnswer } from '@/test/fixtures';

const jane = agent({ id: 'u-1', name: 'Jane Doe', email: 'jane@example.com', tenant_id: 't-1' });
const SETTINGS = 'GET /admin/settings/t-1';
const SAVE = 'PUT /admin/settings/t-1';

const template = (id: number, name: string) => ({ id, name, description: null, image: null, route: null });

/** Jane's site: on its subdomain, named, with a logo; or moving to a custom domain that waits for DNS. */
const subdomainSite = agentSettingsAnswer({
  settings: {
    subdomain: 'jane',
    first_name: 'Jane',
    last_name: 'Doe',
    site_name: 'Jane Wellness',
    site_logo_url: '/uploads/2026/05/logo.png',
  },
});
const pendingCustomDomain = agentSettingsAnswer({
  settings: { subdomain: 'jane', domain_type: 'custom_domain', custom_domain: 'shop.example.org' },
  verification: {
    status: 'pending',
    domain: 'shop.example.org',
    records: [{ type: 'TXT', name: '_ds-verify.shop.example.org', value: 'token-123' }],
    message: 'Waiting for DNS',
  },
});

function openAgents(settings = subdomainSite) {
  const server = fakeServer({
    'GET /admin/tenant-users': {
      users: [jane],
      userStats: { total: 1, active: 1, inactive: 0 },
      pagination: { page: 1, limit: 10, total: 1 },
    },
    [SETTINGS]: settings,
    'GET /templates': [template(1, 'Classic'), template(2, 'Modern')],
  });
  return { server, ...renderAdminScreen(<AgentsRoute />, { url: '/admin/agents' }) };
}

type Screen = ReturnType<typeof openAgents>;

/** Opens Jane's website setup from the list; answers the wizard dialog once her settings are in. */
async function openWizard({ user }: Screen) {
  await user.click(await screen.findByRole('button', { name: 'Website setup for Jane Doe' }));
  const dialog = await screen.findByRole('dialog', { name: 'Website setup: Jane Doe' });
  await within(dialog).findByRole('form', { name: 'Website setup' });
  return within(dialog);
}

type Wizard = Awaited<ReturnType<typeof openWizard>>;

/** A step's button in the stepper, named by its number (a check mark once done), label and description. */
const stepButton = (wizard: Wizard, label: string) =>
  wizard.getByRole('button', { name: (name) => name.replace(/^\d/, '').startsWith(label) });

const progress = (wizard: Wizard) => wizard.getByText(/^Step \d of 5:/).textContent;

describe('website setup wizard', () => {
  it('steps 0 to 4 with Next and Back, each with its own fields, ending on the review', async () => {
    const view = openAgents();
    const wizard = await openWizard(view);
    const next = () => view.user.click(wizard.getByRole('button', { name: 'Next' }));

    expect(progress(wizard)).toBe('Step 1 of 5: Personal info');
    expect(wizard.getByLabelText('First name')).toHaveValue('Jane');
    expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();

    await next();
    expect(progress(wizard)).toBe('Step 2 of 5: Site');
    expect(wizard.getByLabelText('Site name')).toHaveValue('Jane Wellness');
    expect(wizard.getByRole('img', { name: 'Site logo preview' })).toHaveAttribute('src', '/uploads/2026/05/logo.png');
    expect(await wizard.findByRole('button', { name: 'Classic: Selected' })).toBeDisabled();

    await next();
    expect(progress(wizard)).toBe('Step 3 of 5: Company links');
    expect(wizard.getByLabelText('Company joining link')).toBeInTheDocument();

    await next();
    expect(progress(wizard)).toBe('Step 4 of 5: Domain');
    expect(wizard.getByRole('radio', { name: 'Subdomain (jane.localhost)' })).toBeChecked();
    expect(wizard.queryByLabelText('Custom domain')).not.toBeInTheDocument();
    expect(wizard.getByLabelText('Site status: Active')).toBeInTheDocument();

    await next();
    expect(progress(wizard)).toBe('Step 5 of 5: Publish');
    const review = within(wizard.getByRole('region', { name: 'Review' }));
    expect(review.getByText('Site logo:').parentElement).toHaveTextContent('Site logo: Current logo');
    expect(review.getByText('Domain type:').parentElement).toHaveTextContent('Domain type: Subdomain');
    expect(wizard.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(wizard.getByRole('button', { name: 'Save settings' })).toBeInTheDocument();

    await view.user.click(wizard.getByRole('button', { name: 'Back' }));
    expect(progress(wizard)).toBe('Step 4 of 5: Domain');
  });

  it('a pending custom domain shows its DNS records on the Domain step, with the status chips once', async () => {
    const view = openAgents(pendingCustomDomain);
    const wizard = await openWizard(view);
    await view.user.click(stepButton(wizard, 'Domain'));

    expect(wizard.getByRole('radio', { name: 'My own domain' })).toBeChecked();
    expect(wizard.getByLabelText('Custom domain')).toHaveValue('shop.example.org');
    expect(wizard.getByRole('heading', { name: 'Connect shop.example.org' })).toBeInTheDocument();
    expect(within(wizard.getByRole('table', { name: 'DNS records to create' })).getByText('token-123')).toBeInTheDocument();
    expect(wizard.getAllByLabelText(/^DNS status:/)).toHaveLength(1);

    await view.user.click(stepButton(wizard, 'Site'));
    expect(wizard.getByText('No logo uploaded: the storefront shows the default logo.')).toBeInTheDocument();

    await view.user.click(stepButton(wizard, 'Publish'));
    const review = wizard.getByRole('region', { name: 'Review' });
    expect(review).toHaveTextContent('Site logo: Default logo');
    expect(review).toHaveTextContent('Domain type: Custom domain');
    expect(review).toHaveTextContent('Custom domain: shop.example.org');
  });

  it('saves only the changed fields, then closes; reopening starts again at step 1', async () => {
    const view = openAgents();
    view.server.on(SAVE, agentSettingsAnswer({ settings: { ...subdomainSite.settings, site_name: 'Jane’s Corner' } }));
    let wizard = await openWizard(view);
    await view.user.click(wizard.getByRole('button', { name: 'Next' }));
    await view.user.clear(wizard.getByLabelText('Site name'));
    await view.user.type(wizard.getByLabelText('Site name'), 'Jane’s Corner');
    await view.user.click(stepButton(wizard, 'Publish'));
    expect(within(wizard.getByRole('region', { name: 'Review' })).getByText('Site name:').parentElement).toHaveTextContent('Jane’s Corner');

    await view.user.click(wizard.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Object.fromEntries((view.server.last(SAVE).body as FormData).entries())).toEqual({ site_name: 'Jane’s Corner' });

    wizard = await openWizard(view);
    expect(progress(wizard)).toBe('Step 1 of 5: Personal info');
  });

  it('the site language: the six languages by their own names on the Site step, the choice in the review and the save', async () => {
    const view = openAgents();
    view.server.on(SAVE, agentSettingsAnswer({ settings: { ...subdomainSite.settings, site_language: 'ko' } }));
    const wizard = await openWizard(view);
    await view.user.click(wizard.getByRole('button', { name: 'Next' }));
    const language = wizard.getByLabelText('Site language');
    expect(language).toHaveValue('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['fr', 'Français'],
      ['zh-Hant', '繁體中文'],
      ['ko', '한국어'],
      ['ja', '日本語'],
    ]);
    await view.user.selectOptions(language, '한국어');
    await view.user.click(stepButton(wizard, 'Publish'));
    expect(within(wizard.getByRole('region', { name: 'Review' })).getByText('Site language:').parentElement).toHaveTextContent('한국어');

    await view.user.click(wizard.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(Object.fromEntries((view.server.last(SAVE).body as FormData).entries())).toEqual({ site_language: 'ko' });
  });

  it("the server's field errors move the wizard to the failing step and list them", async () => {
    const view = openAgents();
    view.server.on(
      SAVE,
      reply(400, {
        message: 'Validation failed',
        code: 'VALIDATION_FAILED',
        details: { nht_joining_link: 'Must be a URL on the company website' },
      }),
    );
    const wizard = await openWizard(view);
    await view.user.click(stepButton(wizard, 'Company links'));
    await view.user.type(wizard.getByLabelText('Company joining link'), 'https://elsewhere.example');
    await view.user.click(stepButton(wizard, 'Publish'));

    await view.user.click(wizard.getByRole('button', { name: 'Save settings' }));

    expect(await wizard.findByRole('alert')).toHaveTextContent('Please fix these fieldsMust be a URL on the company website');
    expect(progress(wizard)).toBe('Step 3 of 5: Company links');
    expect(wizard.getByLabelText('Company joining link')).toHaveAccessibleDescription('Must be a URL on the company website');
  });

  it("the member ID: the country's example as hint, saved with the links, and the server's pattern error on its field", async () => {
    const view = openAgents(agentSettingsAnswer({ settings: { ...subdomainSite.settings, member_id_example: 'US1234567' } }));
    view.server.on(
      SAVE,
      reply(400, {
        message: 'Validation failed',
        code: 'VALIDATION_FAILED',
        details: { member_id: 'Member ID must look like US1234567' },
      }),
    );
    const wizard = await openWizard(view);
    await view.user.click(stepButton(wizard, 'Company links'));
    const memberId = wizard.getByLabelText('Member ID');
    expect(memberId).toHaveAttribute('placeholder', 'US1234567');
    expect(memberId).toHaveAccessibleDescription(
      'The ID the company gave you: every Buy and Join link of the site carries it, so sales are credited to you. It looks like US1234567.',
    );
    await view.user.type(memberId, '12-34');
    await view.user.click(stepButton(wizard, 'Publish'));
    expect(within(wizard.getByRole('region', { name: 'Review' })).getByText('Member ID:').parentElement).toHaveTextContent(
      'Member ID: 12-34',
    );

    await view.user.click(wizard.getByRole('button', { name: 'Save settings' }));

    expect(Object.fromEntries((view.server.last(SAVE).body as FormData).entries())).toEqual({ member_id: '12-34' });
    expect(await wizard.findByRole('alert')).toHaveTextContent('Member ID must look like US1234567');
    expect(progress(wizard)).toBe('Step 3 of 5: Company links');
    // The error first, the hint (with the example) still after it.
    expect(wizard.getByLabelText('Member ID')).toHaveAccessibleDescription(
      /^Member ID must look like US1234567 The ID the company gave you/,
    );
  });

  it('Cancel closes the wizard without saving', async () => {
    const view = openAgents();
    const wizard = await openWizard(view);
    await view.user.click(wizard.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.server.sent(SAVE)).toHaveLength(0);
  });
});

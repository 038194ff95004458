import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackofficeSignupRoute } from '@/features/auth/routes/backoffice-signup';
import { fakeServer, reply } from '@/test/fake-server';
import { renderScreen } from '@/test/render-screen';

const session = { token: 'tok-1', tenant_id: 't-1', user: { id: 'u-1' } };

/** The company catalog's countries (GET /catalog/countries): the sign-up list follows them. */
const CATALOG = {
  'GET /catalog/countries': {
    countries: [
      ['AU', 'AUD', 'en'],
      ['CA', 'CAD', 'en'],
      ['GB', 'GBP', 'en'],
      ['IN', 'INR', 'en'],
      ['JP', 'JPY', 'ja'],
      ['KR', 'KRW', 'ko'],
      ['MX', 'MXN', 'es'],
      ['US', 'USD', 'en'],
    ].map(([country, currency, language]) => ({ country, currency, language })),
  },
};

function openSignup() {
  return renderScreen(<BackofficeSignupRoute />, { url: '/backoffice-signup' });
}

type User = ReturnType<typeof openSignup>['user'];

/** A form that passes the client checks: Jane, jane@example.com, subdomain "jane-wellness" (pasted: quicker than typing). */
async function fillValidForm(user: User) {
  const fill = async (label: string, value: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  };
  await fill('First name', ' Jane ');
  await fill('Last name', 'Doe');
  await fill('Email', 'jane@example.com');
  await fill('Password', 'correct horse');
  await fill('Subdomain', 'jane-wellness');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create my site' }));

describe('distributor signup', () => {
  it("offers the sign-up fields, the catalog's countries by name and the site address preview", async () => {
    fakeServer(CATALOG);
    openSignup();
    for (const label of ['First name', 'Last name', 'Email', 'Password', 'Subdomain', 'Country', 'Mobile']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const country = screen.getByLabelText('Country');
    expect(country).toHaveValue('US');
    await within(country).findByRole('option', { name: 'South Korea' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Australia', 'Canada', 'India', 'Japan', 'Mexico', 'South Korea', 'United Kingdom', 'United States']);
    expect(screen.getByText('Your site: yourname.localhost')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to your back office' })).toHaveAttribute('href', '/backoffice-login');
  });

  it('checks every field before sending, and sends nothing while one fails', async () => {
    const server = fakeServer(CATALOG);
    const { user } = openSignup();

    await submit(user);

    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    expect(screen.getByLabelText('Subdomain')).toHaveAccessibleDescription(/Subdomain is required/);
    expect(server.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('explains a malformed email and subdomain, and types the subdomain in lower case without spaces', async () => {
    fakeServer();
    const { user } = openSignup();

    await user.type(screen.getByLabelText('Email'), 'jane.example.com');
    await user.type(screen.getByLabelText('Subdomain'), 'Jane Doe-');
    await submit(user);

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Subdomain')).toHaveValue('janedoe-');
    expect(screen.getByLabelText('Subdomain')).toHaveAccessibleDescription(
      /Use 3–63 lowercase letters, digits or hyphens, not starting or ending with a hyphen/,
    );
    expect(screen.getByText('Your site: janedoe-.localhost')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names, and a second refusal in its place", async () => {
    const server = fakeServer({
      'POST /users/signup': reply(409, {
        message: 'This subdomain is already taken',
        details: { subdomain: 'This subdomain is already taken' },
        code: 'SUBDOMAIN_TAKEN',
      }),
    });
    const { user } = openSignup();
    await fillValidForm(user);

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('This subdomain is already taken');
    expect(screen.getByLabelText('Subdomain')).toHaveAccessibleDescription(/This subdomain is already taken/);
    expect(screen.getByLabelText('Subdomain')).toHaveAttribute('aria-invalid', 'true');

    // Meanwhile someone signed up with the same email: the second attempt fails on another field.
    server.on(
      'POST /users/signup',
      reply(409, {
        message: 'An account with this email already exists',
        details: { email: 'An account with this email already exists' },
        code: 'EMAIL_TAKEN',
      }),
    );
    await submit(user);

    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists');
    expect(screen.getByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByLabelText('Subdomain')).not.toHaveAccessibleDescription(/already taken/);
    expect(screen.getByLabelText('Subdomain')).not.toHaveAttribute('aria-invalid', 'true');
    expect(server.sent('POST /users/signup')).toHaveLength(2);
  });

  it('clears the refusal once the user edits the form', async () => {
    fakeServer({
      'POST /users/signup': reply(409, {
        message: 'This subdomain is already taken',
        details: { subdomain: 'This subdomain is already taken' },
      }),
    });
    const { user } = openSignup();
    await fillValidForm(user);
    await submit(user);
    await screen.findByRole('alert');

    await user.type(screen.getByLabelText('Subdomain'), '2');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Subdomain')).not.toHaveAccessibleDescription(/already taken/);
  });

  it('sends the trimmed values (no empty mobile), starts the session and opens the back office', async () => {
    const server = fakeServer({ ...CATALOG, 'POST /users/signup': reply(201, session) });
    const { user, router } = openSignup();
    await fillValidForm(user);
    await within(screen.getByLabelText('Country')).findByRole('option', { name: 'South Korea' });
    await user.selectOptions(screen.getByLabelText('Country'), 'South Korea');
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(
      'Prices in KRW · site in 한국어 (you can change the language in Settings)',
    );

    await submit(user);

    await expect.poll(() => router.state.location.pathname).toBe('/backoffice/dashboard');
    expect(server.last('POST /users/signup').body).toEqual({
      first_name: 'Jane',
      last_name: 'Doe',
      email: 'jane@example.com',
      password: 'correct horse',
      subdomain: 'jane-wellness',
      country: 'KR',
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('tenant_id')).toBe('t-1');
  });
});

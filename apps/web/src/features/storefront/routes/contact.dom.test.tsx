import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactRoute } from '@/features/storefront/routes/contact';
import { renderStorefrontPage } from '@/features/storefront/test/render-storefront';
import { fakeServer, reply } from '@/test/fake-server';
import { siteData } from '@/test/fixtures';

const LEADS = 'POST /site/leads';
/** The API's answer while PostgreSQL is away (docs/operations.md "Database outage"). */
const UNAVAILABLE = reply(
  503,
  { message: 'The service is briefly unavailable. Please try again in a minute.', code: 'DATABASE_UNAVAILABLE' },
  { 'Retry-After': '5' },
);
const UPDATES = /^Send me updates/;

function openContact() {
  const server = fakeServer({
    'GET /site/data': siteData({ settings: { site_name: 'Jane Wellness', site_phone: '+1 555 0100' } }),
    'GET /site/contact-us': [{ id: 'e1', contactus_text: 'Call me any time', contactus_image: null, created_at: '2026-01-15T08:00:00Z' }],
  });
  return { server, ...renderStorefrontPage(<ContactRoute />, { url: '/contact' }) };
}

type User = ReturnType<typeof openContact>['user'];

const form = () => within(screen.getByRole('form', { name: 'Send a message' }));

async function fillLead(user: User) {
  await user.type(form().getByLabelText(/^Name/), 'Sam Visitor');
  await user.type(form().getByLabelText(/^Email/), 'sam@example.com');
  await user.type(form().getByLabelText(/^Message/), 'Which shake is best for mornings?');
}

const send = (user: User) => user.click(form().getByRole('button', { name: 'Send message' }));

describe('storefront contact form', () => {
  it("shows the distributor's entries and contact details beside the form", async () => {
    openContact();
    expect(await screen.findByText('Call me any time')).toBeInTheDocument();
    expect(screen.getByText('2026-01-15')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(form().getByLabelText('Phone (optional)')).not.toBeRequired();
  });

  it('checks the fields before sending and sends nothing while one fails', async () => {
    const { server, user } = openContact();

    await send(user);

    expect(form().getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(form().getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(form().getByLabelText(/^Message/)).toHaveAccessibleDescription('Message is required');
    expect(form().getByLabelText('Phone (optional)')).not.toHaveAttribute('aria-invalid');

    await user.type(form().getByLabelText(/^Email/), 'sam@example');
    expect(form().getByLabelText(/^Email/)).not.toHaveAccessibleDescription();
    await send(user);
    expect(form().getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(server.sent(LEADS)).toHaveLength(0);
  });

  it('sends the lead with the updates choice, thanks the visitor and empties the form', async () => {
    const { server, user } = openContact();
    server.on(LEADS, reply(201, { message: 'Thank you! Your message has been sent.' }));
    await fillLead(user);
    await user.click(form().getByRole('checkbox', { name: UPDATES }));

    await send(user);

    expect(await form().findByRole('status')).toHaveTextContent(
      'Thank you! Your message has been sent. Please check your email to confirm your subscription.',
    );
    expect(server.last(LEADS).body).toMatchObject({
      name: 'Sam Visitor',
      email: 'sam@example.com',
      message: 'Which shake is best for mornings?',
      send_updates: true,
    });
    expect(server.last(LEADS).body).not.toHaveProperty('phone');
    expect(form().getByLabelText(/^Name/)).toHaveValue('');
    expect(form().getByRole('checkbox', { name: UPDATES })).not.toBeChecked();
  });

  it('keeps what was typed when the server refuses, with its reason under the field', async () => {
    const { server, user } = openContact();
    server.on(
      LEADS,
      reply(400, { message: 'Validation failed', code: 'VALIDATION_FAILED', details: { email: 'This address cannot receive email' } }),
    );
    await fillLead(user);

    await send(user);

    expect(await form().findByRole('alert')).toHaveTextContent('Validation failed');
    expect(form().getByLabelText(/^Email/)).toHaveAccessibleDescription('This address cannot receive email');
    expect(form().getByLabelText(/^Message/)).toHaveValue('Which shake is best for mornings?');
  });

  it('says the server could not be reached when the request fails on the way', async () => {
    const { server, user } = openContact();
    server.on(LEADS, () => Promise.reject(new TypeError('Failed to fetch')));
    await fillLead(user);

    await send(user);

    expect(await form().findByRole('alert')).toHaveTextContent('Failed to connect to the server. Please try again later.');
    expect(form().getByLabelText(/^Name/)).toHaveValue('Sam Visitor');
  });

  describe('while the service is briefly unavailable (503)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('sends again as asked and thanks the visitor, with no error on the way', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { server, user } = openContact();
      let calls = 0;
      server.on(LEADS, () => (++calls === 1 ? UNAVAILABLE : reply(201, { message: 'Thank you! Your message has been sent.' })));
      await fillLead(user);

      await send(user);
      await vi.advanceTimersByTimeAsync(4_900);
      // Waiting as Retry-After asked (5 s): still sending, nothing said yet.
      expect(server.sent(LEADS)).toHaveLength(1);
      expect(form().queryByRole('alert')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(200);

      expect(await form().findByRole('status')).toHaveTextContent('Thank you! Your message has been sent.');
      expect(server.sent(LEADS)).toHaveLength(2);
      const [first, again] = server.sent(LEADS);
      expect(again?.body).toEqual(first?.body);
      expect(form().queryByRole('alert')).not.toBeInTheDocument();
      expect(form().getByLabelText(/^Name/)).toHaveValue('');
    });

    it('says to try again in a minute when it lasts, keeping everything typed', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { server, user } = openContact();
      server.on(LEADS, UNAVAILABLE);
      await fillLead(user);
      await user.type(form().getByLabelText('Phone (optional)'), '+1 555 0199');

      await send(user);
      await vi.advanceTimersByTimeAsync(30_000);

      expect(await form().findByRole('alert')).toHaveTextContent('The service is briefly unavailable. Please try again in a minute.');
      // Tried for about 25 s (waits of 5, 5, 5 and 8 s), then gave up.
      expect(server.sent(LEADS)).toHaveLength(5);
      expect(form().getByLabelText(/^Name/)).toHaveValue('Sam Visitor');
      expect(form().getByLabelText(/^Email/)).toHaveValue('sam@example.com');
      expect(form().getByLabelText('Phone (optional)')).toHaveValue('+1 555 0199');
      expect(form().getByLabelText(/^Message/)).toHaveValue('Which shake is best for mornings?');
      expect(form().getByRole('button', { name: 'Send message' })).toBeEnabled();
    });
  });
});

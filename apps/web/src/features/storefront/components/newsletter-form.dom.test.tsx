import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, reply } from '@/test/fake-server';
import { hydrateServerHtml } from '@/test/server-html';
import { NewsletterForm } from './newsletter-form';

// The storefront's newsletter form is rendered on the server; these tests hydrate that HTML as the browser does.

const SUBSCRIBE = 'POST /newsletters/subscribe';

/** The server's HTML in the page, with `typed` in the field as a visitor types it before the scripts run. */
async function hydrateAfterTyping(typed: string) {
  const { container } = hydrateServerHtml(<NewsletterForm source="footer" />, {
    beforeHydration: (page) => {
      page.querySelector<HTMLInputElement>('input[name="email"]')!.value = typed;
    },
  });
  const field = container.querySelector<HTMLInputElement>('input[name="email"]')!;
  const form = within(screen.getByRole('form', { name: 'Newsletter signup' }));
  const button = form.getByRole('button', { name: 'Subscribe' });
  // The button is disabled until the page has hydrated (a submit before would be the browser's own GET).
  await waitFor(() => expect(button).toBeEnabled());
  return { form, field, button };
}

describe('storefront newsletter form, server-rendered then hydrated', () => {
  it('keeps an address typed before the page hydrated, sends it, and clears it on success', async () => {
    const server = fakeServer({ [SUBSCRIBE]: reply(201, { message: 'Subscription successful!' }) });
    const { form, field, button } = await hydrateAfterTyping('early@example.com');

    // Hydrated, and what was typed is still there.
    expect(field).toHaveValue('early@example.com');

    await userEvent.click(button);

    expect(await form.findByText('Subscription successful!')).toHaveAttribute('data-status', 'success');
    expect(server.last(SUBSCRIBE).body).toMatchObject({ email: 'early@example.com', source: 'footer' });
    expect(field).toHaveValue('');
  });

  it('a refusal keeps the address to correct, and a blank field makes no call', async () => {
    const server = fakeServer({ [SUBSCRIBE]: reply(400, { message: 'Please enter a valid email address' }) });
    const { form, field, button } = await hydrateAfterTyping('ann@example');

    await userEvent.click(button);
    expect(await form.findByText('Please enter a valid email address')).toHaveAttribute('data-status', 'error');
    expect(field).toHaveValue('ann@example');

    await userEvent.clear(field);
    await userEvent.type(field, '   ');
    await userEvent.click(button);
    expect(await form.findByText('Email is required')).toBeInTheDocument();
    expect(server.sent(SUBSCRIBE)).toHaveLength(1);
  });
});

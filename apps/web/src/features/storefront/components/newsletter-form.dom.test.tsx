import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('while the service is briefly unavailable (503)', () => {
    const unavailable = reply(
      503,
      { message: 'The service is briefly unavailable. Please try again in a minute.', code: 'DATABASE_UNAVAILABLE' },
      { 'Retry-After': '5' },
    );

    afterEach(() => {
      vi.useRealTimers();
    });

    it('subscribes on a later try without showing an error meanwhile', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      let calls = 0;
      const server = fakeServer({ [SUBSCRIBE]: () => (++calls < 3 ? unavailable : reply(201, { message: 'Subscription successful!' })) });
      const { form, field, button } = await hydrateAfterTyping('patient@example.com');

      await userEvent.click(button);
      await vi.advanceTimersByTimeAsync(6_000);
      expect(form.queryByText(/unavailable/)).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(5_000);

      expect(await form.findByText('Subscription successful!')).toHaveAttribute('data-status', 'success');
      expect(server.sent(SUBSCRIBE)).toHaveLength(3);
      expect(field).toHaveValue('');
    });

    it('says to try again in a minute when it lasts, keeping the address', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      fakeServer({ [SUBSCRIBE]: unavailable });
      const { form, field, button } = await hydrateAfterTyping('patient@example.com');

      await userEvent.click(button);
      await vi.advanceTimersByTimeAsync(30_000);

      expect(await form.findByText('The service is briefly unavailable. Please try again in a minute.')).toHaveAttribute(
        'data-status',
        'error',
      );
      expect(field).toHaveValue('patient@example.com');
      expect(button).toBeEnabled();
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewsletterSignup } from '@/features/landing/components/newsletter-signup';
import { fakeServer, reply } from '@/test/fake-server';
import { renderScreen } from '@/test/render-screen';
import { hydrateServerHtml } from '@/test/server-html';

// The newsletter form (docs/product.md#newsletter) as a visitor uses it; the answer rules themselves are in
// src/lib/newsletter-subscribe.test.ts.

const SUBSCRIBE = 'POST /newsletters/subscribe';

function openSignup() {
  const view = renderScreen(<NewsletterSignup />);
  const form = within(screen.getByRole('form', { name: 'Newsletter signup' }));
  return { ...view, form, email: form.getByRole('textbox', { name: 'Email address' }), message: form.getByRole('status') };
}

/** An answer the test releases when it wants to look at the form in between. */
function heldAnswer() {
  let release: (answer: unknown) => void = () => undefined;
  const answer = new Promise((resolve) => {
    release = resolve;
  });
  return { answer: () => answer, release: (value: unknown) => release(value) };
}

describe('landing newsletter signup (reading A)', () => {
  it("a blank email: 'Email is required' in red, and no call", async () => {
    const server = fakeServer();
    const { user, form, email, message } = openSignup();
    expect(email).toHaveAttribute('type', 'email');

    await user.type(email, '   ');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));

    expect(message).toHaveTextContent('Email is required');
    expect(message).toHaveAttribute('data-tone', 'error');
    expect(server.requests).toHaveLength(0);
  });

  it("reads 'Subscribing...' and is disabled while sending; success is green and clears the field", async () => {
    const held = heldAnswer();
    const server = fakeServer({ [SUBSCRIBE]: held.answer });
    const { user, form, email, message } = openSignup();

    await user.type(email, ' ann@example.com ');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));

    expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    expect(server.last(SUBSCRIBE).body).toEqual({ email: 'ann@example.com' });

    held.release(reply(201, {}));

    expect(await form.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(message).toHaveTextContent('Subscription successful!');
    expect(message).toHaveAttribute('data-tone', 'success');
    expect(email).toHaveValue('');
  });

  it('a refusal shows the server message in red and keeps the email; the next submit starts without it', async () => {
    const server = fakeServer({ [SUBSCRIBE]: reply(400, { message: 'Please enter a valid email address' }) });
    const { user, form, email, message } = openSignup();
    await user.type(email, 'ann@example');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));

    expect(await form.findByText('Please enter a valid email address')).toHaveAttribute('data-tone', 'error');
    expect(email).toHaveValue('ann@example');

    const held = heldAnswer();
    server.on(SUBSCRIBE, held.answer);
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    // The message resets at each submit.
    expect(message).toBeEmptyDOMElement();
    held.release(reply(500, { code: 'X' }));
    expect(await form.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it("an unreachable server: 'Failed to connect to the server. Please try again later.'", async () => {
    fakeServer({ [SUBSCRIBE]: () => Promise.reject(new TypeError('Failed to fetch')) });
    const { user, form, email } = openSignup();
    await user.type(email, 'ann@example.com');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByText('Failed to connect to the server. Please try again later.')).toBeInTheDocument();
  });

  it('keeps an address typed into the prerendered page before it hydrated, and sends it', async () => {
    const server = fakeServer({ [SUBSCRIBE]: reply(201, {}) });
    hydrateServerHtml(<NewsletterSignup />, {
      beforeHydration: (page) => {
        page.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';
      },
    });
    const form = within(screen.getByRole('form', { name: 'Newsletter signup' }));
    const button = form.getByRole('button', { name: 'Subscribe' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('early@example.com');

    await userEvent.click(button);
    expect(await form.findByText('Subscription successful!')).toHaveAttribute('data-tone', 'success');
    expect(server.last(SUBSCRIBE).body).toEqual({ email: 'early@example.com' });
  });
});

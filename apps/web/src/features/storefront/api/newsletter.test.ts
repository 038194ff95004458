import { describe, expect, it, vi } from 'vitest';
import {
  initialNewsletterState,
  newsletterButtonLabel,
  newsletterReducer,
  newsletterTone,
  shouldCallSubscribe,
  type NewsletterState,
} from '../lib/newsletter-state';
import { NEWSLETTER_ENDPOINT, interpretNewsletterAnswer, isSuccessMessage, subscribeNewsletter, validateNewsletterEmail } from './newsletter';
import { createApiClient } from '@/lib/api-client';
import { createTypedClient } from '@/lib/api/typed-client';

/** The app's client on `hostname` (no stored session), answering with `fetch`. */
const clientOn = (fetch: typeof globalThis.fetch, hostname = 'h') =>
  createTypedClient(createApiClient({ fetch, storage: undefined, location: { hostname, pathname: '/', assign: () => undefined } }));

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('newsletter reading A: validation', () => {
  it("refuses empty or whitespace-only email with 'Email is required'", () => {
    expect(validateNewsletterEmail('')).toBe('Email is required');
    expect(validateNewsletterEmail('   \t ')).toBe('Email is required');
    expect(validateNewsletterEmail('a@b.co')).toBeNull();
  });
});

describe('newsletter reading A: state rules', () => {
  const typed = (email: string): NewsletterState => newsletterReducer(initialNewsletterState, { type: 'edit', email });

  it('an empty submit shows the message and makes no call', () => {
    const before = typed('   ');
    const after = newsletterReducer(before, { type: 'submit' });
    expect(after).toEqual({ email: '   ', submitting: false, message: 'Email is required' });
    expect(shouldCallSubscribe(before, after)).toBe(false);
  });

  it("submitting: the button reads 'Subscribing...' and the message resets", () => {
    const before = { ...typed('a@b.co'), message: 'Something went wrong. Please try again.' };
    const after = newsletterReducer(before, { type: 'submit' });
    expect(after).toEqual({ email: 'a@b.co', submitting: true, message: '' });
    expect(shouldCallSubscribe(before, after)).toBe(true);
    expect(newsletterButtonLabel(after)).toBe('Subscribing...');
    expect(newsletterButtonLabel(before)).toBe('Subscribe');
  });

  it('a second submit while submitting makes no second call', () => {
    const submitting = newsletterReducer(typed('a@b.co'), { type: 'submit' });
    const again = newsletterReducer(submitting, { type: 'submit' });
    expect(again).toBe(submitting);
    expect(shouldCallSubscribe(submitting, again)).toBe(false);
  });

  it('success clears the field and shows the message in green', () => {
    const submitting = newsletterReducer(typed('a@b.co'), { type: 'submit' });
    const done = newsletterReducer(submitting, { type: 'done', result: { ok: true, message: 'Subscription successful!' } });
    expect(done).toEqual({ email: '', submitting: false, message: 'Subscription successful!' });
    expect(newsletterTone(done.message)).toBe('success');
  });

  it('failure keeps the field and shows the message in red', () => {
    const submitting = newsletterReducer(typed('bad@x'), { type: 'submit' });
    const done = newsletterReducer(submitting, {
      type: 'done',
      result: { ok: false, message: 'Please enter a valid email address' },
    });
    expect(done).toEqual({ email: 'bad@x', submitting: false, message: 'Please enter a valid email address' });
    expect(newsletterTone(done.message)).toBe('error');
    expect(newsletterTone('')).toBeNull();
  });

  it("is green exactly when the message contains 'successful'", () => {
    expect(isSuccessMessage('Subscription successful! You were already on our list.')).toBe(true);
    expect(isSuccessMessage('Email is required')).toBe(false);
    expect(isSuccessMessage('Failed to connect to the server. Please try again later.')).toBe(false);
  });
});

describe('newsletter reading A: answers', () => {
  it('HTTP ok decides success; the message comes from the answer', () => {
    expect(interpretNewsletterAnswer(true, { message: 'Subscription successful! You were already on our list.' })).toEqual({
      ok: true,
      message: 'Subscription successful! You were already on our list.',
    });
    expect(interpretNewsletterAnswer(true, {})).toEqual({ ok: true, message: 'Subscription successful!' });
    expect(interpretNewsletterAnswer(false, { message: 'Please enter a valid email address' })).toEqual({
      ok: false,
      message: 'Please enter a valid email address',
    });
    expect(interpretNewsletterAnswer(false, {})).toEqual({ ok: false, message: 'Something went wrong. Please try again.' });
    expect(interpretNewsletterAnswer(false, null)).toEqual({ ok: false, message: 'Something went wrong. Please try again.' });
  });

  it('posts the trimmed email with the tenant host', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(201, { message: 'Subscription successful!' }));
    const result = await subscribeNewsletter('  a@b.co ', { client: clientOn(fetchMock, 'jane.localhost') });
    expect(result).toEqual({ ok: true, message: 'Subscription successful!' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(NEWSLETTER_ENDPOINT);
    expect(NEWSLETTER_ENDPOINT).toBe('/api/newsletters/subscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'a@b.co' });
    expect(new Headers(init?.headers).get('X-Tenant-Domain')).toBe('jane.localhost');
  });

  it('sends the honeypot only when filled', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(201, {}));
    await subscribeNewsletter('a@b.co', { client: clientOn(fetchMock, 'h'), website: 'spam.example' });
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toEqual({ email: 'a@b.co', website: 'spam.example' });
  });

  it('shows the server message on a 400', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(400, { message: 'Please enter a valid email address' }));
    expect(await subscribeNewsletter('bad@', { client: clientOn(fetchMock, 'h') })).toEqual({
      ok: false,
      message: 'Please enter a valid email address',
    });
  });

  it('a non-ok answer without a message is the generic failure', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(500, { error: 'x' }));
    expect((await subscribeNewsletter('a@b.co', { client: clientOn(fetchMock, 'h') })).message).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('network and parse failures cannot reach the server', async () => {
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await subscribeNewsletter('a@b.co', { client: clientOn(offline, 'h') })).toEqual({
      ok: false,
      message: 'Failed to connect to the server. Please try again later.',
    });
    const html = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>502</html>', { status: 502 }));
    expect((await subscribeNewsletter('a@b.co', { client: clientOn(html, 'h') })).message).toBe(
      'Failed to connect to the server. Please try again later.',
    );
  });
});

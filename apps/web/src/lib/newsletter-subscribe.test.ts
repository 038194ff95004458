import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '@/lib/api-client';
import { createTypedClient } from '@/lib/api/typed-client';
import {
  isSuccessMessage,
  NEWSLETTER_ENDPOINT,
  NEWSLETTER_MESSAGES,
  outcomeOfAnswer,
  outcomeOfError,
  subscribeNewsletter,
  validateNewsletterEmail,
} from './newsletter-subscribe';

/** The app's client on `hostname` (no stored session), answering with `fetch`. */
const clientOn = (fetch: typeof globalThis.fetch, hostname = 'h') =>
  createTypedClient(createApiClient({ fetch, storage: undefined, location: { hostname, pathname: '/', assign: () => undefined } }));

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const json = jsonResponse;
const text = (status: number, body: string, statusText = '') =>
  new Response(body, { status, statusText, headers: { 'Content-Type': 'text/html' } });

/** The app's client on the main host, whose `fetch` is a mock, and what it sent. */
function fakeApi() {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const sent = (call = 0) => {
    const [url, init] = fetch.mock.calls[call] ?? [];
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return { url, method: init?.method, headers: new Headers(init?.headers), body };
  };
  return { client: clientOn(fetch, 'localhost'), fetch, sent };
}

describe('newsletter rules (reading A)', () => {
  it('rejects empty and whitespace-only emails with "Email is required"', () => {
    expect(validateNewsletterEmail('')).toBe('Email is required');
    expect(validateNewsletterEmail('   \t ')).toBe('Email is required');
    expect(validateNewsletterEmail('a@b.co')).toBeUndefined();
  });

  it("is green only when the message contains 'successful'", () => {
    expect(isSuccessMessage('Subscription successful!')).toBe(true);
    expect(isSuccessMessage('Subscription successful! You were already on our list.')).toBe(true);
    expect(isSuccessMessage('Email is required')).toBe(false);
    expect(isSuccessMessage('Successful')).toBe(false);
    expect(isSuccessMessage('')).toBe(false);
  });

  it('reads an ok answer: its message, else "Subscription successful!"', () => {
    expect(outcomeOfAnswer({ message: 'Welcome aboard, successful!' })).toEqual({ ok: true, message: 'Welcome aboard, successful!' });
    expect(outcomeOfAnswer({})).toEqual({ ok: true, message: 'Subscription successful!' });
    expect(outcomeOfAnswer(undefined)).toEqual({ ok: true, message: 'Subscription successful!' });
    expect(outcomeOfAnswer('<html>')).toEqual({ ok: false, message: NEWSLETTER_MESSAGES.unreachable });
  });

  it('reads a failure: server message, else "Something went wrong", else "Failed to connect"', () => {
    expect(outcomeOfError(new ApiError(400, 'Please enter a valid email address'))).toEqual({
      ok: false,
      message: 'Please enter a valid email address',
    });
    expect(outcomeOfError(new ApiError(500, 'API request failed', { error: 'x' }))).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
    expect(outcomeOfError(new ApiError(502, 'API request failed', 'Bad Gateway'))).toEqual({
      ok: false,
      message: 'Failed to connect to the server. Please try again later.',
    });
    expect(outcomeOfError(new ApiError(0, 'Network request failed', 'x', 'NETWORK_ERROR')).message).toBe(
      'Failed to connect to the server. Please try again later.',
    );
    expect(outcomeOfError(new TypeError('boom')).message).toBe('Failed to connect to the server. Please try again later.');
  });
});

describe('subscribeNewsletter (POST /api/newsletters/subscribe) on the main host (the landing page)', () => {
  it('posts the trimmed email with the host header and returns the server message', async () => {
    const { client, fetch, sent } = fakeApi();
    fetch.mockResolvedValue(json(201, { message: 'Subscription successful!' }));
    await expect(subscribeNewsletter('  ann@example.com ', { client })).resolves.toEqual({ ok: true, message: 'Subscription successful!' });
    const request = sent();
    expect(request.url).toBe('/api/newsletters/subscribe');
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ email: 'ann@example.com' });
    expect(request.headers.get('X-Tenant-Domain')).toBe('localhost');
  });

  it.each([
    ['an ok answer without message', () => json(200, {}), { ok: true, message: 'Subscription successful!' }],
    [
      'a 400 with a message',
      () => json(400, { message: 'Please enter a valid email address' }),
      { ok: false, message: 'Please enter a valid email address' },
    ],
    ['a 500 without message', () => json(500, { code: 'X' }), { ok: false, message: 'Something went wrong. Please try again.' }],
    ['a 502 HTML page', () => text(502, '<h1>Bad gateway</h1>', 'Bad Gateway'), { ok: false, message: NEWSLETTER_MESSAGES.unreachable }],
    [
      'an ok answer that is not JSON',
      () => text(200, 'OK'),
      { ok: false, message: 'Failed to connect to the server. Please try again later.' },
    ],
  ])('handles %s', async (_name, response, expected) => {
    const { client, fetch } = fakeApi();
    fetch.mockResolvedValue(response());
    await expect(subscribeNewsletter('ann@example.com', { client })).resolves.toEqual(expected);
  });

  it('reports a network failure as "Failed to connect…"', async () => {
    const { client, fetch } = fakeApi();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(subscribeNewsletter('ann@example.com', { client })).resolves.toEqual({
      ok: false,
      message: 'Failed to connect to the server. Please try again later.',
    });
  });
});

describe('subscribeNewsletter on a tenant host (the storefront forms)', () => {
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

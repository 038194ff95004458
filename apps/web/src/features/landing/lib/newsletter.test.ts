import { describe, expect, it, vi } from 'vitest';
import {
  isSuccessMessage,
  NEWSLETTER_MESSAGES,
  outcomeOfAnswer,
  outcomeOfError,
  runNewsletterSubmit,
  subscribeToNewsletter,
  validateNewsletterEmail,
  type NewsletterState,
  type SubscribeOutcome,
} from '@/features/landing/lib/newsletter';
import { fakeApi, json, text } from '@/features/landing/test/fake-api';
import { ApiError } from '@/lib/api-client';

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

describe('subscribeToNewsletter (POST /api/newsletters/subscribe)', () => {
  it('posts the trimmed email with the host header and returns the server message', async () => {
    const { client, fetch, sent } = fakeApi();
    fetch.mockResolvedValue(json(201, { message: 'Subscription successful!' }));
    await expect(subscribeToNewsletter('  ann@example.com ', client)).resolves.toEqual({ ok: true, message: 'Subscription successful!' });
    const request = sent();
    expect(request.url).toBe('/api/newsletters/subscribe');
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ email: 'ann@example.com' });
    expect(request.headers.get('X-Tenant-Domain')).toBe('localhost');
  });

  it.each([
    ['an ok answer without message', () => json(200, {}), { ok: true, message: 'Subscription successful!' }],
    ['a 400 with a message', () => json(400, { message: 'Please enter a valid email address' }), { ok: false, message: 'Please enter a valid email address' }],
    ['a 500 without message', () => json(500, { code: 'X' }), { ok: false, message: 'Something went wrong. Please try again.' }],
    ['a 502 HTML page', () => text(502, '<h1>Bad gateway</h1>', 'Bad Gateway'), { ok: false, message: 'Failed to connect to the server. Please try again later.' }],
    ['an ok answer that is not JSON', () => text(200, 'OK'), { ok: false, message: 'Failed to connect to the server. Please try again later.' }],
  ])('handles %s', async (_name, response, expected) => {
    const { client, fetch } = fakeApi();
    fetch.mockResolvedValue(response());
    await expect(subscribeToNewsletter('ann@example.com', client)).resolves.toEqual(expected);
  });

  it('reports a network failure as "Failed to connect…"', async () => {
    const { client, fetch } = fakeApi();
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(subscribeToNewsletter('ann@example.com', client)).resolves.toEqual({
      ok: false,
      message: 'Failed to connect to the server. Please try again later.',
    });
  });
});

describe('newsletter submit state', () => {
  async function submit(email: string, outcome: SubscribeOutcome | Error) {
    const patches: Partial<NewsletterState>[] = [];
    const subscribe = vi.fn((_email: string) => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome)));
    await runNewsletterSubmit(email, subscribe, (patch) => patches.push(patch));
    return { patches, subscribe };
  }

  it('blank email: resets the message, then "Email is required", and makes no call', async () => {
    const { patches, subscribe } = await submit('   ', { ok: true, message: 'x' });
    expect(patches).toEqual([{ message: '' }, { message: 'Email is required' }]);
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('success: resets the message, submits, then shows the message and clears the field', async () => {
    const { patches, subscribe } = await submit('ann@example.com', { ok: true, message: 'Subscription successful!' });
    expect(subscribe).toHaveBeenCalledWith('ann@example.com');
    expect(patches).toEqual([
      { message: '' },
      { submitting: true },
      { message: 'Subscription successful!', email: '', submitting: false },
    ]);
  });

  it('failure: shows the message and keeps the field', async () => {
    const { patches } = await submit('ann@example', { ok: false, message: 'Please enter a valid email address' });
    expect(patches.at(-1)).toEqual({ message: 'Please enter a valid email address', submitting: false });
    expect(patches.some((patch) => 'email' in patch)).toBe(false);
  });

  it('an unexpected rejection still ends submitting with "Failed to connect…"', async () => {
    const { patches } = await submit('ann@example.com', new Error('x'));
    expect(patches.at(-1)).toEqual({ message: 'Failed to connect to the server. Please try again later.', submitting: false });
  });
});

// The form itself, typed into and submitted against a fake server, is in components/newsletter-signup.dom.test.tsx.

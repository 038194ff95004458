import { describe, expect, it, vi } from 'vitest';
import { runNewsletterSubmit, type NewsletterState } from '@/features/landing/lib/newsletter';
import type { SubscribeOutcome } from '@/lib/newsletter-subscribe';

// The client, its messages and answers are tested in src/lib/newsletter-subscribe.test.ts.
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

import { describe, expect, it } from 'vitest';
import {
  clearsField,
  initialNewsletterState,
  newsletterButtonLabel,
  newsletterReducer,
  newsletterTone,
  shouldCallSubscribe,
} from './newsletter-state';
import { isSuccessMessage, validateNewsletterEmail } from '@/lib/newsletter-subscribe';

describe('newsletter reading A: validation', () => {
  it("refuses empty or whitespace-only email with 'Email is required'", () => {
    expect(validateNewsletterEmail('')).toBe('Email is required');
    expect(validateNewsletterEmail('   \t ')).toBe('Email is required');
    expect(validateNewsletterEmail('a@b.co')).toBeUndefined();
  });
});

describe('newsletter reading A: state rules', () => {
  it('an empty submit shows the message and makes no call', () => {
    const after = newsletterReducer(initialNewsletterState, { type: 'submit', email: '   ' });
    expect(after).toEqual({ submitting: false, message: 'Email is required' });
    expect(shouldCallSubscribe(initialNewsletterState, after)).toBe(false);
  });

  it("submitting: the button reads 'Subscribing...' and the message resets", () => {
    const before = { ...initialNewsletterState, message: 'Something went wrong. Please try again.' };
    const after = newsletterReducer(before, { type: 'submit', email: 'a@b.co' });
    expect(after).toEqual({ submitting: true, message: '' });
    expect(shouldCallSubscribe(before, after)).toBe(true);
    expect(newsletterButtonLabel(after)).toBe('Subscribing...');
    expect(newsletterButtonLabel(before)).toBe('Subscribe');
  });

  it('a second submit while submitting makes no second call', () => {
    const submitting = newsletterReducer(initialNewsletterState, { type: 'submit', email: 'a@b.co' });
    const again = newsletterReducer(submitting, { type: 'submit', email: 'a@b.co' });
    expect(again).toBe(submitting);
    expect(shouldCallSubscribe(submitting, again)).toBe(false);
  });

  it('success clears the field and shows the message in green', () => {
    const submitting = newsletterReducer(initialNewsletterState, { type: 'submit', email: 'a@b.co' });
    const result = { ok: true, message: 'Subscription successful!' };
    const done = newsletterReducer(submitting, { type: 'done', result });
    expect(done).toEqual({ submitting: false, message: 'Subscription successful!' });
    expect(clearsField(result)).toBe(true);
    expect(newsletterTone(done.message)).toBe('success');
  });

  it('failure keeps the field and shows the message in red', () => {
    const submitting = newsletterReducer(initialNewsletterState, { type: 'submit', email: 'bad@x' });
    const result = { ok: false, message: 'Please enter a valid email address' };
    const done = newsletterReducer(submitting, { type: 'done', result });
    expect(done).toEqual({ submitting: false, message: 'Please enter a valid email address' });
    expect(clearsField(result)).toBe(false);
    expect(newsletterTone(done.message)).toBe('error');
    expect(newsletterTone('')).toBeNull();
  });

  it("is green exactly when the message contains 'successful'", () => {
    expect(isSuccessMessage('Subscription successful! You were already on our list.')).toBe(true);
    expect(isSuccessMessage('Email is required')).toBe(false);
    expect(isSuccessMessage('Failed to connect to the server. Please try again later.')).toBe(false);
  });
});

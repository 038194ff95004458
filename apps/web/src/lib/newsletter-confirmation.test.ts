import { describe, expect, it } from 'vitest';
import { confirmationCopy, confirmationResultOf } from './newsletter-confirmation';

describe('newsletter confirmation page', () => {
  it('reads the result the API redirected with, anything else being not valid', () => {
    expect(confirmationResultOf('?result=confirmed')).toBe('confirmed');
    expect(confirmationResultOf('?result=expired')).toBe('expired');
    expect(confirmationResultOf('?result=invalid')).toBe('invalid');
    expect(confirmationResultOf('?result=<script>')).toBe('invalid');
    expect(confirmationResultOf('')).toBe('invalid');
  });

  it('says subscription confirmed, or link expired with the form again', () => {
    expect(confirmationCopy('confirmed', 'Jane’s Wellness')).toMatchObject({ title: 'Subscription confirmed', subscribeAgain: false });
    expect(confirmationCopy('confirmed', 'Jane’s Wellness').text).toContain('Jane’s Wellness newsletter');
    expect(confirmationCopy('expired', 'x')).toMatchObject({ title: 'This link has expired', subscribeAgain: true });
    expect(confirmationCopy('invalid', 'x')).toMatchObject({ title: 'This link is not valid', subscribeAgain: true });
  });

  it('leaves out the welcome email where none is sent (the main domain)', () => {
    expect(confirmationCopy('confirmed', 'Distributor Sites', { welcome: false }).text).toBe(
      'Thank you! You are now subscribed to the Distributor Sites newsletter.',
    );
  });
});

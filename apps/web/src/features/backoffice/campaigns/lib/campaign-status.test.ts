import { describe, expect, it } from 'vitest';
import { fromLocalInput, isEditable, isInFlight, progressOf, rateOf, toLocalInput } from './campaign-status';

const stats = {
  recipients: 200,
  queued: 50,
  sent: 140,
  failed: 4,
  bounced: 6,
  opened: 70,
  clicked: 20,
  unsubscribed: 1,
  complained: 0,
  buy_clicks: 0,
};

describe('campaign status helpers', () => {
  it('polls only while something moves on its own, edits only drafts and cancelled sends', () => {
    expect(['draft', 'scheduled', 'sending', 'sent', 'cancelled'].filter((s) => isInFlight(s as never))).toEqual(['scheduled', 'sending']);
    expect(['draft', 'scheduled', 'sending', 'sent', 'cancelled'].filter((s) => isEditable(s as never))).toEqual(['draft', 'cancelled']);
  });

  it('computes the progress bar and rates', () => {
    expect(progressOf(stats)).toEqual({ sent: 70, failed: 2, bounced: 3, done: 75 });
    expect(progressOf({ ...stats, recipients: 0 })).toEqual({ sent: 0, failed: 0, bounced: 0, done: 0 });
    expect(rateOf(70, 140)).toBe('70 (50%)');
    expect(rateOf(0, 0)).toBe('—');
  });

  it('reads a datetime-local value in the browser time zone and back', () => {
    const date = new Date(2030, 4, 6, 9, 30);
    expect(toLocalInput(date)).toBe('2030-05-06T09:30');
    expect(fromLocalInput('2030-05-06T09:30')).toBe(date.toISOString());
    expect(fromLocalInput('tomorrow')).toBeNull();
  });
});

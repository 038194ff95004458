import { describe, expect, it } from 'vitest';
import { campaignLabel, sourceLabel } from './sources';

describe('sourceLabel', () => {
  it.each([
    ['newsletter', 'Campaign emails'],
    ['sequence', 'Sequences'],
    ['Direct', 'Direct'],
    ['google.com', 'google.com'],
    ['qr', 'qr'],
    ['facebook', 'facebook'],
    ['constructor', 'constructor'],
  ])('%s → %s', (source, label) => {
    expect(sourceLabel(source)).toBe(label);
  });
});

describe('campaignLabel', () => {
  it('names a campaign or sequence by the name the report gives, else shows the tag', () => {
    expect(campaignLabel({ campaign: '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', name: 'Welcome series' })).toBe('Welcome series');
    expect(campaignLabel({ campaign: '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c', name: null })).toBe('0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c');
    expect(campaignLabel({ campaign: 'spring', name: null })).toBe('spring');
  });
});

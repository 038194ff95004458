import { describe, expect, it } from 'vitest';
import { sourceLabel } from './sources';

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

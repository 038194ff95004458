import { describe, expect, it } from 'vitest';
import { previewUrl } from './template-choice';

describe('previewUrl', () => {
  it("opens the distributor's own site in the template, keeping its address", () => {
    expect(previewUrl('http://jane.localhost:3000/', 2)).toBe('http://jane.localhost:3000/?preview_template=2');
    expect(previewUrl('https://shop.example.com/', 3)).toBe('https://shop.example.com/?preview_template=3');
  });
});

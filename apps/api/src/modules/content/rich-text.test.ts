import { describe, expect, it } from '@jest/globals';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Title</h2><p>Hello <strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <a href="https://example.com" target="_blank">link</a></p><ul><li>one</li></ul><blockquote>q</blockquote><pre><code>x</code></pre><hr><img src="/uploads/2026/01/a.png" alt="A">';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">link</a>');
    expect(out).toContain('<img src="/uploads/2026/01/a.png" alt="A" />');
  });

  it.each([
    ['<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<img src="https://cdn.example.com/a.png" onerror="alert(1)">', '<img src="https://cdn.example.com/a.png" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="mailto:me@example.com">m</a>', '<a href="mailto:me@example.com">m</a>'],
    ['<p style="color:red" onclick="x()">p</p>', '<p>p</p>'],
    ['<iframe src="https://evil"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="//evil.example/a.png">', ''],
  ])('sanitises %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});

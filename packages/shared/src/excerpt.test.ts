import { describe, expect, it } from '@jest/globals';
import { excerpt } from './excerpt.js';

describe('excerpt', () => {
  it('drops scripts and styles with what they hold, never showing code as words', () => {
    const html = '<p>Before</p><script>alert("x")</script><STYLE>p { color: red }</STYLE><p>after.</p>';
    expect(excerpt(html)).toBe('Before after.');
  });

  it('reads the entities the sanitiser writes and folds white space', () => {
    expect(excerpt('<p>Tom&nbsp;&amp;&nbsp;Jerry &lt;3 &quot;cheese&quot; &#39;n&#39;</p>\n\n<p>  more </p>')).toBe(
      `Tom & Jerry <3 "cheese" 'n' more`,
    );
  });

  it('keeps a short text whole and cuts a longer one at a word, ending in "…"', () => {
    expect(excerpt('<p>one two three</p>', 13)).toBe('one two three');
    expect(excerpt('<p>one two three</p>', 12)).toBe('one two…');
    expect(excerpt('<p>one two three</p>', 9)).toBe('one two…');
  });

  it('gives an empty string for a body with nothing to read', () => {
    expect(excerpt('<p></p><script>x</script>')).toBe('');
  });
});

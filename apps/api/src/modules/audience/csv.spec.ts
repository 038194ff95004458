import { describe, expect, it } from '@jest/globals';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    const csv = toCsv(
      ['a', 'b'],
      [
        ['plain', 'with, comma'],
        ['say "hi"', 'two\nlines'],
        ['=HYPERLINK("http://evil")', '+1 555'],
        ['-2', '@SUM(A1)'],
        [null, new Date('2026-01-02T03:04:05.000Z')],
      ],
    );
    expect(csv.split('\r\n')).toEqual([
      'a,b',
      'plain,"with, comma"',
      '"say ""hi""","two\nlines"',
      `"'=HYPERLINK(""http://evil"")",'+1 555`,
      `'-2,'@SUM(A1)`,
      ',2026-01-02T03:04:05.000Z',
      '',
    ]);
  });
});

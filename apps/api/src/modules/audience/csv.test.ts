import { describe, expect, it } from '@jest/globals';
import { text } from 'node:stream/consumers';
import { csvStream, toCsv } from './csv.js';

describe('toCsv', () => {
  it('quotes what needs quoting and neutralises formulas', async () => {
    const csv = await toCsv(
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

  it('streams rows from an async source, one CRLF record each', async () => {
    async function* rows() {
      yield ['jane@example.com', -2];
      yield ['sam@example.com', true];
    }
    expect(await text(csvStream(['email', 'n'], rows()))).toBe("email,n\r\njane@example.com,'-2\r\nsam@example.com,true\r\n");
  });

  it('fails, rather than hangs, when its source fails', async () => {
    async function* rows(): AsyncGenerator<string[]> {
      yield ['a'];
      throw new Error('database went away');
    }
    await expect(text(csvStream(['x'], rows()))).rejects.toThrow('database went away');
  });
});

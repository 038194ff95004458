import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from 'react-intl';
import { SITE_LANGUAGES } from '@ds/shared';
import { describe, expect, it } from 'vitest';
import { formatCompiled } from './format-message';
import { testLocaleData } from './test-locale';

/** Every argument a message names (nested plural and select cases included). */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && typeof element.value === 'string' && (element.type as number) !== 0) into.add(element.value);
    if ('options' in element) Object.values(element.options).forEach((option) => argumentsOf(option.value, into));
  }
  return into;
}

describe('formatCompiled', () => {
  it.each(SITE_LANGUAGES)('formats every %s message as FormatJS intl-messageformat does', (locale) => {
    const { messages } = testLocaleData(locale);
    for (const [key, ast] of Object.entries(messages)) {
      for (const count of [0, 1, 2, 5, 21]) {
        const values = Object.fromEntries(
          [...argumentsOf(ast)].map((name) => [name, name === 'count' || name === 'year' ? count : `‹${name}›`]),
        );
        const expected = String(new IntlMessageFormat(ast, locale).format(values));
        expect(formatCompiled(ast, locale, values), `${locale} ${key} (${String(count)})`).toBe(expected);
      }
    }
  });

  it('formats plurals with exact cases, offsets and # in the locale', () => {
    const ast = [
      {
        type: 6,
        value: 'count',
        offset: 0,
        pluralType: 'cardinal',
        options: {
          '=0': { value: [{ type: 0, value: 'none' }] },
          one: { value: [{ type: 7 }, { type: 0, value: ' item' }] },
          other: { value: [{ type: 7 }, { type: 0, value: ' items' }] },
        },
      },
    ] as unknown as MessageFormatElement[];
    expect(formatCompiled(ast, 'en', { count: 0 })).toBe('none');
    expect(formatCompiled(ast, 'en', { count: 1 })).toBe('1 item');
    expect(formatCompiled(ast, 'en', { count: 1234 })).toBe('1,234 items');
    expect(formatCompiled(ast, 'fr', { count: 1234 })).toBe(new IntlMessageFormat(ast, 'fr').format({ count: 1234 }));
  });
});

/* eslint-disable @typescript-eslint/no-unsafe-enum-comparison -- the AST's TYPE enum is compared by value: its
   module (the ICU parser package) stays out of the storefront's bundle. */
import type { MessageFormatElement } from 'react-intl';

/**
 * Formats one compiled message (FormatJS's AST, from `formatjs compile --ast`: src/i18n/messages) in
 * `locale`: text, `{arg}`, `{n, number}`, `{d, date}`/`{t, time}` (default styles), `{x, select, …}` and
 * `{n, plural, …}` / `selectordinal` with `#` and `=N` cases, through `Intl`. This is the subset of ICU the
 * storefront's messages use; the message files' test formats every message with this and with FormatJS's
 * intl-messageformat and requires the same text (format-message.test.ts). It is a few hundred bytes where
 * intl-messageformat is 3 KB of the storefront's first visit (docs/i18n.md "Library").
 */
export function formatCompiled(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: Readonly<Record<string, unknown>> = {},
  pound?: number,
): string {
  let out = '';
  for (const element of elements) {
    switch (element.type) {
      case 0: // literal
        out += element.value;
        break;
      case 1: // argument
        out += String((values[element.value] as string | number | undefined) ?? '');
        break;
      case 2: // number
        out += new Intl.NumberFormat(locale).format(Number(values[element.value]));
        break;
      case 3: // date
      case 4: {
        // time
        const value = values[element.value];
        const date = value instanceof Date ? value : new Date(value as string | number);
        const style = element.type === 3 ? { dateStyle: 'medium' as const } : { timeStyle: 'short' as const };
        out += new Intl.DateTimeFormat(locale, style).format(date);
        break;
      }
      case 5: {
        // select
        const option = element.options[String(values[element.value])] ?? element.options.other;
        out += option ? formatCompiled(option.value, locale, values, pound) : '';
        break;
      }
      case 6: {
        // plural / selectordinal
        const count = Number(values[element.value]);
        const exact = element.options[`=${String(count)}`];
        const rule = new Intl.PluralRules(locale, { type: element.pluralType }).select(count - element.offset);
        const option = exact ?? element.options[rule] ?? element.options.other;
        out += option ? formatCompiled(option.value, locale, values, count - element.offset) : '';
        break;
      }
      case 7: // `#` in a plural case
        out += pound === undefined ? '#' : new Intl.NumberFormat(locale).format(pound);
        break;
      default: // tags (8) are not used by the storefront's messages
        break;
    }
  }
  return out;
}

import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { SITE_LANGUAGES } from '@ds/shared';
import { describe, expect, it } from 'vitest';

/** The source message files (ICU strings; the app imports them compiled): every language has exactly English's keys. */
const dir = path.join(import.meta.dirname, 'messages');
const source = (locale: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;
const en = source('en');

describe('message files', () => {
  it.each(SITE_LANGUAGES)('%s has every English key and no other', (locale) => {
    const keys = Object.keys(source(locale));
    expect(Object.keys(en).filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !(key in en))).toEqual([]);
  });

  it.each(SITE_LANGUAGES)('every %s message is valid ICU with the same arguments as English', (locale) => {
    const messages = source(locale);
    const args = (message: string) => [...new Set([...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]))].sort();
    for (const [key, message] of Object.entries(messages)) {
      expect(() => parse(message), `${locale} ${key}`).not.toThrow();
      expect(args(message), `${locale} ${key}`).toEqual(args(en[key] ?? ''));
    }
  });

  it('has no message file for a language the site cannot have', () => {
    const files = fs.readdirSync(dir).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...SITE_LANGUAGES].sort());
  });
});

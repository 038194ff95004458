import fc from 'fast-check';
import type { Schema } from './openapi-operations.js';

/**
 * Values a careless client or an attacker sends: wrong types, control characters (NUL, CR/LF), lone UTF-16
 * surrogates, SQL LIKE wildcards, replace patterns, script links, odd numbers, huge and deeply nested values.
 * None contains SQL keywords, "prisma" or a stack-like "file.ts:12", so an answer that shows one leaked it.
 */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\udbff\ud800',
  '😀',
  '\r\nBcc: evil@example.com',
  'jane@example.com\r\n',
  '"a\r\nb"@example.com',
  'a\u0085b\u2028c',
  '\u001b[31m',
  '%',
  '_',
  '\\',
  '%_\\%',
  '$&',
  "$'",
  '$`',
  'javascript:alert(1)',
  ' JaVa\tScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '<script>alert(1)</script>',
  "'; --",
  '../../etc/passwd',
  '\u202eevil',
  'ß',
  '١٢٣',
  '1e20',
  '-1',
  '0',
  '-0',
  'NaN',
  'Infinity',
  '9007199254740993',
  '0x10',
  'true',
  'null',
  '{}',
  '[]',
  '00000000-0000-0000-0000-000000000000',
  'A'.repeat(300),
  'é'.repeat(5000),
];

const HOSTILE_NUMBERS = [1e20, -1e20, -0, -1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE, Number.MIN_VALUE, -2147483649];

const LEAKY = /select|insert|update|delete|prisma|P20\d\d|\.(ts|js):\d/i;

/** A short string of any UTF-16 code units (lone surrogates included). */
const anyText = fc.string16bits({ maxLength: 24 }).filter((s) => !LEAKY.test(s));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: anyText },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)) },
);

/** Arrays nested past the edge's depth limit (but not so deep that the test's own JSON.stringify recurses badly). */
export const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** A value of the wrong kind, or of the right kind with a hostile content. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS, true, false, null, [], {}) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 33, max: 200 }).map((d) => nested(d)) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ $ne: 1 }, { __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }) },
);

/** Header values: Node's client refuses control characters, so only printable ASCII and Latin-1 here. */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.stringOf(fc.char(), { maxLength: 40 }).filter((s) => !LEAKY.test(s)),
  fc.constantFrom('', 'é.example.com', '..', '-', 'a'.repeat(3000), 'localhost:99999', '[::1]', 'UPPER.Example.COM'),
);

/** A value that would pass (or nearly pass) the field's validation, so requests reach the deeper code. */
export function plausible(name: string, schema: Schema, ids: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const lower = name.toLowerCase();
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'integer' || schema.type === 'number') {
    return fc.integer({ min: Math.max(schema.minimum ?? -5, -1000), max: Math.min(schema.maximum ?? 1000, 1000) });
  }
  if (schema.type === 'array') return fc.array(plausible(name, schema.items ?? {}, ids), { maxLength: 3 });
  if (lower.includes('email')) return fc.emailAddress().map((e) => e.slice(-200));
  if (lower.endsWith('id') || lower.endsWith('_id')) return ids.length ? fc.constantFrom(...ids) : fc.uuid();
  if (lower.includes('password')) return fc.constantFrom('correct-horse-1', 'short', 'x'.repeat(129));
  if (lower.includes('subdomain')) return fc.stringMatching(/^[a-z][a-z0-9-]{2,20}[a-z0-9]$/);
  if (lower.includes('domain')) return fc.domain();
  if (lower.includes('link') || lower.includes('url'))
    return fc.oneof(fc.webUrl(), fc.constantFrom('/products', '#top', 'mailto:a@example.com'));
  if (lower.includes('price')) return fc.oneof(fc.constantFrom('49.95', '0', '12'), fc.double().map(String));
  if (lower === 'country') return fc.constantFrom('US', 'IN', 'ZZ', 'us');
  if (lower.includes('mobile') || lower.includes('phone')) return fc.constantFrom('+1 555 0100', '12345');
  if (lower.includes('sort')) return fc.integer({ min: -10, max: 10 });
  if (schema.example !== undefined) return fc.constant(schema.example);
  const max = Math.max(1, Math.min(schema.maxLength ?? 40, 40));
  // Text that passes validation yet is awkward all the way down (replace patterns, wildcards, quotes, emoji).
  const text = fc.string({ minLength: 1, maxLength: max }).filter((v) => !LEAKY.test(v));
  return max < 10 ? text : fc.oneof(text, fc.constantFrom('$&', "$'", '%_\\', "'; --", '<b>x</b>', '😀 ß é', 'a\tb\nc'));
}

/** A field's value: mostly plausible, often hostile. */
export const fieldValue = (name: string, schema: Schema, ids: readonly string[]) =>
  fc.oneof({ weight: 3, arbitrary: plausible(name, schema, ids) }, { weight: 2, arbitrary: hostileValue });

/**
 * Path and query text as a client could send it, byte for byte: lone surrogates become their (invalid)
 * UTF-8-style bytes, which `encodeURIComponent` refuses to produce.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength, registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * C0/C1 control characters (CR and LF included), DEL and the Unicode line separators. None belongs in an
 * address, and CR/LF would split a mail header: validator.js's isEmail accepts them inside a quoted local
 * part (`"a\r\nBcc: x"@example.com`), so they are refused before it runs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const CONTROL_IN_EMAIL = 'Email addresses may not contain line breaks or control characters';

const hasControlCharacters = (value: unknown): boolean => typeof value === 'string' && CONTROL.test(value);

/** Refuses a value holding control characters (see CONTROL). */
export function NoControlCharacters(validation?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'noControlCharacters',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: CONTROL_IN_EMAIL, ...validation },
      validator: { validate: (value: unknown) => !hasControlCharacters(value) },
    });
}

/**
 * Trims (and by default lower-cases) an address; `""` becomes `null` with `emptyToNull`. A value holding
 * control characters is left exactly as sent, so it is refused rather than silently repaired.
 */
export const NormaliseEmail = (options: { lowercase?: boolean; emptyToNull?: boolean } = {}) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string' || hasControlCharacters(value)) return value;
    const v = options.lowercase === false ? value.trim() : value.trim().toLowerCase();
    return options.emptyToNull && v === '' ? null : v;
  });

/** An email address field: normalised, no control characters, a valid address of at most 254 characters. */
export const EmailAddress = (message: string, options: { lowercase?: boolean; emptyToNull?: boolean } = {}) =>
  applyDecorators(NormaliseEmail(options), NoControlCharacters(), IsEmail({}, { message }), MaxLength(254, { message }));

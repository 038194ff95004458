import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min, registerDecorator, type ValidationOptions } from 'class-validator';

/**
 * Coercions for values that arrive as multipart text as well as JSON. A value that cannot be coerced is
 * passed on unchanged, so the validator after it reports the problem in words.
 */

const TRUE = new Set(['true', '1', 'on', 'yes']);
const FALSE = new Set(['false', '0', 'off', 'no']);

/** "true"/"false" (also 1/0, on/off, yes/no) → boolean. */
export const ToBoolean = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const v = value.trim().toLowerCase();
    return TRUE.has(v) ? true : FALSE.has(v) ? false : value;
  });

/** Trims text; `""` becomes `null` (clears an optional field). */
export const EmptyToNull = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const v = value.trim();
    return v === '' ? null : v;
  });

/** Trims text. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Required text, trimmed: 'Title is required' when missing or blank, 'Title must be at most N characters'. */
export const RequiredText = (label: string, max: number) =>
  applyDecorators(
    ApiProperty({ maxLength: max }),
    Trim(),
    IsString({ message: `${label} is required` }),
    IsNotEmpty({ message: `${label} is required` }),
    MaxLength(max, { message: `${label} must be at most ${max} characters` }),
  );

/** An optional integer sort position, as number or text. */
export const SortOrder = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value,
    ),
    IsInt({ message: 'sort_order must be a whole number' }),
    Min(-1_000_000),
    Max(1_000_000),
  );

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;

/** A money amount given as text or number: ≥ 0, at most 2 decimals. Normalised to text (Decimal input). */
export const IsPrice = (options?: ValidationOptions) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : value,
    ),
    (target: object, propertyName: string | symbol) =>
      registerDecorator({
        name: 'isPrice',
        target: target.constructor,
        propertyName: String(propertyName),
        options: { message: `${String(propertyName)} must be an amount like 49.95 (at least 0, at most 2 decimals)`, ...options },
        validator: { validate: (value: unknown) => typeof value === 'string' && PRICE.test(value) },
      }),
  );

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** An http(s) URL; with `allowPath`, also a site path such as `/products`. */
export function IsLink(options: { allowPath?: boolean } = {}, validation?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isLink',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: options.allowPath
          ? `${String(propertyName)} must be an http(s) URL or a path starting with /`
          : `${String(propertyName)} must be an http(s) URL`,
        ...validation,
      },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          value.length <= 2000 &&
          (HTTP_URL.test(value) || (!!options.allowPath && /^\/(?!\/)[^\s]*$/.test(value))),
      },
    });
}

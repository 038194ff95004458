import type { Type } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/**
 * Property decorators for answer (view) classes: the OpenAPI document, and through it the web's generated
 * types (docs/architecture.md "API contract"), says exactly what each field holds. Every helper states
 * the type explicitly (this build has no Swagger compiler plugin; reflection cannot see `string | null`).
 *
 * A field is required and not nullable unless told: `{ nullable: true }` for `T | null`, `{ optional: true }`
 * for a key that may be absent.
 */
export interface FieldOptions {
  nullable?: boolean;
  optional?: boolean;
  description?: string;
}

function field(schema: ApiPropertyOptions, { nullable, optional, description }: FieldOptions): PropertyDecorator {
  return ApiProperty({
    ...schema,
    ...(nullable ? { nullable: true } : {}),
    ...(description ? { description } : {}),
    required: !optional,
  } as ApiPropertyOptions);
}

export const Text = (options: FieldOptions = {}) => field({ type: String }, options);
export const Id = (options: FieldOptions = {}) => field({ type: String, format: 'uuid' }, options);
export const Int = (options: FieldOptions = {}) => field({ type: 'integer' }, options);
export const Num = (options: FieldOptions = {}) => field({ type: Number }, options);
export const Bool = (options: FieldOptions = {}) => field({ type: Boolean }, options);
/** A `Date` on the server, an ISO 8601 string on the wire. */
export const DateTime = (options: FieldOptions = {}) => field({ type: String, format: 'date-time' }, options);

/** One of `values`, documented once under `name` and referenced (e.g. `Availability`). */
export const OneOf = (values: readonly string[], name: string, options: FieldOptions = {}) =>
  field({ enum: [...values], enumName: name }, options);

/** Another answer class (`list: true` for an array of them). */
export const Nested = (of: () => Type<unknown>, options: FieldOptions & { list?: boolean } = {}) =>
  // Swagger recognises a lazy type by the function's name, `type`, which an arrow gets from this property.
  field({ type: () => of(), isArray: options.list ?? false }, options);

/** An array of strings. */
export const TextList = (options: FieldOptions = {}) => field({ type: String, isArray: true }, options);

/** A JSON object whose keys are open (free-form page data); `values: 'string'` when every value is a string. */
export const OpenObject = (options: FieldOptions & { values?: 'string' } = {}) =>
  field({ type: 'object', additionalProperties: options.values === 'string' ? { type: 'string' } : true }, options);

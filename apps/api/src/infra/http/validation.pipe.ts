import { ValidationPipe, type Type, type ValidationError } from '@nestjs/common';
import { validationFailed, type FieldErrors } from './api-error.js';

function collect(errors: ValidationError[], prefix = '', into: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const first = error.constraints ? Object.values(error.constraints)[0] : undefined;
    if (first && !(field in into)) into[field] = first;
    if (error.children?.length) collect(error.children, field, into);
  }
  return into;
}

export interface ValidationPipeOptions {
  /** Validate against this class (for generic controllers, whose parameter types are erased). */
  expectedType?: Type<unknown>;
  /** Builds the exception from the field errors (default: 400 VALIDATION_FAILED with details). */
  failure?: (details: FieldErrors) => Error;
}

/** DTO validation at the edge: unknown fields stripped, failures answered as 400 with field details. */
export function createValidationPipe(options: ValidationPipeOptions = {}): ValidationPipe {
  const failure =
    options.failure ?? ((details: FieldErrors) => validationFailed(details, Object.values(details)[0] ?? 'Validation failed'));
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    expectedType: options.expectedType,
    // The message is the first problem in words (forms show it as is); details name every field.
    exceptionFactory: (errors) => failure(collect(errors)),
  });
}

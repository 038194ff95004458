import { HttpException, HttpStatus } from '@nestjs/common';
import type { FieldErrors } from '../../infra/http/api-error.js';

/**
 * A settings failure in the settings shape: `{ message, code, details, errors: [{ field, message }] }`
 * (spec §5). Routes using `SettingsErrorsFilter` get this shape for every field-level 400/409 anyway;
 * this builds it directly where a filter is not in play.
 *
 * Note: a `@Body(pipe)` param pipe runs after the global ValidationPipe, which already validates a
 * DTO-typed body; use `@UseFilters(SettingsErrorsFilter)` to shape those failures.
 */
export function settingsRejected(details: FieldErrors, options: { status?: HttpStatus; code?: string } = {}): HttpException {
  const errors = Object.entries(details).map(([field, message]) => ({ field, message }));
  return new HttpException(
    { message: errors[0]?.message ?? 'Failed to update settings', code: options.code ?? 'VALIDATION_FAILED', details, errors },
    options.status ?? HttpStatus.BAD_REQUEST,
  );
}

import { Injectable, type PipeTransform } from '@nestjs/common';
import { validationFailed } from '../../infra/http/api-error.js';

/**
 * For a request that takes no fields ("Check again"): an empty or absent body passes; anything else is the
 * caller's mistake and is refused with 400 naming it, rather than silently ignored.
 */
@Injectable()
export class NoFieldsPipe implements PipeTransform<unknown, Record<string, never>> {
  transform(body: unknown): Record<string, never> {
    if (body === undefined || body === null) return {};
    if (typeof body !== 'object' || Array.isArray(body)) {
      throw validationFailed({ body: 'must be an empty JSON object' }, 'This request takes no fields');
    }
    const fields = Object.keys(body);
    if (!fields.length) return {};
    const details = Object.fromEntries(fields.map((field) => [field, `${field} is not a field of this request`]));
    throw validationFailed(details, `${fields[0]} is not a field of this request`);
  }
}

import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { INPUT_LIMITS } from './input-limits.js';

/**
 * `?page=`: a whole number 1…1,000,000. Bounded so `(page - 1) * limit` is always a sane offset
 * (`page=1e20` would overflow the database's offset); `abc`, `1.5`, `-1` are refused with 400.
 */
export const PageNumber = () =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', default: 1, minimum: 1, maximum: INPUT_LIMITS.maxPage }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: 'page must be at least 1' }),
    Max(INPUT_LIMITS.maxPage, { message: `page must be at most ${INPUT_LIMITS.maxPage}` }),
  );

/** `?limit=`: a whole number 1…`max`. */
export const PageSize = (max: number, options: { default?: number; description?: string } = {}) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: max, ...options }),
    IsOptional(),
    Type(() => Number),
    IsInt({ message: 'limit must be a whole number' }),
    Min(1, { message: 'limit must be at least 1' }),
    Max(max, { message: `limit must be at most ${max}` }),
  );

/**
 * `?page=&limit=` of the admin fleet lists. The screens always send `limit` (10 per page, docs/product.md#defaults) and the
 * server pages; without `limit` the whole list comes back (exports, scripts).
 */
export class OptionalPageQuery {
  @PageNumber()
  page?: number;

  @PageSize(500, { description: 'Page size (≤ 500); omit for the whole list' })
  limit?: number;
}

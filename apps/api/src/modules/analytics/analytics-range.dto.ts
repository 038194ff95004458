import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { badRequest } from '../../infra/http/api-error.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** Hourly series are for short ranges; longer ones read days or months. */
const MAX_HOURLY_DAYS = 31;
const MAX_RANGE_DAYS = 20 * 366;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, both included); the last 7 days when absent. */
export class AnalyticsRangeQueryDto {
  @ApiPropertyOptional({ description: 'First day, YYYY-MM-DD (UTC)' })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a date YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({ description: 'Last day, YYYY-MM-DD (UTC), not in the future' })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a date YYYY-MM-DD' })
  to?: string;
}

export class AnalyticsQueryDto extends AnalyticsRangeQueryDto {
  @ApiPropertyOptional({ enum: ['hour', 'day', 'month'], default: 'day' })
  @IsOptional()
  @IsIn(['hour', 'day', 'month'], { message: 'interval must be hour, day or month' })
  interval?: 'hour' | 'day' | 'month';
}

/** A checked range: `from` and `to` at UTC midnight, `end` the midnight after `to`. */
export interface DayRange {
  from: Date;
  to: Date;
  end: Date;
  days: number;
}

/** 400 for a date that does not exist, a reversed range, a future end or an absurd span. */
export function dayRange(query: AnalyticsRangeQueryDto, now = new Date()): DayRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const to = query.to ? parseDay(query.to, 'to') : today;
  const from = query.from ? parseDay(query.from, 'from') : to - 6 * DAY_MS;
  if (to > today) throw badRequest('The range may not end in the future', { to: 'to may not be after today' }, 'VALIDATION_FAILED');
  if (from > to) throw badRequest('The range starts after it ends', { from: 'from must not be after to' }, 'VALIDATION_FAILED');
  const days = (to - from) / DAY_MS + 1;
  if (days > MAX_RANGE_DAYS) throw badRequest('The range is too long', { from: 'at most 20 years' }, 'VALIDATION_FAILED');
  return { from: new Date(from), to: new Date(to), end: new Date(to + DAY_MS), days };
}

export function checkInterval(range: DayRange, interval: 'hour' | 'day' | 'month'): void {
  if (interval === 'hour' && range.days > MAX_HOURLY_DAYS) {
    throw badRequest(
      `Hourly figures cover at most ${MAX_HOURLY_DAYS} days`,
      { interval: 'use day or month for longer ranges' },
      'VALIDATION_FAILED',
    );
  }
}

function parseDay(text: string, field: string): number {
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) {
    throw badRequest('Validation failed', { [field]: `${field} must be a real date` }, 'VALIDATION_FAILED');
  }
  return ms;
}

export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

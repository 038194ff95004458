import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageNumber, PageSize } from '../../../infra/http/page.query.js';
import { CONTACT_STATUSES, type ContactStatusValue } from '../contacts.views.js';

const CONTACT_SORTS = ['recent', 'newest', 'oldest', 'name', 'follow_up'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
export const DUE_FILTERS = ['today', 'overdue'] as const;

const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** `?search=&status=&tag=&source=&due=&sort=&page=&limit=` of the contacts list. */
export class ContactsQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive substring of the name, email or phone' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiPropertyOptional({ enum: CONTACT_STATUSES, enumName: 'ContactStatus' })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: `status must be one of ${CONTACT_STATUSES.join(', ')}` })
  status?: ContactStatusValue;

  @ApiPropertyOptional({ description: 'Contacts with this tag' })
  @IsOptional()
  @Transform(lower)
  @IsString()
  @MaxLength(40)
  tag?: string;

  @ApiPropertyOptional({ description: 'How they first arrived: lead form, footer, newsletters page, …' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  source?: string;

  @ApiPropertyOptional({
    enum: DUE_FILTERS,
    description:
      "today: follow-up date is the distributor's today (in effective_time_zone, as the daily digest counts it); overdue: before it",
  })
  @IsOptional()
  @IsIn(DUE_FILTERS, { message: 'due must be today or overdue' })
  due?: (typeof DUE_FILTERS)[number];

  @ApiPropertyOptional({
    enum: CONTACT_SORTS,
    default: 'recent',
    description: 'recent: newest activity first; newest/oldest: by when they arrived; name: A–Z; follow_up: soonest date first',
  })
  @IsOptional()
  @IsIn(CONTACT_SORTS, { message: `sort must be one of ${CONTACT_SORTS.join(', ')}` })
  sort?: ContactSort;

  @PageNumber()
  page: number = 1;

  @PageSize(100, { default: 20 })
  limit: number = 20;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { CONTACT_STATUSES, type ContactStatusValue } from '../contacts.views.js';
import { cleanText } from '../../audience/dto/public-form.fields.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PHONE = /^[+()\d\s.-]{5,30}$/;
export const MAX_TAGS = 20;

/** Tags are labels: trimmed, lower-cased, each once, empty ones dropped. */
const normaliseTags = ({ value }: { value: unknown }): unknown =>
  Array.isArray(value)
    ? [
        ...new Set(
          (value as unknown[]).map((tag) => (typeof tag === 'string' ? tag.trim().toLowerCase() : tag)).filter((tag) => tag !== ''),
        ),
      ]
    : value;

/** An empty text clears the field. */
const blankToNull = (params: { value: unknown }) => {
  const value = cleanText(params);
  return value === '' ? null : value;
};

/** `PATCH /tenants/:tenantId/contacts/:contactId`: only the fields sent change. */
export class UpdateContactDto {
  @ApiPropertyOptional({ enum: CONTACT_STATUSES, enumName: 'ContactStatus' })
  @IsOptional()
  @IsIn(CONTACT_STATUSES, { message: `status must be one of ${CONTACT_STATUSES.join(', ')}` })
  status?: ContactStatusValue;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_TAGS, description: 'The whole list of tags (replaces the old one)' })
  @IsOptional()
  @Transform(normaliseTags)
  @IsArray({ message: 'tags must be a list' })
  @ArrayMaxSize(MAX_TAGS, { message: `at most ${MAX_TAGS} tags` })
  @IsString({ each: true, message: 'each tag must be text' })
  @MinLength(1, { each: true, message: 'a tag may not be empty' })
  @MaxLength(40, { each: true, message: 'a tag must be at most 40 characters' })
  tags?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-12-01', description: 'YYYY-MM-DD; null clears it' })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @Matches(DAY, { message: 'follow_up_on must be a date YYYY-MM-DD' })
  @IsISO8601({ strict: true }, { message: 'follow_up_on must be a date YYYY-MM-DD' })
  follow_up_on?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'name must be text' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 30 })
  @Transform(blankToNull)
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @IsString({ message: 'phone must be text' })
  @Matches(PHONE, { message: 'Please enter a valid phone number' })
  phone?: string | null;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { EmptyToNull, IsLink, ToBoolean } from '../../../infra/http/form-values.js';

/** Set when a value is given and not `null` (`""` arrives as `null`: clear the field). */
const unlessCleared = () => ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null);

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/**
 * What an admin may change in a distributor's settings (the back office's text fields plus the admin-only
 * `primary_domain_name` and `website_link`). Every field is optional; `""` clears an optional one.
 */
export class AgentSettingsDto {
  @ApiPropertyOptional({ maxLength: 60 })
  @EmptyToNull()
  @unlessCleared()
  @IsString()
  @MaxLength(60, { message: 'first_name must be at most 60 characters' })
  first_name?: string | null;

  @ApiPropertyOptional({ maxLength: 60 })
  @EmptyToNull()
  @unlessCleared()
  @IsString()
  @MaxLength(60, { message: 'last_name must be at most 60 characters' })
  last_name?: string | null;

  @ApiPropertyOptional({ example: 'jane@example.com' })
  @EmptyToNull()
  @unlessCleared()
  @IsEmail({}, { message: 'email_id must be an email address' })
  @MaxLength(254, { message: 'email_id must be an email address' })
  email_id?: string | null;

  @ApiPropertyOptional({ example: '+1 555 0100' })
  @EmptyToNull()
  @unlessCleared()
  @Matches(/^[+()\d\s.-]{5,25}$/, { message: 'mobile must be a phone number' })
  mobile?: string | null;

  @ApiPropertyOptional({ maxLength: 500 })
  @EmptyToNull()
  @unlessCleared()
  @IsString()
  @MaxLength(500, { message: 'address must be at most 500 characters' })
  address?: string | null;

  @ApiPropertyOptional({ maxLength: 100 })
  @EmptyToNull()
  @unlessCleared()
  @IsString()
  @MaxLength(100, { message: 'skype must be at most 100 characters' })
  skype?: string | null;

  @ApiPropertyOptional({ maxLength: 120 })
  @EmptyToNull()
  @unlessCleared()
  @IsString()
  @MaxLength(120, { message: 'site_name must be at most 120 characters' })
  site_name?: string | null;

  @ApiPropertyOptional({ example: 'https://www.nhtglobal.com' })
  @EmptyToNull()
  @unlessCleared()
  @IsLink()
  nht_website_link?: string | null;

  @ApiPropertyOptional()
  @EmptyToNull()
  @unlessCleared()
  @IsLink()
  nht_store_link?: string | null;

  @ApiPropertyOptional()
  @EmptyToNull()
  @unlessCleared()
  @IsLink()
  nht_joining_link?: string | null;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'publish_on_site must be true or false' })
  publish_on_site?: boolean;

  @ApiPropertyOptional({ example: 'jane.example.com', description: 'A host name; "" goes back to the company default host' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/\.$/, '') || null : value))
  @unlessCleared()
  @Matches(HOST_NAME, { message: 'primary_domain_name must be a host name such as example.com' })
  primary_domain_name?: string | null;

  @ApiPropertyOptional({ example: 'https://jane.example.com' })
  @EmptyToNull()
  @unlessCleared()
  @IsLink()
  website_link?: string | null;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { EmailAddress } from '../../../infra/http/email-address.js';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEnum, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';
import { DomainType } from '@ds/db';
import { SITE_LANGUAGES, type SiteLanguage } from '@ds/shared';
import { ianaTimeZone } from '@ds/shared';
import { EmptyToNull, IsLink, ToBoolean } from '../../../infra/http/form-values.js';
import { FileField } from '../../../infra/storage/file-fields.js';

const Text = (max: number) => (target: object, key: string | symbol) => {
  ApiPropertyOptional({ maxLength: max })(target, key);
  IsOptional()(target, key);
  EmptyToNull()(target, key);
  IsString()(target, key);
  MaxLength(max)(target, key);
};

const Link = () => (target: object, key: string | symbol) => {
  ApiPropertyOptional({ description: 'http(s) URL; "" clears it' })(target, key);
  IsOptional()(target, key);
  EmptyToNull()(target, key);
  IsLink()(target, key);
};

/** The storefront templates a distributor may pick (docs/product.md#templates); other ids show the Invalid Template page. */
const SUPPORTED_TEMPLATE_IDS = [1, 2, 3];

/** `PUT /tenants/:tenantId/settings` (docs/product.md#data, site settings); any subset of the fields. */
export class UpdateSettingsDto {
  @Text(100) first_name?: string | null;
  @Text(100) last_name?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @EmailAddress('Please enter a valid email address', { lowercase: false, emptyToNull: true })
  email_id?: string | null;

  @ApiPropertyOptional({ maxLength: 30 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @Matches(/^[0-9+()\-.\s]{3,30}$/, { message: 'Mobile may contain only digits, spaces and + ( ) - .' })
  mobile?: string | null;

  @Text(500) address?: string | null;
  @Text(100) skype?: string | null;
  @Text(100) site_name?: string | null;

  @FileField('image')
  site_logo?: string;

  @Text(200) site_logo_name?: string | null;

  @Link() nht_website_link?: string | null;
  @Link() nht_store_link?: string | null;
  @Link() nht_joining_link?: string | null;

  @ApiPropertyOptional({
    maxLength: 64,
    example: '1001234',
    description: 'Your member ID with the company, checked against your country\'s format; "" clears it',
  })
  @IsOptional()
  @EmptyToNull()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsString()
  @MaxLength(64, { message: 'A member ID has at most 64 characters' })
  member_id?: string | null;

  @ApiPropertyOptional({ enum: DomainType })
  @IsOptional()
  @IsEnum(DomainType, { message: 'domain_type must be sub_domain or custom_domain' })
  domain_type?: DomainType;

  @ApiPropertyOptional({ description: 'Your own host name, e.g. www.example.com; "" removes it', maxLength: 253 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(253, { message: 'A domain may be at most 253 characters long' })
  custom_domain?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'publish_on_site must be true or false' })
  publish_on_site?: boolean;

  @ApiPropertyOptional({
    maxLength: 64,
    example: 'Europe/Berlin',
    description:
      'Your IANA time zone (the follow-up digest comes at 08:00 in it); "" or null goes back to your country\'s zone (`effective_time_zone`)',
  })
  @IsOptional()
  @EmptyToNull()
  // Stored in the spelling Intl gives it (e.g. `europe/berlin` → `Europe/Berlin`); anything else is refused below.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (ianaTimeZone(value) ?? value) : value))
  @ValidateBy(
    { name: 'isTimeZone', validator: { validate: (value: unknown) => ianaTimeZone(value) === value } },
    { message: 'time_zone must be an IANA time zone, e.g. Europe/Berlin' },
  )
  time_zone?: string | null;

  @ApiPropertyOptional({ description: 'The daily follow-up digest email (contacts due today or overdue, at 08:00 in your time zone)' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'follow_up_digest must be true or false' })
  follow_up_digest?: boolean;

  @ApiPropertyOptional({
    enum: SITE_LANGUAGES,
    example: 'ko',
    description: 'The storefront\'s language, a BCP 47 tag (docs/product.md "Languages"); its default follows the country',
  })
  @IsOptional()
  @IsIn(SITE_LANGUAGES, { message: `site_language must be one of ${SITE_LANGUAGES.join(', ')}` })
  site_language?: SiteLanguage;

  @ApiPropertyOptional({ enum: SUPPORTED_TEMPLATE_IDS, description: 'The storefront design (docs/product.md#templates: 1, 2 or 3)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value))
  @IsIn(SUPPORTED_TEMPLATE_IDS, { message: 'template_id must be 1, 2 or 3' })
  template_id?: number;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { EmptyToNull, RequiredText } from '../../../infra/http/form-values.js';
import { FileField } from '../../../infra/storage/file-fields.js';
import { CONTACT_STATUSES, type ContactStatusValue } from '../../contacts/contacts.views.js';

const SUBJECT_MAX = 200;
const PREHEADER_MAX = 250;
const CONTENT_MAX = 200_000;
/** Who a send goes to (docs/campaigns.md "Audience"): every confirmed subscriber, or the recently engaged. */
export const CAMPAIGN_AUDIENCES = ['all', 'engaged'] as const;
export type CampaignAudienceValue = (typeof CAMPAIGN_AUDIENCES)[number];
/** A send can be narrowed to the contacts with one status of the pipeline (docs/campaigns.md "Audience"). */
export const AUDIENCE_STATUSES = CONTACT_STATUSES;
export type AudienceStatusValue = ContactStatusValue;
/** A contact tag's longest form (the contacts' tags are lower-cased labels). */
const AUDIENCE_TAG_MAX = 50;

/** `POST /campaigns` and `PUT /campaigns/:id`: the whole editable campaign. */
export class CampaignDto {
  @RequiredText('Subject', SUBJECT_MAX)
  subject!: string;

  @ApiPropertyOptional({ maxLength: PREHEADER_MAX, nullable: true, description: 'The preview line shown after the subject' })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(PREHEADER_MAX, { message: `Preheader must be at most ${PREHEADER_MAX} characters` })
  preheader?: string | null;

  @ApiProperty({ maxLength: CONTENT_MAX, description: 'HTML from the rich-text editor with block markers; sanitised on write' })
  @MaxLength(CONTENT_MAX, { message: `Content must be at most ${CONTENT_MAX} characters` })
  @IsString({ message: 'Content is required' })
  // Registered first (decorators apply bottom-up), so a missing value reads 'Content is required'.
  @IsNotEmpty({ message: 'Content is required' })
  content!: string;
}

/**
 * An email's words as the composer holds them, each part optional and of its campaign length: the
 * campaign preview's body, and a sequence's email step (whose service then requires the subject and
 * content of an email step, apps/api/src/modules/sequences/sequence-steps.ts).
 */
export class EmailPartsDto {
  @ApiPropertyOptional({ maxLength: SUBJECT_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(SUBJECT_MAX)
  subject?: string;

  @ApiPropertyOptional({ maxLength: PREHEADER_MAX, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(PREHEADER_MAX)
  preheader?: string | null;

  @ApiPropertyOptional({ maxLength: CONTENT_MAX, description: 'The campaign composer’s HTML with block markers; sanitised on write' })
  @IsOptional()
  @IsString()
  @MaxLength(CONTENT_MAX)
  content?: string;
}

/** `POST /campaigns/preview`: what the editor holds now (saved or not). */
export class CampaignPreviewDto extends EmailPartsDto {}

/** `POST /campaigns/:id/send`: now, or at `scheduled_at`. */
export class SendCampaignDto {
  @ApiPropertyOptional({
    format: 'date-time',
    description: 'When to send (ISO 8601 with an offset or Z); now when absent. Must be in the future.',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'scheduled_at must be a date and time (ISO 8601)' })
  scheduled_at?: string;

  @ApiPropertyOptional({ description: 'The distributor has read the compliance warnings and sends anyway' })
  @IsOptional()
  @IsBoolean({ message: 'acknowledge_warnings must be true or false' })
  acknowledge_warnings?: boolean;

  @ApiPropertyOptional({
    enum: CAMPAIGN_AUDIENCES,
    enumName: 'CampaignAudience',
    default: 'all',
    description:
      'all: every confirmed subscriber; engaged: those who opened or clicked a campaign in the last 12 months, ' +
      'or subscribed in that time. Taken when the send starts.',
  })
  @IsOptional()
  @IsIn(CAMPAIGN_AUDIENCES, { message: "audience must be 'all' or 'engaged'" })
  audience?: CampaignAudienceValue;

  @ApiPropertyOptional({
    maxLength: AUDIENCE_TAG_MAX,
    nullable: true,
    description: 'Only confirmed subscribers whose contact carries this tag (case-insensitive); everyone when absent',
  })
  @IsOptional()
  @EmptyToNull()
  @IsString({ message: 'audience_tag must be text' })
  @MaxLength(AUDIENCE_TAG_MAX, { message: `audience_tag must be at most ${AUDIENCE_TAG_MAX} characters` })
  audience_tag?: string | null;

  @ApiPropertyOptional({
    enum: AUDIENCE_STATUSES,
    enumName: 'ContactStatus',
    nullable: true,
    description: 'Only confirmed subscribers whose contact has this status; everyone when absent',
  })
  @IsOptional()
  @EmptyToNull()
  @IsIn(AUDIENCE_STATUSES, { message: `audience_status must be one of ${AUDIENCE_STATUSES.join(', ')}` })
  audience_status?: AudienceStatusValue | null;
}

/** `POST /campaigns/images`: one image for the body. */
export class CampaignImageDto {
  @FileField('image')
  image?: string;
}

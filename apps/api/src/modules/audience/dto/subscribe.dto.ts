import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AttributionDto, AttributionField } from '../../analytics/conversion-attribution.js';
import { EmailField, HoneypotField, PageField } from './public-form.fields.js';

export const SUBSCRIBE_SOURCES = ['footer', 'newsletters-page'] as const;

export class SubscribeDto {
  @EmailField()
  email!: string;

  /** Consent evidence: the storefront page the form was on. */
  @PageField()
  page?: string;

  @ApiPropertyOptional({ enum: SUBSCRIBE_SOURCES, description: 'Which form: the footer box or the /newsletters page (consent evidence)' })
  @IsOptional()
  @IsIn(SUBSCRIBE_SOURCES, { message: 'source must be footer or newsletters-page' })
  source?: (typeof SUBSCRIBE_SOURCES)[number];

  @HoneypotField()
  website?: string;

  @AttributionField()
  attribution?: AttributionDto;
}

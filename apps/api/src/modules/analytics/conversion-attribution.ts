import { applyDecorators, Injectable } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Database } from '@ds/db';
import { classifyPageView } from './page-view.js';

/**
 * Where a converting visitor came from, as the storefront remembered it in memory for the visit (never on
 * the device): the landing page's referrer and UTM, and the page the form was sent from. Optional on the
 * lead and subscribe forms; nothing about the form changes when it is missing.
 */
export class AttributionDto {
  @ApiPropertyOptional({ maxLength: 1000, description: "The visit's landing referrer (document.referrer)" })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  referrer?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  utm_source?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  utm_medium?: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  utm_campaign?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'The storefront path the form was sent from' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @Matches(/^\//, { message: 'page must be a path starting with /' })
  page?: string;
}

/** The optional `attribution` field of a public form's DTO. */
export const AttributionField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: AttributionDto,
      description: 'First-touch source of the visit (analytics); never changes whether the form succeeds',
    }),
    IsOptional(),
    ValidateNested(),
    Type(() => AttributionDto),
  );

/** A lead is matched to the capture that just happened: the same email within this window, not yet attributed. */
const JUST_CAPTURED_MS = 60_000;

/**
 * Records first-touch attribution on leads and subscribers (Ghost's member attribution): set once, on the
 * first conversion that carries it, never overwritten by a later visit.
 */
@Injectable()
export class ConversionAttribution {
  constructor(private readonly db: Database) {}

  async record(
    tenantId: string,
    host: string,
    kind: 'lead' | 'subscriber',
    email: string,
    attribution: AttributionDto | undefined,
  ): Promise<void> {
    if (!attribution) return;
    const view = classifyPageView({ ...attribution, path: attribution.page ?? '/' }, host, '');
    if (!view) return; // an unreadable referrer or page: the conversion stands, unattributed
    const data = {
      attribution_source: view.source,
      attribution_campaign: view.utmCampaign,
      conversion_page: attribution.page ? view.path : null,
    };
    const db = this.db.forTenant(tenantId);
    if (kind === 'subscriber') {
      await db.subscriber.updateMany({ where: { email, attribution_source: null }, data });
    } else {
      await db.lead.updateMany({
        where: { email, attribution_source: null, created_at: { gte: new Date(Date.now() - JUST_CAPTURED_MS) } },
        data,
      });
    }
  }
}

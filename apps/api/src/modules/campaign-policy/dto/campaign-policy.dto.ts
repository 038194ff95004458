import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { OptionalPageQuery } from '../../../infra/http/page.query.js';

/** Largest daily quota an admin may set: far above any relay's daily budget, well inside an int. */
const MAX_DAILY_QUOTA = 1_000_000;

/** `PUT /admin/tenants/:tenantId/campaign-policy`: any subset; `daily_quota: null` returns to the platform default. */
export class CampaignPolicyDto {
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: MAX_DAILY_QUOTA,
    description: 'Campaign emails a day (UTC); null: the platform default',
  })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @IsInt({ message: 'daily_quota must be a whole number or null' })
  @Min(0, { message: 'daily_quota must be at least 0' })
  @Max(MAX_DAILY_QUOTA, { message: `daily_quota must be at most ${MAX_DAILY_QUOTA}` })
  daily_quota?: number | null;

  @ApiPropertyOptional({ description: "Pause the distributor's campaign sending (running sends stop; nothing new starts)" })
  @IsOptional()
  @IsBoolean({ message: 'paused must be true or false' })
  paused?: boolean;
}

/** `GET /admin/campaigns?page=&limit=`. */
export class CampaignFleetQuery extends OptionalPageQuery {}

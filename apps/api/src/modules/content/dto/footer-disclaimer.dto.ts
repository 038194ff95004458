import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmptyToNull } from '../../../infra/http/form-values.js';

/** Every field optional, so the same body serves create, update and the upsert of the first one. */
export class FooterDisclaimerDto {
  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(5000)
  site_disclaimer?: string | null;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(5000)
  product_disclaimer?: string | null;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @EmptyToNull()
  @IsString()
  @MaxLength(5000)
  income_disclaimer?: string | null;
}

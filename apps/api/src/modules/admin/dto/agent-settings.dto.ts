import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Matches, ValidateIf } from 'class-validator';
import { EmptyToNull, IsLink } from '../../../infra/http/form-values.js';
import { UpdateSettingsDto } from '../../tenancy/dto/update-settings.dto.js';

/** Set when a value is given and not `null` (`""` arrives as `null`: clear the field). */
const unlessCleared = () => ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null);

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** The fields only an admin sets (docs/product.md#data: the admin's variant adds primary_domain_name and website_link). */
export const ADMIN_ONLY_FIELDS = ['primary_domain_name', 'website_link'] as const;

/**
 * What an admin may change in a distributor's settings: everything the distributor's own settings form
 * takes (logo upload and custom domain included, with the same rules) plus `primary_domain_name` and
 * `website_link`. Every field is optional; `""` clears an optional one.
 */
export class AgentSettingsDto extends UpdateSettingsDto {
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

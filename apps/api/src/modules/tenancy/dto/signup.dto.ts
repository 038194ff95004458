import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsAllowedSubdomain } from '../subdomain.js';
import { EmailAddress } from '../../../infra/http/email-address.js';
import { NewPassword } from '../../../infra/http/password.js';
import { IsOptional, IsString, Length, Matches } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const upper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

export class SignupDto {
  @ApiProperty({ example: 'Jane' })
  @Transform(trim)
  @IsString()
  @Length(1, 60, { message: 'First name is required' })
  first_name!: string;

  @ApiProperty({ example: 'Cooper' })
  @Transform(trim)
  @IsString()
  @Length(1, 60, { message: 'Last name is required' })
  last_name!: string;

  @ApiProperty({ example: 'jane@example.com' })
  @EmailAddress('Enter a valid email address')
  email!: string;

  @NewPassword()
  password!: string;

  @ApiProperty({ example: 'jane', description: '3–63 of a-z, 0-9 and -, becomes <subdomain>.<base domain>' })
  @Transform(lower)
  @IsAllowedSubdomain()
  subdomain!: string;

  @ApiPropertyOptional({ example: 'US', description: 'ISO 3166-1 alpha-2; decides catalog and currency' })
  @IsOptional()
  @Transform(upper)
  @Matches(/^[A-Z]{2}$/, { message: 'Country must be a two-letter code' })
  country?: string;

  @ApiPropertyOptional({ example: '+1 555 0100' })
  @IsOptional()
  @Transform(trim)
  @Matches(/^[+()\d\s.-]{5,25}$/, { message: 'Enter a valid phone number' })
  mobile?: string;
}

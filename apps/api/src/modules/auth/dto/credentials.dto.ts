import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { NoControlCharacters, NormaliseEmail } from '../../../infra/http/email-address.js';

export class CredentialsDto {
  @ApiProperty({ example: 'jane@example.com' })
  @NormaliseEmail()
  @NoControlCharacters()
  @IsString({ message: 'Email is required' })
  @MinLength(1, { message: 'Email is required' })
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(128)
  password!: string;
}

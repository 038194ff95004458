import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { EmailAddress } from '../../../infra/http/email-address.js';

export class ResetPasswordDto {
  @ApiProperty()
  @IsString({ message: 'Reset token is required' })
  @MinLength(1, { message: 'Reset token is required' })
  @MaxLength(200)
  token!: string;

  @ApiProperty()
  @EmailAddress('Enter a valid email address')
  email!: string;

  @ApiProperty({ minLength: 8 })
  @IsString()
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  newPassword!: string;
}

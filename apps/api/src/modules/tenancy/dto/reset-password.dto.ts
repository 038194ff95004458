import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { EmailAddress } from '../../../infra/http/email-address.js';
import { NewPassword } from '../../../infra/http/password.js';

export class ResetPasswordDto {
  @ApiProperty()
  @IsString({ message: 'Reset token is required' })
  @MinLength(1, { message: 'Reset token is required' })
  @MaxLength(200)
  token!: string;

  @ApiProperty()
  @EmailAddress('Enter a valid email address')
  email!: string;

  @NewPassword()
  newPassword!: string;
}

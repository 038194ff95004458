import { ApiProperty } from '@nestjs/swagger';
import { EmailAddress } from '../../../infra/http/email-address.js';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'jane@example.com' })
  @EmailAddress('Enter a valid email address')
  email!: string;
}

import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { RequiredText, ToBoolean } from '../../../infra/http/form-values.js';

export class SendNotificationDto {
  @RequiredText('Title', 200)
  title!: string;

  @RequiredText('Message', 5000)
  message!: string;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      'Also email the notification to every active distributor (title as subject, message as body, ' +
      'with a link to the back-office inbox), once the inbox rows are written',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'send_email must be true or false' })
  send_email?: boolean;
}

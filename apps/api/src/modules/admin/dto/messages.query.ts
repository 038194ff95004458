import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { MessageStatusFilter } from '../contact-messages.service.js';

export class MessagesQuery {
  @ApiPropertyOptional({ enum: ['open', 'handled', 'all'], default: 'all' })
  @IsOptional()
  @IsIn(['open', 'handled', 'all'], { message: "status must be 'open', 'handled' or 'all'" })
  status?: MessageStatusFilter;
}

import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MessageAnswer } from '../../infra/http/common-answers.js';
import type { Response } from 'express';
import { PublicFormRateLimit } from '../../infra/rate-limit/public-form-rate-limit.js';
import { ContactMessagesService } from './contact-messages.service.js';
import { ContactMessageDto } from './dto/contact-message.dto.js';

@ApiTags('public site')
@Controller('contact')
export class ContactMessagesController {
  constructor(private readonly messages: ContactMessagesService) {}

  /** docs/product.md#landing-contact: the landing contact form really sends; admins read it under /admin/messages. */
  @Post()
  @PublicFormRateLimit()
  @ApiCreatedResponse({ type: MessageAnswer, description: 'Received' })
  @ApiOkResponse({ type: MessageAnswer, description: 'The same message again within a day: received once' })
  async send(@Body() dto: ContactMessageDto, @Res({ passthrough: true }) res: Response): Promise<MessageAnswer> {
    const outcome = await this.messages.receive(dto);
    res.status(outcome.created ? 201 : 200);
    return { message: outcome.message };
  }
}

import { Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { ContactMessagesService } from './contact-messages.service.js';
import { MessagesQuery } from './dto/messages.query.js';
import { ContactMessagesAnswer, MessageHandledAnswer } from './views/message.views.js';

/** The landing page's contact messages, as admins read and handle them (docs/product.md#landing-contact). */
@ApiTags('admin')
@Controller('admin/messages')
@AdminOnly()
export class AdminMessagesController {
  constructor(private readonly messages: ContactMessagesService) {}

  @Get()
  @ApiOperation({ summary: 'Landing-page contact messages, newest first' })
  @ApiOkResponse({ type: ContactMessagesAnswer })
  async list(@Query() query: MessagesQuery): Promise<ContactMessagesAnswer> {
    return { messages: await this.messages.list(query.status ?? 'all') };
  }

  @Put(':id/handled')
  @ApiOperation({ summary: 'Mark a contact message handled' })
  @ApiOkResponse({ type: MessageHandledAnswer })
  async markHandled(@UuidParam('id', 'Message not found', 'MESSAGE_NOT_FOUND') id: string): Promise<MessageHandledAnswer> {
    return { message: 'Message marked as handled', contact_message: await this.messages.markHandled(id) };
  }
}

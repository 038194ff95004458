import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/auth.decorators.js';
import { AgentsService, USER_CREATED } from './agents.service.js';
import { AgentRefDto, CreateUserDto, UserStatusDto } from './dto/agents.dto.js';

@ApiTags('admin')
@Controller('admin')
@AdminOnly()
export class AgentsController {
  constructor(private readonly agents: AgentsService) {}

  @Put('user-status')
  @ApiOperation({ summary: "Set an agent's subscription_status ('active' | 'inactive')" })
  async setStatus(@Body() dto: UserStatusDto) {
    return { message: 'Status updated', user: await this.agents.setStatus(dto.user_id, dto.subscription_status) };
  }

  @Post('create-user')
  @ApiOperation({ summary: 'Create a distributor and their site; they get a welcome email with a set-password link' })
  @ApiConflictResponse({ description: 'EMAIL_TAKEN or SUBDOMAIN_TAKEN, with the field in details' })
  async create(@Body() dto: CreateUserDto) {
    return { ...(await this.agents.create(dto)), message: USER_CREATED };
  }

  @Post('reset-user-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email the distributor a password reset link (no password is generated or shown)' })
  async resetPassword(@Body() dto: AgentRefDto) {
    const { email } = await this.agents.sendResetLink(dto.user_id);
    return { message: `A password reset link has been sent to ${email}.` };
  }
}

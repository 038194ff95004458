import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createValidationPipe } from '../../infra/http/validation.pipe.js';
import { AcceptsMultipart } from '../../infra/storage/multipart.interceptor.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { settingsRejected } from '../tenancy/settings-errors.js';
import { AgentSettingsDto } from './dto/agent-settings.dto.js';
import { AgentSettingsService } from './agent-settings.service.js';

@ApiTags('admin')
@Controller('admin/settings/:tenantId')
@AdminOnly()
export class AgentSettingsController {
  constructor(private readonly settings: AgentSettingsService) {}

  @Get()
  @ApiOperation({ summary: "A distributor's settings with primary_domain_name and website_link" })
  read(@TenantIdParam() tenantId: string) {
    return this.settings.read(tenantId);
  }

  @Put()
  @ApiOperation({ summary: "Update a distributor's settings (any subset; multipart text fields or JSON)" })
  @AcceptsMultipart([])
  @ApiBody({ type: AgentSettingsDto })
  update(
    @TenantIdParam() tenantId: string,
    // Spec §5: the agent settings form shows a server `errors` list, so failures carry `errors: [{field, message}]`
    // beside `details` (the back office's settings shape). The declared type `Readonly<…>` has no runtime class,
    // so the global pipe leaves validation to this one.
    @Body(createValidationPipe({ expectedType: AgentSettingsDto, failure: (details) => settingsRejected(details) })) dto: Readonly<AgentSettingsDto>,
  ) {
    return this.settings.update(tenantId, dto);
  }
}

import { Body, Controller, Get, Put, UploadedFiles, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SettingsErrorAnswer } from '../../infra/http/common-answers.js';
import { AcceptsMultipart } from '../../infra/storage/multipart.interceptor.js';
import type { UploadedParts } from '../../infra/storage/uploads.service.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { SettingsErrorsFilter } from '../tenancy/settings-errors.filter.js';
import { LOGO_FILES } from '../tenancy/tenant-settings.service.js';
import { AgentSettingsDto } from './dto/agent-settings.dto.js';
import { AgentSettingsService } from './agent-settings.service.js';
import { AgentSettingsAnswer } from './views/agent-settings.views.js';

@ApiTags('admin')
@Controller('admin/settings/:tenantId')
@AdminOnly()
// docs/product.md#validation: the wizard shows a server `errors` list, so field failures carry `errors: [{field, message}]`
// beside `details`.
@UseFilters(SettingsErrorsFilter)
export class AgentSettingsController {
  constructor(private readonly settings: AgentSettingsService) {}

  @Get()
  @ApiOperation({ summary: "A distributor's settings with primary_domain_name and website_link" })
  @ApiOkResponse({ type: AgentSettingsAnswer })
  read(@TenantIdParam() tenantId: string): Promise<AgentSettingsAnswer> {
    return this.settings.read(tenantId);
  }

  @Put()
  @ApiOperation({
    summary:
      "Update a distributor's settings (any subset, multipart with site_logo, or JSON); answers { settings, verification, certificate }",
  })
  @AcceptsMultipart(LOGO_FILES)
  @ApiBody({ type: AgentSettingsDto })
  @ApiOkResponse({ type: AgentSettingsAnswer })
  @ApiBadRequestResponse({
    type: SettingsErrorAnswer,
    description: '{ message, code, details: { field: why }, errors: [{ field, message }] }',
  })
  @ApiConflictResponse({ type: SettingsErrorAnswer, description: 'DOMAIN_TAKEN: the custom domain belongs to another site' })
  update(
    @TenantIdParam() tenantId: string,
    @Body() dto: AgentSettingsDto,
    @UploadedFiles() files: UploadedParts,
  ): Promise<AgentSettingsAnswer> {
    return this.settings.update(tenantId, dto, files);
  }
}

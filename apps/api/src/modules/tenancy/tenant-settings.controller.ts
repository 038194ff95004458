import { Body, Controller, Get, HttpCode, Post, Put, UploadedFiles, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SettingsErrorAnswer } from '../../infra/http/common-answers.js';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { AcceptsMultipart } from '../../infra/storage/multipart.interceptor.js';
import type { UploadedParts } from '../../infra/storage/uploads.service.js';
import { LOGO_FILES, TenantSettingsService } from './tenant-settings.service.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { SettingsErrorsFilter } from './settings-errors.filter.js';
import { SettingsAnswer } from './settings.view.js';

@ApiTags('back office')
@Controller('tenants/:tenantId/settings')
@DistributorOfTenant()
@UseFilters(SettingsErrorsFilter)
export class TenantSettingsController {
  constructor(private readonly settings: TenantSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Settings, custom-domain verification and certificate: { settings, verification, certificate }' })
  @ApiOkResponse({ type: SettingsAnswer })
  read(@TenantIdParam() tenantId: string): Promise<SettingsAnswer> {
    return this.settings.read(tenantId);
  }

  @Put()
  @ApiOperation({ summary: 'Save any subset of the settings; answers { settings, verification, certificate }' })
  @ApiOkResponse({ type: SettingsAnswer })
  @AcceptsMultipart(LOGO_FILES)
  @ApiBody({ type: UpdateSettingsDto })
  @ApiBadRequestResponse({
    type: SettingsErrorAnswer,
    description: '{ message, code, details: { field: why }, errors: [{ field, message }] }',
  })
  @ApiConflictResponse({ type: SettingsErrorAnswer, description: 'DOMAIN_TAKEN: the custom domain belongs to another site' })
  update(
    @TenantIdParam() tenantId: string,
    @Body() dto: UpdateSettingsDto,
    @UploadedFiles() files: UploadedParts,
  ): Promise<SettingsAnswer> {
    return this.settings.update(tenantId, dto, files);
  }

  @Post('verify-domain')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refresh DNS: ask for an immediate re-check of the custom domain; answers the settings' })
  @ApiOkResponse({ type: SettingsAnswer })
  verifyDomain(@TenantIdParam() tenantId: string): Promise<SettingsAnswer> {
    return this.settings.requestDomainRecheck(tenantId);
  }
}

import { Body, Controller, Get, HttpCode, Post, Put, UploadedFiles, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { AcceptsMultipart } from '../../infra/storage/multipart.interceptor.js';
import type { UploadedParts } from '../../infra/storage/uploads.service.js';
import { TenantSettingsService } from './tenant-settings.service.js';
import { UpdateSettingsDto } from './dto/update-settings.dto.js';
import { SettingsErrorsFilter } from './settings-errors.filter.js';

@ApiTags('back office')
@Controller('tenants/:tenantId/settings')
@DistributorOfTenant()
@UseFilters(SettingsErrorsFilter)
export class TenantSettingsController {
  constructor(private readonly settings: TenantSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Settings and custom-domain verification: { settings, verification }' })
  read(@TenantIdParam() tenantId: string) {
    return this.settings.read(tenantId);
  }

  @Put()
  @ApiOperation({ summary: 'Save any subset of the settings; answers { settings, verification }' })
  @AcceptsMultipart(['site_logo'])
  @ApiBody({ type: UpdateSettingsDto })
  @ApiBadRequestResponse({ description: '{ message, code, details: { field: why }, errors: [{ field, message }] }' })
  @ApiConflictResponse({ description: 'DOMAIN_TAKEN: the custom domain belongs to another site' })
  update(@TenantIdParam() tenantId: string, @Body() dto: UpdateSettingsDto, @UploadedFiles() files: UploadedParts) {
    return this.settings.update(tenantId, dto, files);
  }

  @Post('verify-domain')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refresh DNS: ask for an immediate re-check of the custom domain; answers the settings' })
  verifyDomain(@TenantIdParam() tenantId: string) {
    return this.settings.requestDomainRecheck(tenantId);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Post, Put, UploadedFiles } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiTooManyRequestsResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { IMAGE } from '../../infra/storage/file-fields.js';
import { AcceptsMultipart } from '../../infra/storage/multipart.interceptor.js';
import { Uploads, type UploadedParts } from '../../infra/storage/uploads.service.js';
import { validationFailed } from '../../infra/http/api-error.js';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { CampaignEmailService } from './campaign-email.service.js';
import { CampaignsService, campaignWarnings } from './campaigns.service.js';
import { CampaignDetailView, CampaignImageView, CampaignPreviewView, CampaignView, TestSentView } from './campaigns.views.js';
import { CampaignDto, CampaignImageDto, CampaignPreviewDto, SendCampaignDto } from './dto/campaign.dto.js';

const IMAGE_FILES = { image: IMAGE } as const;

const CampaignIdParam = () => UuidParam('campaignId', 'Campaign not found', 'CAMPAIGN_NOT_FOUND');
const StatusConflict = () =>
  ApiConflictResponse({ description: 'CAMPAIGN_STATUS_CONFLICT: not possible in the campaign’s status (details.status)' });

/** The back office's campaigns: compose, preview, test, send or schedule, cancel (docs/campaigns.md). */
@ApiTags('back office')
@Controller('tenants/:tenantId/campaigns')
@DistributorOfTenant()
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly email: CampaignEmailService,
    private readonly uploads: Uploads,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Campaigns, newest first, with their stats and compliance warnings' })
  @ApiOkResponse({ type: CampaignView, isArray: true })
  list(@TenantIdParam() tenantId: string): Promise<CampaignView[]> {
    return this.campaigns.list(tenantId);
  }

  @Post()
  @ApiOperation({ summary: 'A new draft' })
  @ApiCreatedResponse({ type: CampaignDetailView })
  create(@TenantIdParam() tenantId: string, @Body() dto: CampaignDto): Promise<CampaignDetailView> {
    return this.campaigns.create(tenantId, dto);
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'The email of unsaved editor content, as subscribers will see it (no tracking), and its warnings' })
  @ApiOkResponse({ type: CampaignPreviewView })
  async preview(@TenantIdParam() tenantId: string, @Body() dto: CampaignPreviewDto): Promise<CampaignPreviewView> {
    const source = { subject: dto.subject ?? '', preheader: dto.preheader ?? null, content: dto.content ?? '' };
    const [rendered, blockers] = await Promise.all([this.email.render(tenantId, source), this.campaigns.blockers(tenantId)]);
    return { ...rendered, warnings: campaignWarnings(source), blockers };
  }

  @Post('images')
  @ApiOperation({ summary: 'Upload an image for a campaign body; answers its URL (/uploads/…) to insert' })
  @AcceptsMultipart(IMAGE_FILES)
  @ApiBody({ type: CampaignImageDto })
  @ApiCreatedResponse({ type: CampaignImageView })
  // The tenant id is checked by the guards (the file is recorded as its); the file comes through the multipart interceptor.
  async uploadImage(@TenantIdParam() tenantId: string, @UploadedFiles() files: UploadedParts): Promise<CampaignImageView> {
    const { files: checked } = this.uploads.check(IMAGE_FILES, files, {}, () => null, false);
    if (!checked.length) throw validationFailed({ image: 'An image is required' }, 'An image is required');
    const stored = await this.uploads.store(checked, tenantId);
    return { url: stored.image! };
  }

  @Get(':campaignId')
  @ApiOkResponse({ type: CampaignDetailView })
  get(@TenantIdParam() tenantId: string, @CampaignIdParam() id: string): Promise<CampaignDetailView> {
    return this.campaigns.get(tenantId, id);
  }

  @Put(':campaignId')
  @ApiOperation({ summary: 'Edit a draft (a cancelled campaign becomes a draft again); 409 once scheduled or sending' })
  @ApiOkResponse({ type: CampaignDetailView })
  @StatusConflict()
  update(@TenantIdParam() tenantId: string, @CampaignIdParam() id: string, @Body() dto: CampaignDto): Promise<CampaignDetailView> {
    return this.campaigns.update(tenantId, id, dto);
  }

  @Delete(':campaignId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a draft, cancelled or sent campaign; 409 while scheduled or sending' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @StatusConflict()
  async remove(@TenantIdParam() tenantId: string, @CampaignIdParam() id: string): Promise<void> {
    await this.campaigns.remove(tenantId, id);
  }

  @Get(':campaignId/preview')
  @ApiOperation({ summary: 'The saved campaign as its email (no tracking)' })
  @ApiOkResponse({ type: CampaignPreviewView })
  async savedPreview(@TenantIdParam() tenantId: string, @CampaignIdParam() id: string): Promise<CampaignPreviewView> {
    const campaign = await this.campaigns.get(tenantId, id);
    return {
      ...(await this.email.render(tenantId, campaign)),
      warnings: campaign.warnings,
      blockers: await this.campaigns.blockers(tenantId),
    };
  }

  @Post(':campaignId/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email the campaign as it is now to the distributor’s own address (queued for the worker)' })
  @ApiOkResponse({ type: TestSentView })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: more than 20 tests in an hour' })
  sendTest(@TenantIdParam() tenantId: string, @CampaignIdParam() id: string): Promise<TestSentView> {
    return this.campaigns.sendTest(tenantId, id);
  }

  @Post(':campaignId/send')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Send now, or schedule with scheduled_at; flagged content needs acknowledge_warnings. 409 unless a draft, ' +
      'and 409 POSTAL_ADDRESS_REQUIRED until the settings have a postal address.',
  })
  @ApiOkResponse({ type: CampaignDetailView })
  @StatusConflict()
  send(@TenantIdParam() tenantId: string, @CampaignIdParam() id: string, @Body() dto: SendCampaignDto): Promise<CampaignDetailView> {
    return this.campaigns.send(tenantId, id, dto);
  }

  @Post(':campaignId/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a scheduled send that has not started; 409 otherwise' })
  @ApiOkResponse({ type: CampaignDetailView })
  @StatusConflict()
  cancel(@TenantIdParam() tenantId: string, @CampaignIdParam() id: string): Promise<CampaignDetailView> {
    return this.campaigns.cancel(tenantId, id);
  }
}

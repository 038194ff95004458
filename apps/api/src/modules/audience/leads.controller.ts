import { Body, Controller, Post, Res, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MessageAnswer } from '../../infra/http/common-answers.js';
import type { Response } from 'express';
import { PublicFormRateLimit } from '../../infra/rate-limit/public-form-rate-limit.js';
import { LiveSite, LiveSiteGuard } from '../tenancy/live-site.guard.js';
import type { ResolvedTenant } from '../tenancy/tenant-resolver.service.js';
import { AudienceService, formAnswer } from './audience.service.js';
import { LeadDto } from './dto/lead.dto.js';
import { ConsentRecorder, RequestOriginOf, type RequestOrigin } from './consent.js';
import { ConversionAttribution } from '../analytics/conversion-attribution.js';

@ApiTags('public site')
@Controller('site/leads')
export class LeadsController {
  constructor(
    private readonly audience: AudienceService,
    private readonly consent: ConsentRecorder,
    private readonly attribution: ConversionAttribution,
  ) {}

  /** The storefront contact page's lead form (docs/product.md#leads); the distributor is emailed about it. */
  @Post()
  @PublicFormRateLimit()
  @UseGuards(LiveSiteGuard)
  @ApiCreatedResponse({ type: MessageAnswer, description: 'Lead captured' })
  @ApiOkResponse({ type: MessageAnswer, description: 'The same lead again: captured once' })
  async capture(
    @LiveSite() site: ResolvedTenant,
    @RequestOriginOf() origin: RequestOrigin,
    @Body() dto: LeadDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageAnswer> {
    const outcome = await this.audience.captureLead(site.id, dto, this.consent.evidence(origin, dto.page, 'lead form'));
    await this.attribution.record(site.id, origin.host, 'lead', dto.email, dto.attribution);
    res.status(outcome.created ? 201 : 200);
    return { message: formAnswer(outcome.message, site.site_language) };
  }
}

import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { AudienceListsService } from './audience-lists.service.js';
import { AudienceExportQueryDto, AudienceListQueryDto } from './dto/list-query.dto.js';
import { csvFileName } from './csv.js';
import { LeadsPage, SubscriberDetail, SubscribersPage } from './audience.views.js';
import { UuidParam } from '../../infra/http/uuid-param.js';

const CsvFile = ApiOkResponse({ description: 'A CSV file (attachment)', content: { 'text/csv': { schema: { type: 'string' } } } });

function sendCsv(res: Response, what: string, csv: string): string {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${csvFileName(what)}"`);
  res.setHeader('Cache-Control', 'no-store');
  return csv;
}

@ApiTags('back office')
@Controller('tenants/:tenantId')
@DistributorOfTenant()
export class BackofficeAudienceController {
  constructor(private readonly lists: AudienceListsService) {}

  @Get('subscribers')
  @ApiOperation({ summary: 'Newsletter subscribers: { subscribers, total, page, limit }' })
  @ApiOkResponse({ type: SubscribersPage })
  subscribers(@TenantIdParam() tenantId: string, @Query() query: AudienceListQueryDto): Promise<SubscribersPage> {
    return this.lists.subscribers(tenantId, query);
  }

  @Get('subscribers/export')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Subscribers as a CSV download' })
  @CsvFile
  async exportSubscribers(
    @TenantIdParam() tenantId: string,
    @Query() query: AudienceExportQueryDto,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendCsv(res, 'subscribers', await this.lists.subscribersCsv(tenantId, query.search));
  }

  /** Declared after `subscribers/export`, which it would otherwise shadow. */
  @Get('subscribers/:subscriberId')
  @ApiOperation({ summary: 'One subscriber: status, consent evidence and campaign history' })
  @ApiOkResponse({ type: SubscriberDetail })
  subscriber(
    @TenantIdParam() tenantId: string,
    @UuidParam('subscriberId', 'Subscriber not found', 'SUBSCRIBER_NOT_FOUND') subscriberId: string,
  ): Promise<SubscriberDetail> {
    return this.lists.subscriber(tenantId, subscriberId);
  }

  @Get('leads')
  @ApiOperation({ summary: 'Leads from the storefront contact page: { leads, total, page, limit }' })
  @ApiOkResponse({ type: LeadsPage })
  leads(@TenantIdParam() tenantId: string, @Query() query: AudienceListQueryDto): Promise<LeadsPage> {
    return this.lists.leads(tenantId, query);
  }

  @Get('leads/export')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Leads as a CSV download' })
  @CsvFile
  async exportLeads(@TenantIdParam() tenantId: string, @Query() query: AudienceExportQueryDto, @Res({ passthrough: true }) res: Response) {
    return sendCsv(res, 'leads', await this.lists.leadsCsv(tenantId, query.search));
  }
}

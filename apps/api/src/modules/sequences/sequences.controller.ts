import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { UuidParam } from '../../infra/http/uuid-param.js';
import { DistributorOfTenant } from '../auth/auth.decorators.js';
import { TenantIdParam } from '../auth/tenant-id.param.js';
import { TestSentView } from '../campaigns/campaigns.views.js';
import { ActivateSequenceDto, SequenceDto, SequenceTestDto } from './dto/sequence.dto.js';
import { SEQUENCE_TEMPLATES } from './sequence-templates.js';
import { SequencesService } from './sequences.service.js';
import { SequenceTemplateView, SequenceView } from './sequences.views.js';

const SequenceIdParam = () => UuidParam('sequenceId', 'Sequence not found', 'SEQUENCE_NOT_FOUND');
const StatusConflict = () =>
  ApiConflictResponse({ description: 'SEQUENCE_STATUS_CONFLICT: not possible in the sequence’s status (details.status)' });

/** Follow-up sequences: a trigger and timed steps, run by the worker (docs/product.md "Sequences"). */
@ApiTags('back office')
@Controller('tenants/:tenantId/sequences')
@DistributorOfTenant()
export class SequencesController {
  constructor(private readonly sequences: SequencesService) {}

  @Get()
  @ApiOperation({ summary: 'Sequences, newest first, with their stats, per-step stats and compliance warnings' })
  @ApiOkResponse({ type: SequenceView, isArray: true })
  list(@TenantIdParam() tenantId: string): Promise<SequenceView[]> {
    return this.sequences.list(tenantId);
  }

  @Get('templates')
  @ApiOperation({ summary: 'The three sequences to start from (create one with POST)' })
  @ApiOkResponse({ type: SequenceTemplateView, isArray: true })
  // The tenant is checked by the guards; the templates are the same for everyone.
  templates(@TenantIdParam() _tenantId: string): SequenceTemplateView[] {
    return SEQUENCE_TEMPLATES;
  }

  @Post()
  @ApiOperation({ summary: 'A new draft sequence' })
  @ApiCreatedResponse({ type: SequenceView })
  create(@TenantIdParam() tenantId: string, @Body() dto: SequenceDto): Promise<SequenceView> {
    return this.sequences.create(tenantId, dto);
  }

  @Get(':sequenceId')
  @ApiOkResponse({ type: SequenceView })
  get(@TenantIdParam() tenantId: string, @SequenceIdParam() id: string): Promise<SequenceView> {
    return this.sequences.get(tenantId, id);
  }

  @Put(':sequenceId')
  @ApiOperation({
    summary:
      'Replace the settings and steps (a step sent with its id stays the same step; left out = removed). ' +
      'An active sequence with newly flagged words is paused until activated again.',
  })
  @ApiOkResponse({ type: SequenceView })
  @StatusConflict()
  update(@TenantIdParam() tenantId: string, @SequenceIdParam() id: string, @Body() dto: SequenceDto): Promise<SequenceView> {
    return this.sequences.update(tenantId, id, dto);
  }

  @Delete(':sequenceId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a draft nobody was enrolled in; archive any other (its people leave, its figures stay)' })
  @ApiNoContentResponse({ description: 'Deleted or archived' })
  async remove(@TenantIdParam() tenantId: string, @SequenceIdParam() id: string): Promise<void> {
    await this.sequences.remove(tenantId, id);
  }

  @Post(':sequenceId/activate')
  @HttpCode(200)
  @ApiOperation({ summary: 'draft or paused → active; flagged content needs acknowledge_warnings; 409 POSTAL_ADDRESS_REQUIRED' })
  @ApiOkResponse({ type: SequenceView })
  @ApiBadRequestResponse({ description: 'COMPLIANCE_ACK_REQUIRED: details.warnings' })
  @StatusConflict()
  activate(@TenantIdParam() tenantId: string, @SequenceIdParam() id: string, @Body() dto: ActivateSequenceDto): Promise<SequenceView> {
    return this.sequences.activate(tenantId, id, dto);
  }

  @Post(':sequenceId/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'active → paused: no one new is enrolled, due steps wait' })
  @ApiOkResponse({ type: SequenceView })
  @StatusConflict()
  pause(@TenantIdParam() tenantId: string, @SequenceIdParam() id: string): Promise<SequenceView> {
    return this.sequences.pause(tenantId, id);
  }

  @Post(':sequenceId/test')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Email one saved email step (step: its index) to the distributor’s own address, as the campaign composer’s test ' +
      '(queued for the worker, the same limit)',
  })
  @ApiOkResponse({ type: TestSentView })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED: details.step — no such step, or not an email step' })
  @ApiTooManyRequestsResponse({ description: 'RATE_LIMITED: more than 20 tests in an hour (campaigns’ and sequences’ together)' })
  sendTest(@TenantIdParam() tenantId: string, @SequenceIdParam() id: string, @Body() dto: SequenceTestDto): Promise<TestSentView> {
    return this.sequences.sendTest(tenantId, id, dto.step);
  }
}

import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorAnswer } from '../../infra/http/common-answers.js';
import { AdminOnly } from '../auth/auth.decorators.js';
import { ShopLinkRules } from './shop-link-rules.service.js';
import { ShopLinksDto } from './shop-links.dto.js';
import { ShopLinksAnswer } from './shop-links.views.js';

@ApiTags('admin')
@Controller('admin/shop-links')
@AdminOnly()
export class ShopLinksController {
  constructor(private readonly rules: ShopLinkRules) {}

  @Get()
  @ApiOperation({
    summary: "The company's shop-link rules per catalog country: Buy, shop and Join templates, allowed hosts, member-ID pattern",
  })
  @ApiOkResponse({ type: ShopLinksAnswer })
  async read(): Promise<ShopLinksAnswer> {
    return { countries: await this.rules.list() };
  }

  @Put()
  @ApiOperation({ summary: 'Replace the shop-link rules (a country left out loses its rules); nothing is saved unless every rule passes' })
  @ApiOkResponse({ type: ShopLinksAnswer })
  @ApiBadRequestResponse({ type: ErrorAnswer, description: 'VALIDATION_FAILED: details name `countries[i].field`' })
  async replace(@Body() dto: ShopLinksDto): Promise<ShopLinksAnswer> {
    return { countries: await this.rules.replace(dto.countries) };
  }
}

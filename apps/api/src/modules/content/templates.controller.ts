import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicSiteService } from './public-site.service.js';
import { TemplateView } from './views/site.views.js';

@ApiTags('public site')
@Controller('templates')
export class TemplatesController {
  constructor(private readonly site: PublicSiteService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOkResponse({ type: TemplateView, isArray: true, description: 'Active templates' })
  list(): Promise<TemplateView[]> {
    return this.site.templates();
  }
}

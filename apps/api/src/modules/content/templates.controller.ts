import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicSiteService } from './public-site.service.js';

@ApiTags('public site')
@Controller('templates')
export class TemplatesController {
  constructor(private readonly site: PublicSiteService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  list() {
    return this.site.templates();
  }
}

import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogCountries } from './catalog-countries.service.js';
import { CatalogCountriesAnswer } from './catalog-countries.view.js';

@ApiTags('public site')
@Controller('catalog')
export class CatalogCountriesController {
  constructor(private readonly countries: CatalogCountries) {}

  @Get('countries')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: "The countries a site can be opened in (the company catalog's), with currency and default site language" })
  @ApiOkResponse({ type: CatalogCountriesAnswer })
  async list(): Promise<CatalogCountriesAnswer> {
    return { countries: await this.countries.list() };
  }
}

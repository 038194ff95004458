import { SITE_LANGUAGES, type SiteLanguage } from '@ds/shared';
import { Nested, OneOf, Text } from '../../infra/http/answer-properties.js';

export class CatalogCountryView {
  @Text({ description: 'ISO 3166-1 alpha-2, e.g. KR' }) country!: string;
  @Text({ description: 'ISO 4217 code of the local prices, e.g. KRW' }) currency!: string;
  @OneOf(SITE_LANGUAGES, 'SiteLanguage', { description: 'The site language a new site in the country starts with' })
  language!: SiteLanguage;
}

/** `GET /catalog/countries`. */
export class CatalogCountriesAnswer {
  @Nested(() => CatalogCountryView, { list: true }) countries!: CatalogCountryView[];
}

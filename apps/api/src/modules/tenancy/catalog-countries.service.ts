import { Injectable } from '@nestjs/common';
import { CATALOG_FALLBACK_COUNTRY, Database } from '@ds/db';
import { defaultLanguageForCountry, type SiteLanguage } from '@ds/shared';
import { validationFailed } from '../../infra/http/api-error.js';

/** A country a site can be opened in: one the company catalog prices (docs/product.md "Languages"). */
export interface CatalogCountry {
  country: string;
  currency: string;
  /** The site language a new site in the country starts with. */
  language: SiteLanguage;
}

/**
 * The countries of the company catalog: the sign-up country list (web and API) follows them, so a market
 * added to the catalog is offered at sign-up with no other change. The fallback country (US) is always
 * offered, a platform whose catalog is still empty included.
 */
@Injectable()
export class CatalogCountries {
  constructor(private readonly db: Database) {}

  async list(): Promise<CatalogCountry[]> {
    const rows = await this.db.platform.catalogPrice.findMany({
      distinct: ['country'],
      select: { country: true, currency: true },
      orderBy: { country: 'asc' },
    });
    const countries = rows.map((r) => ({ country: r.country.toUpperCase(), currency: r.currency.toUpperCase() }));
    if (!countries.some((c) => c.country === CATALOG_FALLBACK_COUNTRY))
      countries.unshift({ country: CATALOG_FALLBACK_COUNTRY, currency: 'USD' });
    return countries.map((c) => ({ ...c, language: defaultLanguageForCountry(c.country) }));
  }

  /** Refuses (400, `details.country`) a country the catalog does not price. */
  async assertOffered(country: string): Promise<void> {
    const offered = (await this.list()).map((c) => c.country);
    if (offered.includes(country)) return;
    const message = `Sites are not offered in ${country} yet: choose one of ${offered.join(', ')}`;
    throw validationFailed({ country: message }, message);
  }
}

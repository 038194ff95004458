import { useQuery } from '@tanstack/react-query';
import { SITE_LANGUAGE_NAMES } from '@ds/shared';
import { typedApi, type Schema } from '@/lib/api/typed-client';

/**
 * The countries a distributor account can be opened in (self sign-up and the admin's "Create user"): the
 * company catalog's, from `GET /catalog/countries` (docs/product.md "Languages"), so a market added to the
 * catalog shows up here with no change to the web.
 */

/** ISO 3166-1 alpha-2, upper case. */
export type CountryCode = string;

export type CatalogCountry = Schema<'CatalogCountryView'>;

export interface CountryOption {
  value: CountryCode;
  label: string;
}

/** The country a new account starts in, and the one offered while the list loads or when it cannot. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

/** Names where the region names of `Intl` say more than a sign-up list should. */
const NAMES: Readonly<Record<string, string>> = { HK: 'Hong Kong' };

/** A country's name in English (the back office is English): KR → South Korea. */
function countryName(code: CountryCode): string {
  if (NAMES[code]) return NAMES[code];
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The options of a country select, by name; the value chosen stays listed even if the catalog dropped it. */
function countryOptions(codes: readonly CountryCode[], chosen?: CountryCode): CountryOption[] {
  const all = new Set([...codes, ...(chosen ? [chosen] : [])]);
  return [...all].map((value) => ({ value, label: countryName(value) })).sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

async function fetchCatalogCountries(): Promise<CatalogCountry[]> {
  return (await typedApi.get('/catalog/countries')).countries;
}

const useCatalogCountries = () => useQuery({ queryKey: ['catalog', 'countries'], queryFn: fetchCatalogCountries, staleTime: 5 * 60_000 });

/** The sign-up country options; the default country alone until the catalog's list arrives. */
export function useCountryOptions(chosen?: CountryCode): CountryOption[] {
  const { data } = useCatalogCountries();
  return countryOptions(data?.map((c) => c.country) ?? [DEFAULT_COUNTRY], chosen);
}

/** What a new site in the country starts with, as the country select says it: "Prices in KRW · site in 한국어". */
export function countryDefaultsHint(country: CatalogCountry | undefined): string | undefined {
  if (!country) return undefined;
  return `Prices in ${country.currency} · site in ${SITE_LANGUAGE_NAMES[country.language]} (you can change the language in Settings)`;
}

/** The catalog's entry for a country once the list has arrived. */
export function useCatalogCountry(code: CountryCode): CatalogCountry | undefined {
  return useCatalogCountries().data?.find((c) => c.country === code);
}

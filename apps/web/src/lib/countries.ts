/** The countries a distributor account can be opened in (self sign-up and the admin's "Create user"). */
export const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'AU', label: 'Australia' },
  { value: 'IN', label: 'India' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['value'];

/**
 * A distributor's time zone (docs/product.md "Contacts"): the one they chose, else one derived from their
 * country. Intl's own time-zone database decides what is a zone; nothing here carries a list of its own
 * except the zone to prefer in a few countries that span several (the first of a country's zones in
 * Intl's order is an outlying one there, e.g. America/Adak for the United States).
 */
const PREFERRED: Readonly<Record<string, string>> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  MX: 'America/Mexico_City',
  BR: 'America/Sao_Paulo',
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  RU: 'Europe/Moscow',
  CN: 'Asia/Shanghai',
  ID: 'Asia/Jakarta',
  KZ: 'Asia/Almaty',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  CL: 'America/Santiago',
  EC: 'America/Guayaquil',
  NZ: 'Pacific/Auckland',
  MY: 'Asia/Kuala_Lumpur',
  UA: 'Europe/Kyiv',
  DE: 'Europe/Berlin',
};

/** Whether Intl knows `zone` as an IANA time zone (answers the canonical spelling, or null). */
export function ianaTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.trim() === '' || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone.trim() }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zone for a country (ISO 3166-1 alpha-2) when the distributor chose none: UTC when Intl has none for it. */
export function defaultTimeZone(country: string | null | undefined): string {
  const code = (country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return 'UTC';
  const preferred = PREFERRED[code];
  if (preferred && ianaTimeZone(preferred)) return preferred;
  try {
    const locale = new Intl.Locale(`und-${code}`) as Intl.Locale & { getTimeZones?: () => string[] | undefined; timeZones?: string[] };
    const zones = locale.getTimeZones?.() ?? locale.timeZones;
    return zones?.[0] ?? 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone a tenant lives by: its own when Intl still knows it, else its country's. */
export function tenantTimeZone(tenant: { time_zone: string | null; country: string | null }): string {
  return ianaTimeZone(tenant.time_zone) ?? defaultTimeZone(tenant.country);
}

/** The calendar day (`YYYY-MM-DD`) and the hour (0–23) of an instant on the zone's clock. */
export function localDayAndHour(at: Date, zone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/**
 * The distributor's day and hour at `at`, on their clock (their zone, else their country's): the one home of
 * "the distributor's today". The daily digest's 08:00 and day, the contacts list's "due today" / "overdue"
 * filters and the dashboard's "Follow up today" card all count days with it (docs/product.md "Contacts").
 */
export function tenantLocalDay(tenant: { time_zone: string | null; country: string | null }, at: Date): { date: string; hour: number } {
  return localDayAndHour(at, tenantTimeZone(tenant));
}
